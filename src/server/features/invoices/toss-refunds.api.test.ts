/**
 * Money back through Toss (docs/decisions/093), against a local server answering as Toss's API:
 * a refund of a payment that came through Toss cancels exactly that amount there before the
 * ledger records it; Toss's refusal writes nothing; twenty presses at once give back once; an
 * answer lost between Toss's cancel and the ledger is finished by the retry, not doubled; a void
 * cancels the whole payment; money typed in by staff never reaches Toss.
 */
import { describe, expect, it } from 'vitest';
import { teacherWithStudent } from '../../testing/invoices.ts';
import type { SignedIn } from '../../testing/sign-in.ts';
import { call, remainingOf } from '../../testing/students.ts';
import { openTossOrder, tossForTests } from '../../testing/toss-test-app.ts';

const { t, toss } = tossForTests();

/** A student whose one package (250,000원, 4 lessons) was paid through Toss by card. */
async function paidThroughToss(method = '카드') {
  const { teacher, student, orderId } = await openTossOrder(t.app, { paid: false });
  const paymentKey = toss.authorize(orderId, 250_000, method);
  const confirmed = await t.app.inject({
    method: 'POST',
    url: '/api/pay/confirm',
    payload: { paymentKey, orderId, amount: 250_000 },
  });
  expect(confirmed.json()).toMatchObject({ result: 'paid' });
  const order = await t.db
    .selectFrom('toss_orders')
    .select('payment_id')
    .where('order_id', '=', orderId)
    .executeTakeFirstOrThrow();
  return { teacher, student, paymentKey, paymentId: Number(order.payment_id) };
}

const refund = (who: SignedIn, name: string, body: object = {}) =>
  call(t.app, who, 'POST', `/api/member/refund/${encodeURIComponent(name)}`, { dryRun: false, ...body });

async function ledgerOf(studentId: number) {
  const rows = await t.db
    .selectFrom('payments')
    .select(['kind', 'amount', 'lessons', 'refund_of', 'voided_at'])
    .where('student_id', '=', studentId)
    .orderBy('id')
    .execute();
  return {
    rows: rows.map((row) => ({ ...row, amount: Number(row.amount), lessons: Number(row.lessons) })),
    remaining: await remainingOf(t.db, studentId),
  };
}

const attemptsOf = (paymentId: number) =>
  t.db
    .selectFrom('payment_cancels')
    .select(['kind', 'amount', 'status', 'last_error'])
    .where('payment_id', '=', paymentId)
    .execute();

