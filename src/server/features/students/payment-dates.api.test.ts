/**
 * A payment dated the day it was paid (결제일): up to 60 days back, never ahead, today when not
 * given; the history, the receipt and the month's figures go by that day, and a mistake is
 * voided counting from the day it was entered. On both databases.
 */
import { describe, expect, it } from 'vitest';
import { auditEntries } from '../../testing/audit-entries.ts';
import { api, call, studioForEachTest, teacherWithStudent } from '../../testing/students.ts';

// Saturday 21 November 2026, 10:00 in Seoul.
const NOW = '2026-11-21T10:00:00+09:00';

describe('the day a payment was paid', () => {
  const studio = studioForEachTest(NOW);

  /** A teacher of the test's own with 서준, and a way to record his payment (200,000원 for 4 by card). */
  async function seojunsTeacher() {
    const { t } = studio;
    const { teacher: kim, id: seojun } = await teacherWithStudent(t.app, { name: '서준' });
    const pay = (body: object) =>
      api.charge(t.app, kim, '서준', { pay: 200_000, lesson: 4, method: '카드', ...body });
    return { t, kim, seojun, pay };
  }

  /** 서준's teacher after three payments: 200,000원 of 31 October, 50,000원 of 22 September, 100,000원 of today. */
  async function threePayments() {
    const made = await seojunsTeacher();
    for (const body of [
      { date: '2026-10-31' },
      { date: '2026-09-22', pay: 50_000, lesson: 1 },
      { pay: 100_000, lesson: 2 },
    ])
      expect((await made.pay(body)).statusCode).toBe(200);
    return made;
  }

  it('refuses a day more than 60 days back, a day ahead and a malformed day, writing nothing', async () => {
    const { t, kim, seojun, pay } = await seojunsTeacher();
    const cases: [string, number, string][] = [
      ['2026-09-21', 400, 'students.pay_day_too_old'],
      ['2026-11-22', 400, 'students.pay_day_future'],
      ['2026-11-31', 400, 'students.date_invalid'],
      ['21.11.2026', 400, 'students.date_invalid'],
    ];
    for (const [date, status, code] of cases) {
      const response = await pay({ date });
      expect([response.statusCode, response.json().error.code], date).toEqual([status, code]);
    }
    expect((await pay({ date: '2026-11-22' })).json().error.message).toBe(
      '결제일은 오늘이나 그 전 날짜로 골라 주세요.',
    );
    expect(await t.db.selectFrom('payments').select('id').where('student_id', '=', seojun).execute()).toEqual(
      [],
    );
    expect((await api.detail(t.app, kim, '서준')).json().lesson).toBe(0);
  });

  it('dates a payment as told, 60 days back at most, and today when not told', async () => {
    const { t, kim, pay } = await seojunsTeacher();
    const october = await pay({ date: '2026-10-31' });
    expect(october.statusCode).toBe(200);
    expect(october.json().payment).toMatchObject({
      payDay: '2026-10-31',
      paidAt: '2026-11-21T01:00:00.000Z',
    });
    expect((await pay({ date: '2026-09-22', pay: 50_000, lesson: 1 })).json().payment.payDay).toBe(
      '2026-09-22',
    );
    expect((await pay({ pay: 100_000, lesson: 2 })).json().payment.payDay).toBe('2026-11-21');
    const audit = await auditEntries(t.db, 'payment.create', { actor: kim.id });
    expect(audit.map((row) => JSON.parse(row.detail).payDay)).toEqual([
      '2026-10-31',
      '2026-09-22',
      '2026-11-21',
    ]);
  });

  it('lists the history and prints the receipt by the day paid', async () => {
    const { t, kim } = await threePayments();
    const history = (await api.payments(t.app, kim, '서준')).json();
    expect(history.map((p: { payDay: string; pay: number }) => [p.payDay, p.pay])).toEqual([
      ['2026-11-21', 100_000],
      ['2026-10-31', 200_000],
      ['2026-09-22', 50_000],
    ]);
    const receipt = await call(t.app, kim, 'GET', `/api/payList/receipt/${history[1].id}`);
    expect(receipt.json().payment).toMatchObject({ payDay: '2026-10-31', pay: 200_000 });
  });

  it('counts the payment in the month it was paid', async () => {
    const { t, kim } = await threePayments();
    const { owner } = studio;
    const month = async (m: string) =>
      (await call(t.app, owner, 'GET', `/api/stats?month=${m}&teacherId=${kim.id}`)).json();
    expect((await month('2026-10')).payments).toEqual({ count: 1, amount: 200_000 });
    expect((await month('2026-09')).payments).toEqual({ count: 1, amount: 50_000 });
    expect((await month('2026-11')).payments).toEqual({ count: 1, amount: 100_000 });
    const listed = (
      await call(t.app, owner, 'GET', `/api/payListmonth?month=2026-10&teacherId=${kim.id}`)
    ).json();
    expect(listed.map((p: { payDay: string; pay: number }) => [p.payDay, p.pay])).toEqual([
      ['2026-10-31', 200_000],
    ]);
  });

  it('lets the teacher void a payment dated earlier on the day it was entered, not the day after', async () => {
    const { t, kim } = await threePayments();
    const history = (await api.payments(t.app, kim, '서준')).json();
    const october = history.find((p: { payDay: string }) => p.payDay === '2026-10-31');
    const september = history.find((p: { payDay: string }) => p.payDay === '2026-09-22');
    const voided = await call(t.app, kim, 'POST', `/api/payList/${october.id}/void`, { reason: '중복 입력' });
    expect(voided.statusCode).toBe(200);
    t.clock.set('2026-11-22T10:00:00+09:00');
    const late = await call(t.app, kim, 'POST', `/api/payList/${september.id}/void`, {
      reason: '중복 입력',
    });
    expect([late.statusCode, late.json().error.code]).toEqual([403, 'students.void_teacher_day']);
  });
});
