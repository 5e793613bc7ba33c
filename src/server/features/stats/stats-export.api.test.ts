import { describe, expect, it } from 'vitest';
import type { MonthLesson, MonthPayment } from '#shared/schemas/stats.ts';
import { parseCsv } from '../../testing/parse-csv.ts';
import type { SignedIn } from '../../testing/sign-in.ts';
import { statsStudioForTests } from '../../testing/stats-studio.ts';

describe('CSV export of a month', () => {
  const { t, studio } = statsStudioForTests();

  const get = (who: SignedIn, url: string) => t.app.inject({ url, headers: { cookie: who.cookie } });
  const exported = async (who: SignedIn, kind: string) => {
    const response = await get(who, `/api/stats/export?month=2026-03&kind=${kind}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    return { response, rows: parseCsv(response.body) };
  };

  it('exports payments that parse back to the same rows, amounts as plain integers', async () => {
    const { response, rows } = await exported(studio.owner, 'payments');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="payments-2026-03.csv"; filename*=UTF-8''${encodeURIComponent('결제-2026-03.csv')}`,
    );
    const listed: MonthPayment[] = (await get(studio.owner, '/api/payListmonth?month=2026-03')).json();
    expect(rows[0]).toEqual([
      '날짜',
      '학생',
      '구분',
      '금액',
      '레슨 수',
      '미수 충당',
      '결제 방법',
      '현금영수증 번호',
      '선생님',
    ]);
    expect(rows.slice(1).map((row) => row.slice(0, 8))).toEqual(
      listed.map((row) => [
        row.payDay,
        row.name,
        row.kind === 'refund' ? '환불' : '결제',
        String(row.pay),
        String(row.lesson),
        // Nothing was owed in this month's fixtures: no payment covered any.
        '0',
        row.method,
        row.receiptNo ?? '',
      ]),
    );
    expect(rows.map((row) => row[3])).toContain('-125000');
    expect(rows.slice(1).every((row) => /^\d{4}-\d{2}-\d{2}$/.test(row[0]!))).toBe(true);
  });

  it("exports a teacher's lessons only, with the same rows as the list", async () => {
    const { rows } = await exported(studio.teacherB, 'lessons');
    const listed: MonthLesson[] = (await get(studio.teacherB, '/api/lessonListmonth?month=2026-03')).json();
    expect(rows).toEqual([
      ['날짜', '학생', '상태', '미수', '선생님'],
      ...listed.map((row) => [row.lessonDay, row.name, row.status, '', expect.any(String)]),
    ]);
    expect(rows.length).toBe(3);
  });

  it('exports the 출석부 with marks per day and totals, a formula-like name made harmless', async () => {
    const { response, rows } = await exported(studio.teacherA, 'attendance');
    expect(rows[0]).toHaveLength(2 + 31 + 5);
    expect(rows[0]!.slice(0, 3)).toEqual(['학생', '선생님', '1일']);
    expect(rows[0]!.slice(-5)).toEqual(['출석', '지각', '당일취소', '사전취소', '강사사정']);
    expect(rows.map((row) => row[0])).toEqual(['학생', "'=SUM(A1)", '김민지', '박하늘', '이서준']);
    expect(response.body).not.toMatch(/(^|,)=SUM/m);
    const seojun = rows[4]!;
    expect(seojun[2 + 3]).toBe('보');
    expect(seojun[2 + 10]).toBe('강 ○');
    expect(seojun.slice(-5)).toEqual(['1', '0', '0', '1', '1']);
    const minji = rows[2]!;
    expect([minji[2 + 2], minji[2 + 9], minji[2 + 16]]).toEqual(['○', '△', '×']);
  });
});
