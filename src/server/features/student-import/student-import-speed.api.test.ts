/**
 * 학생 가져오기 of 1,000 students within 5 seconds, on both databases, from an .xlsx and from a
 * CP949 CSV the test writes: every row a student with its import ledger row, in one transaction.
 * (`npm run bench:import` measures the same over HTTP, several runs each.)
 */
import { describe, expect, it } from 'vitest';
import { appForTests } from '../../testing/app-for-tests.ts';
import { signedInForTests } from '../../testing/signed-in-for-tests.ts';
import { csvFile, importFile, type SheetCell, xlsxFile } from '../../testing/student-import.ts';
import { api, ledgerMismatches } from '../../testing/students.ts';

const ROWS = 1_000;
const BUDGET_MS = 5_000;

/** A header row and 1,000 students named `<prefix><n>`, each with a phone, lessons and a day. */
function sheet(prefix: string): SheetCell[][] {
  return [
    ['이름', '전화번호', '잔여 횟수', '등록일', '보호자', '메모'],
    ...Array.from({ length: ROWS }, (_, index) => [
      `${prefix}${index + 1}`,
      `010-7${String(index).padStart(3, '0')}-${String(index).padStart(4, '0')}`,
      (index % 8) + 1,
      '2025-03-02',
      index % 3 === 0 ? '보호자 어머니' : '',
      index % 5 === 0 ? '저녁 수업 희망' : '',
    ]),
  ];
}

describe('importing 1,000 students', () => {
  const t = appForTests({ now: '2026-11-21T10:00:00+09:00' });
  const teacher = signedInForTests(t, 'teacher');

  // The teacher previews first, as the page does; the import that follows is what is timed.
  const timedImport = async (file: Buffer, filename: string) => {
    const preview = await importFile(t.app, teacher, file, { filename });
    expect([preview.statusCode, preview.json().imported]).toEqual([200, 0]);
    const started = performance.now();
    const response = await importFile(t.app, teacher, file, { dryRun: false, filename });
    const elapsed = performance.now() - started;
    expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
    return { body: response.json() as { imported: number; rows: { problems: string[] }[] }, elapsed };
  };
  const countStarting = async (prefix: string) =>
    ((await api.list(t.app, teacher)).json() as { name: string; lesson: number }[]).filter((student) =>
      student.name.startsWith(prefix),
    );

  it(`imports ${ROWS} rows of an .xlsx within ${BUDGET_MS / 1000} s`, { timeout: 60_000 }, async () => {
    const { body, elapsed } = await timedImport(await xlsxFile(sheet('엑셀학생')), 'students.xlsx');
    expect(body.rows.filter((row) => row.problems.length > 0)).toEqual([]);
    expect(body.imported).toBe(ROWS);
    expect(elapsed).toBeLessThan(BUDGET_MS);
    const imported = await countStarting('엑셀학생');
    expect(imported).toHaveLength(ROWS);
    expect(imported.reduce((sum, student) => sum + student.lesson, 0)).toBe(4_500);
  });

  it(`imports ${ROWS} rows of a CP949 CSV within ${BUDGET_MS / 1000} s, the ledger agreeing`, {
    timeout: 60_000,
  }, async () => {
    const { body, elapsed } = await timedImport(csvFile(sheet('씨에스브이'), 'cp949'), 'students.csv');
    expect(body.imported).toBe(ROWS);
    expect(elapsed).toBeLessThan(BUDGET_MS);
    expect(await countStarting('씨에스브이')).toHaveLength(ROWS);
    expect(await ledgerMismatches(t.app)).toEqual([]);
  });
});
