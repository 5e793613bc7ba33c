import { describe, expect, it } from 'vitest';
import { storedZip, xlsxFile } from '../../testing/student-import.ts';
import { inspectXlsxArchive, MAX_UNPACKED_BYTES } from './xlsx-archive.ts';

const workbookEntries = [
  { name: '[Content_Types].xml', data: Buffer.from('<Types/>') },
  { name: 'xl/workbook.xml', data: Buffer.from('<workbook/>') },
];

describe('inspectXlsxArchive', () => {
  it('passes a real workbook', async () => {
    expect(inspectXlsxArchive(await xlsxFile([['이름'], ['김민지']]))).toBe('ok');
  });

  it('refuses what is not a ZIP, and a ZIP that is no workbook', () => {
    expect(inspectXlsxArchive(Buffer.from('이름,전화번호'))).toBe('not_xlsx');
    expect(inspectXlsxArchive(storedZip([{ name: 'a.txt', data: Buffer.from('a') }]))).toBe('not_xlsx');
    expect(inspectXlsxArchive(storedZip([workbookEntries[0]!]))).toBe('not_xlsx');
    expect(inspectXlsxArchive(storedZip(workbookEntries))).toBe('ok');
  });

  it('refuses a directory that points past the file', () => {
    const zip = storedZip(workbookEntries);
    zip.writeUInt32LE(zip.length, zip.length - 6);
    expect(inspectXlsxArchive(zip)).toBe('not_xlsx');
  });

  it('refuses entries that would unpack past the limit, or claim ZIP64 sizes', () => {
    const within = [
      ...workbookEntries,
      { name: 'xl/x.xml', data: Buffer.from('x'), claimedSize: MAX_UNPACKED_BYTES - 100 },
    ];
    expect(inspectXlsxArchive(storedZip(within))).toBe('ok');
    const past = [
      ...workbookEntries,
      { name: 'xl/x.xml', data: Buffer.from('x'), claimedSize: MAX_UNPACKED_BYTES },
    ];
    expect(inspectXlsxArchive(storedZip(past))).toBe('too_large');
    const zip64 = [...workbookEntries, { name: 'xl/x.xml', data: Buffer.from('x'), claimedSize: 0xffffffff }];
    expect(inspectXlsxArchive(storedZip(zip64))).toBe('too_large');
  });

  it('refuses an archive of too many entries', () => {
    const many = Array.from({ length: 1001 }, (_, index) => ({ name: `f${index}`, data: Buffer.alloc(0) }));
    expect(inspectXlsxArchive(storedZip([...workbookEntries, ...many]))).toBe('too_large');
  });
});
