import { randomBytes } from 'node:crypto';
import { deflateRawSync } from 'node:zlib';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { xlsxFile } from '../../testing/student-import.ts';
import {
  deflatedRepeat,
  SHEET_HEAD,
  SHEET_TAIL,
  sheetRow,
  type TestZipEntry,
  workbookEntries,
  zipArchive,
} from '../../testing/zip-files.ts';
import {
  entryLimit,
  MAX_ENTRY_BYTES,
  MAX_RATIO,
  MAX_UNPACKED_BYTES,
  RATIO_FREE_BYTES,
  unpackXlsx,
} from './xlsx-archive.ts';
import { readZipDirectory } from './zip-directory.ts';

const MB = 1024 * 1024;
/** Tests that write and unpack tens of megabytes, given room on a busy machine. */
const HEAVY = { timeout: 30_000 };
const sheetXml = `${SHEET_HEAD}${sheetRow(1, ['이름'])}${sheetRow(2, ['김민지'])}${SHEET_TAIL}`;
const workbook = (extra: TestZipEntry[] = [], sheet = sheetXml) =>
  zipArchive([...workbookEntries({ data: Buffer.from(sheet) }), ...extra]);
const workbookBytes = workbookEntries({ data: Buffer.from(sheetXml) }).reduce(
  (sum, entry) => sum + entry.data.length,
  0,
);

async function firstSheetRows(data: Buffer): Promise<unknown[][]> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(data as unknown as ArrayBuffer);
  const rows: unknown[][] = [];
  book.worksheets[0]?.eachRow((row) => {
    rows.push((row.values as unknown[]).slice(1));
  });
  return rows;
}