describe('a refund of a payment that came through Toss', () => {
  it('cancels exactly the amount at Toss, and the ledger records the same', async () => {
    const { teacher, student, paymentKey, paymentId } = await paidThroughToss();
    const answer = await refund(teacher, student.name, {
      amount: 100_000,
      reason: '가족 사정으로 일부 환불',
    });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().message).toBe(`${student.name}님 100,000원 환불되었습니다.`);
    const atToss = toss.payments.get(paymentKey);
    expect(atToss?.balanceAmount).toBe(150_000);
    expect(atToss?.status).toBe('PARTIAL_CANCELED');
    expect(atToss?.cancels.map((cancel) => [cancel.cancelAmount, cancel.cancelReason])).toEqual([
      [100_000, '가족 사정으로 일부 환불'],
    ]);
    const { rows, remaining } = await ledgerOf(student.id);
    expect(rows.at(-1)).toEqual({
      kind: 'refund',
      amount: -100_000,
      lessons: -4,
      refund_of: paymentId,
      voided_at: null,
    });
    expect(remaining).toBe(0);
    expect(await attemptsOf(paymentId)).toEqual([
      { kind: 'refund', amount: 100_000, status: '완료', last_error: null },
    ]);
  });

  it('gives the statutory amount back whole when no lesson of the package was used', async () => {
    const { teacher, student, paymentKey } = await paidThroughToss();
    const answer = await refund(teacher, student.name);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().payment).toMatchObject({ kind: 'refund', pay: -250_000 });
    expect(toss.payments.get(paymentKey)).toMatchObject({ balanceAmount: 0, status: 'CANCELED' });
  });

  it('writes nothing when Toss refuses, and says why in Korean', async () => {
    const { teacher, student, paymentKey, paymentId } = await paidThroughToss();
    const before = await ledgerOf(student.id);
    const audits = await t.db.selectFrom('audit_log').select('id').execute();
    toss.rejectNextCancel('NOT_CANCELABLE_PAYMENT', '취소 할 수 없는 결제 입니다.');
    const answer = await refund(teacher, student.name, { amount: 50_000, reason: '일부 환불' });
    expect(answer.statusCode).toBe(409);
    expect(answer.json().error).toEqual({
      code: 'students.provider_refused',
      message:
        '토스페이먼츠가 취소를 거절해 아무것도 기록하지 않았습니다. (취소할 수 없는 결제입니다. 토스페이먼츠 상점관리자에서 확인해 주세요.)',
    });
    expect(await ledgerOf(student.id)).toEqual(before);
    expect(await attemptsOf(paymentId)).toEqual([]);
    expect(await t.db.selectFrom('audit_log').select('id').execute()).toHaveLength(audits.length);
    expect(toss.payments.get(paymentKey)?.balanceAmount).toBe(250_000);
    // Nothing stands in the way of the next try.
    const again = await refund(teacher, student.name, { amount: 50_000, reason: '일부 환불' });
    expect(again.statusCode, again.body).toBe(200);
    expect(toss.payments.get(paymentKey)?.balanceAmount).toBe(200_000);
  });

  it('refuses more than Toss has left to cancel, writing nothing', async () => {
    const { teacher, student, paymentKey, paymentId } = await paidThroughToss();
    // Part of it was cancelled at Toss's own dashboard, which the ledger does not know.
    const atToss = toss.payments.get(paymentKey);
    if (atToss) atToss.balanceAmount = 10_000;
    const answer = await refund(teacher, student.name, { amount: 100_000, reason: '일부 환불' });
    expect(answer.statusCode).toBe(409);
    expect(answer.json().error.message).toContain('취소할 수 있는 금액보다 많습니다');
    expect(await attemptsOf(paymentId)).toEqual([]);
    expect((await ledgerOf(student.id)).rows.filter((row) => row.kind === 'refund')).toEqual([]);
  });

  it('of twenty presses at once, gives the money back once', async () => {
    const { teacher, student, paymentKey, paymentId } = await paidThroughToss();
    const cancelsBefore = toss.calls.cancel;
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => refund(teacher, student.name, { amount: 120_000, reason: '환불' })),
    );
    const codes = answers.map((answer) => answer.statusCode).sort();
    expect(codes.filter((code) => code === 200)).toHaveLength(1);
    expect(codes.filter((code) => code === 409)).toHaveLength(19);
    for (const answer of answers.filter((one) => one.statusCode === 409)) {
      expect(['students.refund_under_way', 'students.already_refunded']).toContain(answer.json().error.code);
    }
    expect(toss.calls.cancel - cancelsBefore).toBe(1);
    expect(toss.payments.get(paymentKey)?.balanceAmount).toBe(130_000);
    const refunds = (await ledgerOf(student.id)).rows.filter((row) => row.kind === 'refund');
    expect(refunds).toEqual([
      { kind: 'refund', amount: -120_000, lessons: -4, refund_of: paymentId, voided_at: null },
    ]);
  });

  it('lost between Toss and the ledger, is finished by the retry and not doubled', async () => {
    const { teacher, student, paymentKey, paymentId } = await paidThroughToss();
    toss.loseNextCancelAnswer();
    const lost = await refund(teacher, student.name, { amount: 80_000, reason: '환불' });
    expect(lost.statusCode).toBe(502);
    expect(lost.json().error.code).toBe('students.provider_unreachable');
    // Toss cancelled; the ledger has not heard: the attempt waits as 환불 중.
    expect(toss.payments.get(paymentKey)?.balanceAmount).toBe(170_000);
    expect((await ledgerOf(student.id)).rows.filter((row) => row.kind === 'refund')).toEqual([]);
    expect(await attemptsOf(paymentId)).toMatchObject([
      { status: '환불 중', last_error: expect.stringMatching(/^unreachable/) },
    ]);
    // Pressed again meanwhile: told it is under way, Toss not asked.
    const cancels = toss.calls.cancel;
    const again = await refund(teacher, student.name, { amount: 80_000, reason: '환불' });
    expect(again.json().error.code).toBe('students.refund_under_way');
    expect(toss.calls.cancel).toBe(cancels);

    const first = await t.app.tossChecks.runOnce();
    expect(first).toMatchObject({ cancelsFinished: 1, cancelsWaiting: 0 });
    const second = await t.app.tossChecks.runOnce();
    expect(second).toMatchObject({ cancelsFinished: 0, cancelsWaiting: 0 });
    const atToss = toss.payments.get(paymentKey);
    expect(atToss?.balanceAmount).toBe(170_000);
    expect(atToss?.cancels).toHaveLength(1);
    const { rows, remaining } = await ledgerOf(student.id);
    expect(rows.filter((row) => row.kind === 'refund')).toEqual([
      { kind: 'refund', amount: -80_000, lessons: -4, refund_of: paymentId, voided_at: null },
    ]);
    expect(remaining).toBe(0);
    expect(await attemptsOf(paymentId)).toMatchObject([{ status: '완료', last_error: null }]);
  });
});

describe('a void of a payment that came through Toss', () => {
  it('cancels the whole payment before settlement, then voids it', async () => {
    const { teacher, student, paymentKey, paymentId } = await paidThroughToss();
    const answer = await call(t.app, teacher, 'POST', `/api/payList/${paymentId}/void`, {
      reason: '잘못 결제',
    });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(toss.payments.get(paymentKey)).toMatchObject({ status: 'CANCELED', balanceAmount: 0 });
    expect(toss.payments.get(paymentKey)?.cancels.map((cancel) => cancel.cancelAmount)).toEqual([250_000]);
    const { rows, remaining } = await ledgerOf(student.id);
    expect(rows.at(-1)).toMatchObject({ kind: 'payment', amount: 250_000, voided_at: expect.any(String) });
    expect(remaining).toBe(0);
    expect(await attemptsOf(paymentId)).toMatchObject([{ kind: 'void', amount: 250_000, status: '완료' }]);
  });

  it('writes nothing when Toss refuses', async () => {
    const { teacher, student, paymentId } = await paidThroughToss();
    toss.rejectNextCancel('NOT_CANCELABLE_PAYMENT', '취소 할 수 없는 결제 입니다.');
    const answer = await call(t.app, teacher, 'POST', `/api/payList/${paymentId}/void`, {
      reason: '잘못 결제',
    });
    expect(answer.statusCode).toBe(409);
    expect(answer.json().error.code).toBe('students.provider_refused');
    expect((await ledgerOf(student.id)).rows.at(-1)).toMatchObject({ voided_at: null });
    expect((await ledgerOf(student.id)).remaining).toBe(4);
  });
});

it('never asks Toss about money typed in by staff', async () => {
  const { teacher, student } = await teacherWithStudent(t.app);
  const cancels = toss.calls.cancel;
  const answer = await refund(teacher, student.name);
  expect(answer.statusCode, answer.body).toBe(200);
  expect(answer.json().payment).toMatchObject({ kind: 'refund', pay: -240_000 });
  expect(toss.calls.cancel).toBe(cancels);
});
