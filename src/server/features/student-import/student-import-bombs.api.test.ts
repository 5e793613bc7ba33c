/**
 * Zip bombs sent as .xlsx, on both databases: a sheet that unpacks to hundreds of megabytes,
 * its size understated in the central directory and the local header, or stated truthfully,
 * is the teacher's 413 in Korean within a second, the server's memory growing by less than
 * 100 MB, even four at once. A part that declares XML entities is refused; the same workbook
 * without them imports.
 */
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { appForTests } from '../../testing/app-for-tests.ts';
import { signedInForTests } from '../../testing/signed-in-for-tests.ts';
import { importFile, xlsxFile } from '../../testing/student-import.ts';
import {
  deflatedRepeat,
  SHEET_HEAD,
  SHEET_TAIL,
  sheetRow,
  workbookEntries,
  zipArchive,
} from '../../testing/zip-files.ts';

const MB = 1024 * 1024;
const MEMORY_BUDGET = 100 * MB;
const TIME_BUDGET_MS = 1_000;

/** A workbook whose one sheet unpacks to `size` bytes of rows, the sizes stated as asked. */
function bomb(size: number, stated: 'understated' | 'truthful'): Buffer {
  const rows = sheetRow(2, ['폭탄', '010-1234-5678']).repeat(10_000);
  const sheet = deflatedRepeat(SHEET_HEAD, rows, Math.ceil(size / Buffer.byteLength(rows)), SHEET_TAIL);
  const lie = stated === 'understated' ? { claimedSize: 4_096, localSize: 4_096 } : {};
  return zipArchive(workbookEntries({ data: sheet.data, deflated: sheet, ...lie }));
}

/** The highest of the process's memory while `work` runs, less what it was before. */
async function measured<T>(work: () => Promise<T>) {
  const before = process.memoryUsage();
  let rss = before.rss;
  let arrayBuffers = before.arrayBuffers;
  const sample = () => {
    const now = process.memoryUsage();
    rss = Math.max(rss, now.rss);
    arrayBuffers = Math.max(arrayBuffers, now.arrayBuffers);
  };
  const sampler = setInterval(sample, 5);
  const started = performance.now();
  try {
    const result = await work();
    const elapsed = performance.now() - started;
    sample();
    return { result, elapsed, rss: rss - before.rss, arrayBuffers: arrayBuffers - before.arrayBuffers };
  } finally {
    clearInterval(sampler);
  }
}

function expectTooLarge(response: LightMyRequestResponse) {
  expect(response.statusCode, response.body.slice(0, 200)).toBe(413);
  expect(response.json()).toEqual({
    error: {
      code: 'student_import.too_large',
      message: '파일은 2MB까지 올릴 수 있습니다. 학생을 나누어 여러 파일로 올려 주세요.',
    },
  });
}

describe('zip bombs as .xlsx', () => {
  const t = appForTests({ now: '2026-11-21T10:00:00+09:00' });
  const teacher = signedInForTests(t, 'teacher');
  beforeAll(async () => {
    // A real import first, so that what the first one loads is not counted against a bomb.
    const warm = await importFile(t.app, teacher, await xlsxFile([['이름'], ['김민지']]));
    expect(warm.statusCode).toBe(200);
  });

  /** Imports `file` and expects the 413, answered within the time and the memory budgets. */
  async function expectRefusedWithinBudgets(file: Buffer) {
    const { result, elapsed, rss, arrayBuffers } = await measured(() => importFile(t.app, teacher, file));
    expectTooLarge(result);
    expect(elapsed).toBeLessThan(TIME_BUDGET_MS);
    expect(rss).toBeLessThan(MEMORY_BUDGET);
    expect(arrayBuffers).toBeLessThan(MEMORY_BUDGET);
  }

  it('refuses a sheet of 300 MB whose directory and local header say 4 KB, fast and within memory', async () => {
    const file = bomb(300 * MB, 'understated');
    expect(file.length).toBeLessThan(2 * MB);
    await expectRefusedWithinBudgets(file);
  });

  it('refuses sheets that state their size truthfully: 38 MB (which a check of the directory alone let through) and 300 MB', async () => {
    for (const size of [38 * MB, 300 * MB]) await expectRefusedWithinBudgets(bomb(size, 'truthful'));
  });

  it('refuses four understated bombs at once within the same memory', async () => {
    const file = bomb(300 * MB, 'understated');
    const { result, rss, arrayBuffers } = await measured(() =>
      Promise.all(Array.from({ length: 4 }, () => importFile(t.app, teacher, file))),
    );
    for (const response of result) expectTooLarge(response);
    expect(rss).toBeLessThan(MEMORY_BUDGET);
    expect(arrayBuffers).toBeLessThan(MEMORY_BUDGET);
  });

  it('refuses a sheet that declares an XML entity, and imports the same sheet without it', async () => {
    const rows = `${sheetRow(1, ['이름', '전화번호'])}${sheetRow(2, ['김엔티', '010-1234-5678'])}`;
    const plain = `${SHEET_HEAD}${rows}${SHEET_TAIL}`;
    const withEntity = plain.replace('<worksheet', '<!DOCTYPE worksheet [<!ENTITY lol "lol">]><worksheet');
    const refused = await importFile(
      t.app,
      teacher,
      zipArchive(workbookEntries({ data: Buffer.from(withEntity) })),
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.code).toBe('student_import.unreadable');
    const read = await importFile(t.app, teacher, zipArchive(workbookEntries({ data: Buffer.from(plain) })));
    expect(read.statusCode, read.body.slice(0, 200)).toBe(200);
    expect(read.json().rows).toEqual([
      {
        row: 2,
        name: '김엔티',
        phone: '010-1234-5678',
        remaining: 0,
        joinDate: '2026-11-21',
        guardian: '',
        contacts: [],
        memo: '',
        problems: [],
      },
    ]);
  });
});