describe('unpackXlsx', () => {
  it('hands on a real workbook as stored entries of their true sizes, read as before', async () => {
    const file = await xlsxFile([
      ['이름', '잔여'],
      ['김민지', 4],
    ]);
    const result = await unpackXlsx(file);
    if (!('workbook' in result)) throw new Error(result.problem);
    const entries = readZipDirectory(result.workbook, 100);
    if (!Array.isArray(entries)) throw new Error('not a zip');
    expect(entries.map((entry) => entry.name.toString())).toEqual(
      (readZipDirectory(file, 100) as { name: Buffer }[]).map((entry) => entry.name.toString()),
    );
    for (const entry of entries) {
      expect([entry.method, entry.claimedSize]).toEqual([0, entry.end - entry.start]);
    }
    expect(await firstSheetRows(result.workbook)).toEqual([
      ['이름', '잔여'],
      ['김민지', 4],
    ]);
    expect(await firstSheetRows(file)).toEqual(await firstSheetRows(result.workbook));
  });

  it('refuses what is not a ZIP, and a ZIP that is no workbook', async () => {
    expect(await unpackXlsx(Buffer.from('이름,전화번호'))).toEqual({ problem: 'not_xlsx' });
    expect(await unpackXlsx(zipArchive([{ name: 'a.txt', data: Buffer.from('a') }]))).toEqual({
      problem: 'not_xlsx',
    });
    const [contentTypes] = workbookEntries({ data: Buffer.from(sheetXml) });
    expect(await unpackXlsx(zipArchive([contentTypes!]))).toEqual({ problem: 'not_xlsx' });
    expect(await firstSheetRows(((await unpackXlsx(workbook())) as { workbook: Buffer }).workbook)).toEqual([
      ['이름'],
      ['김민지'],
    ]);
  });

  it('refuses a directory that points past the file, or at no local header', async () => {
    const pastEnd = workbook();
    pastEnd.writeUInt32LE(pastEnd.length, pastEnd.length - 6);
    expect(await unpackXlsx(pastEnd)).toEqual({ problem: 'not_xlsx' });
    const shifted = workbook();
    shifted.writeUInt32LE(0, 0);
    expect(await unpackXlsx(shifted)).toEqual({ problem: 'not_xlsx' });
  });

  it('refuses, before unpacking, entries that admit to more than an entry or the archive may hold', async () => {
    const claiming = (claimedSize: number) => ({ name: 'xl/x.xml', data: Buffer.from('x'), claimedSize });
    expect(await unpackXlsx(workbook([claiming(MAX_ENTRY_BYTES + 1)]))).toEqual({ problem: 'too_large' });
    expect(await unpackXlsx(workbook([claiming(0xffffffff)]))).toEqual({ problem: 'too_large' });
    const halves = [
      { ...claiming(MAX_ENTRY_BYTES), name: 'xl/a.xml' },
      { ...claiming(MAX_UNPACKED_BYTES - MAX_ENTRY_BYTES), name: 'xl/b.xml' },
    ];
    expect(await unpackXlsx(workbook(halves))).toEqual({ problem: 'too_large' });
    // Within the budget, a size that is not the entry's is a broken file, not a large one.
    expect(await unpackXlsx(workbook([claiming(MAX_ENTRY_BYTES)]))).toEqual({ problem: 'not_xlsx' });
  });

  it('takes an entry of exactly its cap and refuses one byte more, stored or deflated', HEAVY, async () => {
    const exact = randomBytes(MAX_ENTRY_BYTES);
    const stored = (data: Buffer) => workbook([{ name: 'xl/media/image1.png', data }]);
    expect(await unpackXlsx(stored(exact))).toHaveProperty('workbook');
    expect(await unpackXlsx(stored(Buffer.concat([exact, Buffer.from('x')])))).toEqual({
      problem: 'too_large',
    });
    const deflated = (data: Buffer, claimedSize: number) =>
      workbook([
        {
          name: 'xl/media/image1.png',
          // Random bytes do not pack: level 0 wraps them in a deflate stream without the work.
          data: deflateRawSync(data, { level: 0 }),
          deflated: { size: data.length, crc: 0 },
          claimedSize,
        },
      ]);
    const over = Buffer.concat([exact, Buffer.from('x')]);
    // Claimed a byte short, so the directory lets it by; the inflater's count refuses it.
    expect(await unpackXlsx(deflated(over, MAX_ENTRY_BYTES))).toEqual({ problem: 'too_large' });
  });

  it('takes the archive up to its budget in all, and refuses a byte more', HEAVY, async () => {
    const rest = MAX_UNPACKED_BYTES - MAX_ENTRY_BYTES - workbookBytes;
    const entries = (restSize: number) => [
      { name: 'xl/media/image1.png', data: randomBytes(MAX_ENTRY_BYTES) },
      { name: 'xl/media/image2.png', data: randomBytes(restSize) },
    ];
    expect(await unpackXlsx(workbook(entries(rest)))).toHaveProperty('workbook');
    // Stated a byte short: the count in all, not the directory, refuses it.
    const over = entries(rest + 1);
    expect(await unpackXlsx(workbook([over[0]!, { ...over[1]!, claimedSize: rest }]))).toEqual({
      problem: 'too_large',
    });
  });

  it('holds an entry past its first megabyte to the ratio', () => {
    expect(entryLimit(1_000, 0)).toBe(RATIO_FREE_BYTES);
    expect(entryLimit(20_000, 0)).toBe(20_000 * MAX_RATIO);
    expect(entryLimit(1 * MB, 0)).toBe(MAX_ENTRY_BYTES);
    expect(entryLimit(1 * MB, MAX_UNPACKED_BYTES - 5)).toBe(5);
  });

  it('refuses an entry that unpacks past its ratio, whatever it states', async () => {
    // 4 MB of one letter pack into a few kilobytes: a thousand to one.
    const dense = deflatedRepeat('', 'x'.repeat(MB), 4, '');
    expect(dense.data.length * MAX_RATIO).toBeLessThan(RATIO_FREE_BYTES);
    const entry = { name: 'xl/worksheets/sheet2.xml', data: dense.data, deflated: dense };
    expect(await unpackXlsx(workbook([entry]))).toEqual({ problem: 'too_large' });
    // One megabyte of it is within the ratio's free first megabyte.
    const light = deflatedRepeat('', 'x'.repeat(MB), 1, '');
    expect(await unpackXlsx(workbook([{ ...entry, data: light.data, deflated: light }]))).toHaveProperty(
      'workbook',
    );
  });

  it(
    'stops a bomb whose directory and local header understate it, after at most its cap',
    HEAVY,
    async () => {
      const rows = sheetRow(2, ['폭탄']).repeat(20_000);
      const bomb = deflatedRepeat(
        SHEET_HEAD,
        rows,
        Math.ceil((300 * MB) / Buffer.byteLength(rows)),
        SHEET_TAIL,
      );
      expect(bomb.size).toBeGreaterThan(300 * MB);
      const file = zipArchive(
        workbookEntries({ data: bomb.data, deflated: bomb, claimedSize: 1_000, localSize: 1_000 }),
      );
      const started = performance.now();
      expect(await unpackXlsx(file)).toEqual({ problem: 'too_large' });
      expect(performance.now() - started).toBeLessThan(1_000);
    },
  );

  it('refuses a checksum or a stated size that is not the entry’s', async () => {
    const wrongCrc = workbook();
    const at = wrongCrc.lastIndexOf(Buffer.from('xl/worksheets/sheet1.xml')) - 46 + 16;
    wrongCrc.writeUInt32LE(wrongCrc.readUInt32LE(at) ^ 1, at);
    expect(await unpackXlsx(wrongCrc)).toEqual({ problem: 'not_xlsx' });
    const sheet = { name: 'xl/x.xml', data: Buffer.from('<x/>') };
    expect(await unpackXlsx(workbook([{ ...sheet, claimedSize: 3 }]))).toEqual({ problem: 'not_xlsx' });
  });

  it('refuses a DOCTYPE or an ENTITY in any part', async () => {
    const doctype = '<!DOCTYPE worksheet [<!ENTITY lol "lol">]>';
    const withDoctype = sheetXml.replace('<worksheet', `${doctype}<worksheet`);
    expect(await unpackXlsx(workbook([], withDoctype))).toEqual({ problem: 'not_xlsx' });
    const entity = { name: 'docProps/core.xml', data: Buffer.from('<!ENTITY a "b">') };
    expect(await unpackXlsx(workbook([entity]))).toEqual({ problem: 'not_xlsx' });
  });

  it('refuses twice the same name, encryption, and a method other than stored or deflated', async () => {
    const twice = workbook([{ name: 'xl/workbook.xml', data: Buffer.from('<workbook/>') }]);
    expect(await unpackXlsx(twice)).toEqual({ problem: 'not_xlsx' });
    const flagged = (flag: number, method: number) => {
      const file = workbook();
      const at = file.lastIndexOf(Buffer.from('xl/worksheets/sheet1.xml')) - 46;
      file.writeUInt16LE(flag, at + 8);
      file.writeUInt16LE(method, at + 10);
      return file;
    };
    expect(await unpackXlsx(flagged(0x801, 0))).toEqual({ problem: 'not_xlsx' });
    expect(await unpackXlsx(flagged(0x800, 12))).toEqual({ problem: 'not_xlsx' });
    expect(await unpackXlsx(flagged(0x800, 0))).toHaveProperty('workbook');
  });

  it('takes an empty entry marked deflated, as some writers mark a folder', async () => {
    const folder = { name: 'xl/media/', data: Buffer.alloc(0), deflated: { size: 0, crc: 0 } };
    expect(await unpackXlsx(workbook([folder]))).toHaveProperty('workbook');
  });

  it('refuses an archive of too many entries', async () => {
    const many = Array.from({ length: 1001 }, (_, index) => ({ name: `f${index}`, data: Buffer.alloc(0) }));
    expect(
      await unpackXlsx(zipArchive([...workbookEntries({ data: Buffer.from(sheetXml) }), ...many])),
    ).toEqual({
      problem: 'too_large',
    });
  });
});
