/**
 * Voiding a payment entered by mistake (DESIGN §4): not a refund. It stays in the history as
 * 취소됨, leaves sales, the chart, the month's list and the CSV, and its lessons leave the ledger;
 * refused once they are used. A teacher voids on the day of the payment, the owner within 30.
 */
import { describe, expect, it } from 'vitest';
import { parseCsv } from '../../testing/parse-csv.ts';
import { type SignedIn, signIn, signInAgain } from '../../testing/sign-in.ts';
import {
  api,
  call,
  ledgerMismatches,
  ledgerRows,
  paid,
  studioForEachTest,
  teacherWithStudent,
} from '../../testing/students.ts';

describe('voiding a payment', () => {
  // 21 November 2026, 10:00 in Seoul.
  const studio = studioForEachTest('2026-11-21T01:00:00Z');

  /** A teacher of the test's own with 민지 (1 lesson ahead), and short ways to pay and be refused. */
  async function minjisTeacher() {
    const { t } = studio;
    const { teacher: kim, id: minji } = await teacherWithStudent(t.app, { name: '민지', lesson: 1 });
    const pay = (name: string, pay: number, lesson: number) =>
      paid(t.app, kim, name, { pay, lesson, method: '카드' });
    const refusal = async (who: SignedIn, id: number, body: object, status: number) => {
      const response = await api.void(t.app, who, id, body);
      expect(response.statusCode).toBe(status);
      return response.json().error;
    };
    /** 민지 pays 200,000원 for 4 lessons, and the payment is voided at once as entered by mistake. */
    const voidedByMistake = async () => {
      const voided = await api.void(t.app, kim, await pay('민지', 200_000, 4), {
        reason: '다른 학생에게 입력함',
      });
      expect(voided.statusCode).toBe(200);
    };
    return { t, kim, minji: minji, pay, refusal, voidedByMistake };
  }

  it('voids a payment: its lessons leave the ledger, it stays in the history as voided', async () => {
    const { t, kim, minji, pay } = await minjisTeacher();
    const id = await pay('민지', 200_000, 4);
    const voided = await api.void(t.app, kim, id, { reason: '  다른 학생에게 입력함  ' });
    expect(voided.statusCode).toBe(200);
    expect(voided.json()).toMatchObject({
      message: '민지님 200,000원 4회 결제를 취소했습니다. 레슨 4회를 뺐습니다. 남은 레슨 1회.',
      student: { name: '민지', lesson: 1 },
      payment: {
        id,
        voided: true,
        voidedAt: '2026-11-21T01:00:00.000Z',
        voidReason: '다른 학생에게 입력함',
        pay: 200_000,
        lesson: 4,
      },
    });
    const history = (await api.payments(t.app, kim, '민지')).json();
    expect(history).toHaveLength(1);
    expect(history[0]).toMatchObject({
      id,
      voided: true,
      voidReason: '다른 학생에게 입력함',
      refunded: false,
    });
    const ledger = await ledgerRows(t.app, minji);
    expect(ledger.map((row) => [row.reason, Number(row.change), row.payment_id])).toEqual([
      ['opening', 1, null],
      ['payment', 4, id],
      ['void', -4, id],
    ]);
    expect(await ledgerMismatches(t.app)).toEqual([]);
  });

  it('prints the receipt as voided', async () => {
    const { t, kim, voidedByMistake } = await minjisTeacher();
    await voidedByMistake();
    const [payment] = (await api.payments(t.app, kim, '민지')).json();
    const receipt = await api.receipt(t.app, kim, payment.id);
    expect(receipt.statusCode).toBe(200);
    expect(receipt.json().payment).toMatchObject({ voided: true, voidReason: '다른 학생에게 입력함' });
  });

  it("leaves the month's sales, chart, list and CSV", async () => {
    const { t, kim, pay, voidedByMistake } = await minjisTeacher();
    await voidedByMistake();
    await pay('민지', 50_000, 1);
    const stats = (await call(t.app, kim, 'GET', '/api/stats?month=2026-11')).json();
    expect(stats.sales).toBe(50_000);
    expect(stats.payments).toEqual({ count: 1, amount: 50_000 });
    expect(stats.chart.at(-1)).toEqual({ month: '2026-11', sales: 50_000 });
    const listed = (await call(t.app, kim, 'GET', '/api/payListmonth?month=2026-11')).json();
    expect(listed.map((row: { pay: number }) => row.pay)).toEqual([50_000]);
    const csv = parseCsv(
      (await call(t.app, kim, 'GET', '/api/stats/export?month=2026-11&kind=payments')).body,
    );
    expect(csv.slice(1).map((row) => row[3])).toEqual(['50000']);
  });

  it('refuses when its lessons are used, or when it covered lessons owed: a refund is the way', async () => {
    const { t, kim, pay, refusal } = await minjisTeacher();
    await api.add(t.app, kim, { name: '서연' });
    const used = await pay('서연', 100_000, 2);
    await api.lesson(t.app, kim, '서연');
    const message =
      '이 결제의 레슨이 이미 쓰여 결제를 취소할 수 없습니다. 남은 레슨이 결제한 횟수보다 적으면 환불로 처리해 주세요.';
    expect(await refusal(kim, used, { reason: '실수' }, 409)).toEqual({
      code: 'students.void_lessons_used',
      message,
    });

    await api.add(t.app, kim, { name: '하늘' });
    await api.lesson(t.app, kim, '하늘'); // owed 1
    const covering = await pay('하늘', 200_000, 4);
    expect((await api.detail(t.app, kim, '하늘')).json().lesson).toBe(3);
    expect((await refusal(kim, covering, { reason: '실수' }, 409)).code).toBe('students.void_lessons_used');
    expect(await ledgerMismatches(t.app)).toEqual([]);
  });

  it('refuses a reason that is missing, blank or longer than 200 characters', async () => {
    const { t, kim, pay, refusal } = await minjisTeacher();
    const id = await pay('민지', 30_000, 1);
    const required = {
      code: 'students.void_reason_required',
      message: '결제를 취소하는 사유를 입력해 주세요.',
    };
    expect(await refusal(kim, id, {}, 400)).toEqual(required);
    expect(await refusal(kim, id, { reason: '   ' }, 400)).toEqual(required);
    expect(await refusal(kim, id, { reason: '가'.repeat(201) }, 400)).toEqual({
      code: 'students.reason_too_long',
      message: '사유는 200자까지 입력할 수 있습니다.',
    });
    expect((await api.void(t.app, kim, id, { reason: '가'.repeat(200) })).statusCode).toBe(200);
  });

  it('voids once, never a refund row or a refunded payment, and a refund skips a voided package', async () => {
    const { t, kim, pay, refusal } = await minjisTeacher();
    await api.add(t.app, kim, { name: '도윤' });
    const first = await pay('도윤', 100_000, 2);
    const second = await pay('도윤', 300_000, 6);
    expect((await api.void(t.app, kim, second, { reason: '두 번 입력함' })).statusCode).toBe(200);
    expect(await refusal(kim, second, { reason: '또' }, 409)).toEqual({
      code: 'students.already_voided',
      message: '이미 취소된 결제입니다.',
    });
    // The latest package that stands is the first one.
    const quote = (await api.refund(t.app, kim, '도윤', true)).json();
    expect(quote.calculation).toMatchObject({ paymentId: first, amount: 100_000, lessons: 2 });
    const refund = (await api.refund(t.app, kim, '도윤', false)).json();
    expect(refund.student.lesson).toBe(0);
    expect(await refusal(kim, first, { reason: '실수' }, 409)).toEqual({
      code: 'students.void_refunded',
      message: '환불된 결제는 취소할 수 없습니다.',
    });
    expect(await refusal(kim, refund.payment.id, { reason: '실수' }, 409)).toEqual({
      code: 'students.void_not_payment',
      message: '환불 기록은 취소할 수 없습니다.',
    });
    // With every package voided or refunded there is nothing left to refund.
    expect((await api.refund(t.app, kim, '도윤', true)).json().error.code).toBe('students.already_refunded');
  });

  it('lets a teacher void on the day of the payment only, and the owner within 30 days', async () => {
    const { t, kim, pay, refusal } = await minjisTeacher();
    await api.add(t.app, kim, { name: '지우' });
    const id = await pay('지우', 40_000, 1);
    t.clock.set('2026-11-21T15:00:00Z'); // 00:00 on the 22nd in Seoul
    expect(await refusal(kim, id, { reason: '실수' }, 403)).toEqual({
      code: 'students.void_teacher_day',
      message: '선생님은 결제한 날에만 결제를 취소할 수 있습니다. 원장님께 요청해 주세요.',
    });
    t.clock.set('2026-12-22T01:00:00Z'); // 31 days later, a session of that day
    // The same owner signed in again at the clock's time (a month on, the first session has ended).
    const later = await signInAgain(t.app, studio.owner);
    expect(await refusal(later, id, { reason: '실수' }, 403)).toEqual({
      code: 'students.void_owner_days',
      message: '30일이 지난 결제는 취소할 수 없습니다. 환불로 처리해 주세요.',
    });
    t.clock.set('2026-12-21T14:59:00Z'); // 23:59 on the 30th day in Seoul
    expect((await api.void(t.app, later, id, { reason: '원장 확인' })).statusCode).toBe(200);
  });

  it("keeps another teacher's payment away (404), answers a visitor 401, and audits the void", async () => {
    const { t, kim, pay, refusal } = await minjisTeacher();
    const { owner } = studio;
    const lee = await signIn(t.app, 'teacher');
    const id = await pay('민지', 20_000, 1);
    expect(await refusal(lee, id, { reason: '실수' }, 404)).toEqual({
      code: 'students.payment_not_found',
      message: '결제 기록을 찾을 수 없습니다.',
    });
    expect((await api.void(t.app, null, id, { reason: '실수' })).statusCode).toBe(401);
    expect((await api.void(t.app, kim, 999_999, { reason: '실수' })).statusCode).toBe(404);
    expect((await call(t.app, kim, 'POST', '/api/payList/0/void', { reason: '실수' })).statusCode).toBe(400);
    await api.add(t.app, kim, { name: '지우' });
    const jiwoo = await pay('지우', 40_000, 1);
    expect((await api.void(t.app, owner, jiwoo, { reason: '원장 확인' })).statusCode).toBe(200);
    const audit = (await call(t.app, owner, 'GET', '/api/audit')).json();
    const entry = audit.items.find((item: { action: string }) => item.action === 'payment.void');
    expect(entry).toMatchObject({
      actorId: owner.id,
      target: '지우',
      detail: {
        reason: '원장 확인',
        before: { voided: false, lesson: 1 },
        after: { voided: true, lesson: 0 },
      },
    });
  });
});
