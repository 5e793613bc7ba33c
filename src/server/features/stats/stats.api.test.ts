import { describe, expect, it } from 'vitest';
import type { MonthLesson, MonthPayment, StatsResponse } from '#shared/schemas/stats.ts';
import type { SignedIn } from '../../testing/sign-in.ts';
import { signIn, signInAgain } from '../../testing/sign-in.ts';
import { statsStudioForTests } from '../../testing/stats-studio.ts';

describe('monthly statistics API', () => {
  const { t, studio } = statsStudioForTests();

  const get = (who: SignedIn | null, url: string) =>
    t.app.inject({ url, headers: who ? { cookie: who.cookie } : {} });
  const stats = async (who: SignedIn, query = 'month=2026-03'): Promise<StatsResponse> => {
    const response = await get(who, `/api/stats?${query}`);
    expect(response.statusCode).toBe(200);
    return response.json();
  };

  it("gives the owner the studio's month: sales are payments minus refunds", async () => {
    const body = await stats(studio.owner);
    expect(body).toMatchObject({
      month: '2026-03',
      sales: 945_000,
      payments: { count: 3, amount: 1_070_000 },
      refunds: { count: 1, amount: 125_000 },
      lessons: { 출석: 5, 지각: 1, 당일취소: 1, 사전취소: 1, 강사사정: 1 },
      newStudents: 2,
      unusedLessons: 10,
      unusedValue: 712_500,
    });
    expect(body.byTeacher).toEqual([
      {
        teacherId: studio.teacherA.id,
        teacherName: expect.any(String),
        sales: 625_000,
        payments: { count: 2, amount: 750_000 },
        refunds: { count: 1, amount: 125_000 },
        lessons: { 출석: 3, 지각: 1, 당일취소: 1, 사전취소: 1, 강사사정: 1 },
        newStudents: 2,
        unusedLessons: 5,
        unusedValue: 312_500,
        owedLessons: 0,
        owedStudents: 0,
      },
      {
        teacherId: studio.teacherB.id,
        teacherName: expect.any(String),
        sales: 320_000,
        payments: { count: 1, amount: 320_000 },
        refunds: { count: 0, amount: 0 },
        lessons: { 출석: 2, 지각: 0, 당일취소: 0, 사전취소: 0, 강사사정: 0 },
        newStudents: 0,
        unusedLessons: 5,
        unusedValue: 400_000,
        owedLessons: 0,
        owedStudents: 0,
      },
    ]);
    expect(body.teachers?.map((teacher) => teacher.id).sort()).toEqual(
      [studio.owner.id, studio.teacherA.id, studio.teacherB.id].sort(),
    );
  });

  it('draws 12 months ending at the chosen one, in Seoul months', async () => {
    const { chart } = await stats(studio.owner);
    expect(chart.map((bar) => bar.month)).toEqual([
      '2025-04',
      '2025-05',
      '2025-06',
      '2025-07',
      '2025-08',
      '2025-09',
      '2025-10',
      '2025-11',
      '2025-12',
      '2026-01',
      '2026-02',
      '2026-03',
    ]);
    expect(chart.filter((bar) => bar.sales !== 0)).toEqual([
      { month: '2026-01', sales: 200_000 },
      { month: '2026-02', sales: 300_000 },
      { month: '2026-03', sales: 945_000 },
    ]);
    const april = await stats(studio.owner, 'month=2026-04');
    expect(april.sales).toBe(80_000);
    expect(april.chart.at(-2)).toEqual({ month: '2026-03', sales: 945_000 });
  });

  it('has sums equal to the sums of the listed rows, for the studio and each teacher', async () => {
    for (const who of [studio.owner, studio.teacherA, studio.teacherB]) {
      const body = await stats(who);
      const payments: MonthPayment[] = (await get(who, '/api/payListmonth?month=2026-03')).json();
      const lessons: MonthLesson[] = (await get(who, '/api/lessonListmonth?month=2026-03')).json();
      expect(body.sales).toBe(payments.reduce((sum, row) => sum + row.pay, 0));
      const counted = Object.values(body.lessons).reduce((sum, count) => sum + count, 0);
      expect(counted).toBe(lessons.length);
      for (const [status, count] of Object.entries(body.lessons)) {
        expect(lessons.filter((row) => row.status === status).length).toBe(count);
      }
    }
  });

  it('lists the month in the spec field names; the 00:30 payment on the 1st is in March', async () => {
    const payments: MonthPayment[] = (await get(studio.teacherA, '/api/payListmonth?month=2026-03')).json();
    expect(
      payments.map(({ payDay, name, pay, lesson, method, kind, receiptNo }) => ({
        payDay,
        name,
        pay,
        lesson,
        method,
        kind,
        receiptNo,
      })),
    ).toEqual([
      {
        payDay: '2026-03-01',
        name: '김민지',
        pay: 250_000,
        lesson: 4,
        method: '카드',
        kind: 'payment',
        receiptNo: null,
      },
      {
        payDay: '2026-03-05',
        name: '이서준',
        pay: 500_000,
        lesson: 8,
        method: '현금',
        kind: 'payment',
        receiptNo: '123456789',
      },
      {
        payDay: '2026-03-10',
        name: '이서준',
        pay: -125_000,
        lesson: -2,
        method: '현금',
        kind: 'refund',
        receiptNo: null,
      },
    ]);
    const lessons: MonthLesson[] = (await get(studio.teacherA, '/api/lessonListmonth?month=2026-03')).json();
    expect(lessons.map((row) => [row.lessonDay, row.name, row.status])).toEqual([
      ['2026-03-02', '박하늘', '출석'],
      ['2026-03-03', '김민지', '출석'],
      ['2026-03-04', '이서준', '사전취소'],
      ['2026-03-10', '김민지', '지각'],
      ['2026-03-11', '이서준', '강사사정'],
      ['2026-03-11', '이서준', '출석'],
      ['2026-03-17', '김민지', '당일취소'],
    ]);
  });

  it("never shows a teacher another teacher's rows", async () => {
    const own = await stats(studio.teacherA);
    expect(own.sales).toBe(625_000);
    expect(own.byTeacher).toBeUndefined();
    expect(own.teachers).toBeUndefined();
    const lessons: MonthLesson[] = (await get(studio.teacherA, '/api/lessonListmonth?month=2026-03')).json();
    expect(lessons.every((row) => row.teacherId === studio.teacherA.id)).toBe(true);
    expect(lessons.some((row) => row.name === '최유나')).toBe(false);
    for (const url of [
      `/api/stats?month=2026-03&teacherId=${studio.teacherB.id}`,
      `/api/lessonListmonth?month=2026-03&userId=${studio.teacherB.id}`,
      `/api/payListmonth?month=2026-03&teacherId=${studio.teacherB.id}`,
      `/api/stats/attendance?month=2026-03&teacherId=${studio.teacherB.id}`,
      `/api/stats/export?month=2026-03&kind=payments&teacherId=${studio.teacherB.id}`,
    ]) {
      const response = await get(studio.teacherA, url);
      expect(response.statusCode, url).toBe(403);
      expect(response.json().error).toEqual({
        code: 'auth.other_teacher',
        message: '다른 선생님의 학생과 기록은 보거나 관리할 수 없습니다.',
      });
    }
    expect((await stats(studio.teacherA, `month=2026-03&userId=${studio.teacherA.id}`)).sales).toBe(625_000);
  });

  it('lets the owner filter by teacher, and answers 404 for an unknown one', async () => {
    const b = await stats(studio.owner, `month=2026-03&teacherId=${studio.teacherB.id}`);
    expect(b).toMatchObject({ sales: 320_000, unusedLessons: 5, unusedValue: 400_000 });
    expect(b.byTeacher).toBeUndefined();
    expect(b.chart.find((bar) => bar.month === '2026-02')?.sales).toBe(300_000);
    expect((await get(studio.owner, '/api/stats?month=2026-03&teacherId=nobody')).statusCode).toBe(404);
  });

  it('reads a bare 1–12 as that month of this Seoul year, and no month as this month', async () => {
    expect((await stats(studio.owner, 'month=3')).month).toBe('2026-03');
    expect((await stats(studio.owner, 'month=12')).month).toBe('2026-12');
    expect((await stats(studio.owner, '')).month).toBe('2026-03');
    // 00:10 on 1 January 2027 in Seoul, still 2026 in UTC.
    t.clock.set('2026-12-31T15:10:00.000Z');
    try {
      // The March session has expired by December: a new one for the same owner.
      const owner = await signInAgain(t.app, studio.owner);
      expect((await stats(owner, 'month=3')).month).toBe('2027-03');
      expect((await stats(owner, '')).month).toBe('2027-01');
    } finally {
      t.clock.set('2026-03-20T03:00:00.000Z');
    }
  });

  it('answers bad months with a Korean 400, and visitors and pending accounts with 401 and 403', async () => {
    for (const month of ['0', '13', '2026-13', '2026-3', 'abc', '2026-03-01', '1999-12', '%00']) {
      const response = await get(studio.owner, `/api/stats?month=${month}`);
      expect(response.statusCode, month).toBe(400);
      expect(response.json().error.code).toBe('stats.invalid_month');
    }
    expect((await get(studio.owner, '/api/stats/export?month=2026-03&kind=xls')).json().error.code).toBe(
      'stats.invalid_kind',
    );
    expect((await get(null, '/api/stats?month=2026-03')).statusCode).toBe(401);
    expect((await get(null, '/api/lessonListmonth?month=3')).statusCode).toBe(401);
    const pending = await signIn(t.app, 'pending');
    expect((await get(pending, '/api/payListmonth?month=3')).statusCode).toBe(403);
  });

  it('builds the 출석부: current students and anyone with a lesson that month, with totals', async () => {
    const response = await get(studio.teacherA, '/api/stats/attendance?month=2026-03');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.daysInMonth).toBe(31);
    expect(body.rows.map((row: { name: string; archived: boolean }) => [row.name, row.archived])).toEqual([
      ['=SUM(A1)', false],
      ['김민지', false],
      ['박하늘', true],
      ['이서준', false],
    ]);
    const seojun = body.rows[3];
    expect(seojun.days).toEqual({ 4: ['사전취소'], 11: ['강사사정', '출석'] });
    expect(seojun.totals).toEqual({ 출석: 1, 지각: 0, 당일취소: 0, 사전취소: 1, 강사사정: 1 });
    // February: 김민지 had not joined yet; the formula-named student neither.
    const february = (await get(studio.teacherA, '/api/stats/attendance?month=2026-02')).json();
    expect(february.rows.map((row: { name: string }) => row.name)).toEqual(['이서준']);
  });
});
