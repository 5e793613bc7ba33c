/**
 * Paying a bill through Toss, against a local server answering as Toss's API: the pay link opens
 * one recorded order; a tampered amount or an unknown order is refused before Toss is asked; the
 * confirm, the webhook and a return pressed again give one payment in any order; a bill already
 * paid another way has the Toss payment cancelled in full; the keys are the owner's to set and
 * the secret never comes back.
 */
import { describe, expect, it } from 'vitest';
import { billFor, ownerOf, teacherWithStudent } from '../../testing/invoices.ts';
import { call, remainingOf } from '../../testing/students.ts';
import { openTossOrder, tossForTests } from '../../testing/toss-test-app.ts';
import { TOSS_TEST_KEYS } from './toss-keys.ts';

const { t, toss } = tossForTests();

const inject = (method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url, ...(payload ? { payload } : {}) });

/** A bill of 250,000원 for 4 lessons, and the order its pay link opened. */
const openBill = () => openTossOrder(t.app);

async function ledgerOf(studentId: number) {
  const payments = await t.db
    .selectFrom('payments')
    .select(['amount', 'lessons', 'method', 'recorded_by'])
    .where('student_id', '=', studentId)
    .orderBy('id')
    .execute();
  return { payments, remaining: await remainingOf(t.db, studentId) };
}

const ONE_TOSS_PAYMENT = [
  { amount: 240_000, lessons: 4, method: '카드', recorded_by: expect.any(String) },
  { amount: 250_000, lessons: 4, method: '카드', recorded_by: 'toss' },
];

describe('the order', () => {
  it('is recorded when the pay link opens, the same for every open, with the test client key', async () => {
    const { bill, orderId } = await openBill();
    expect(orderId).toMatch(new RegExp(`^bill${bill.id}-[A-Za-z0-9_-]{16}$`));
    const again = (await inject('GET', `/api/pay/${bill.token}`)).json();
    expect(again).toMatchObject({
      orderId,
      amount: 250_000,
      clientKey: TOSS_TEST_KEYS.clientKey,
      scriptUrl: `${toss.url}/v2/standard`,
    });
    const orders = await t.db
      .selectFrom('toss_orders')
      .selectAll()
      .where('invoice_id', '=', bill.id)
      .execute();
    expect(orders).toMatchObject([{ order_id: orderId, amount: 250_000, status: '열림', payment_key: null }]);
  });

  it('is not opened for a bill of no lessons, made before bills asked for one', async () => {
    const { bill } = await openBill();
    await t.db.deleteFrom('toss_orders').where('invoice_id', '=', bill.id).execute();
    await t.db.updateTable('invoices').set({ lessons: 0 }).where('id', '=', bill.id).execute();
    const page = await inject('GET', `/api/pay/${bill.token}`);
    expect(page.json()).toMatchObject({ orderId: null, clientKey: null, invoice: { status: '대기' } });
    expect(
      await t.db.selectFrom('toss_orders').select('order_id').where('invoice_id', '=', bill.id).execute(),
    ).toEqual([]);
  });

  it('is refused before Toss is asked when the amount or the order is not the recorded one', async () => {
    const { student, orderId } = await openBill();
    const paymentKey = toss.authorize(orderId, 250_000);
    const before = toss.calls.confirm;
    const tampered = await inject('POST', '/api/pay/confirm', { paymentKey, orderId, amount: 1_000 });
    expect(tampered.statusCode).toBe(400);
    expect(tampered.json().error).toEqual({
      code: 'toss.amount_mismatch',
      message:
        '결제 금액이 청구서 금액과 다릅니다. 결제는 진행되지 않았습니다. 결제 링크를 다시 열어 주세요.',
    });
    const unknown = await inject('POST', '/api/pay/confirm', {
      paymentKey,
      orderId: `${orderId.slice(0, -1)}${orderId.endsWith('A') ? 'B' : 'A'}`,
      amount: 250_000,
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.code).toBe('toss.order_not_found');
    expect(toss.calls.confirm).toBe(before);
    expect((await ledgerOf(student.id)).payments).toHaveLength(1);
  });
});

describe('the confirm', () => {
  it('enters the payment once, with its lessons, however often the family returns', async () => {
    const { student, bill, orderId, teacher } = await openBill();
    const paymentKey = toss.authorize(orderId, 250_000);
    const body = { paymentKey, orderId, amount: 250_000 };
    const first = await inject('POST', '/api/pay/confirm', body);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({
      message: '250,000원 결제가 완료되었습니다.',
      result: 'paid',
      invoice: { studentName: student.name, amount: 250_000, status: '결제 완료' },
      method: '카드',
      receiptUrl: `${toss.url}/receipt/${paymentKey}`,
      virtualAccount: null,
    });
    const second = await inject('POST', '/api/pay/confirm', body);
    expect(second.json().result).toBe('paid');
    expect(await ledgerOf(student.id)).toEqual({ payments: ONE_TOSS_PAYMENT, remaining: 8 });
    const listed = (await call(t.app, teacher, 'GET', '/api/invoices')).json().invoices;
    expect(listed.find((entry: { id: number }) => entry.id === bill.id).status).toBe('결제 완료');
    // The pay page now shows a paid bill and opens no new order.
    expect((await inject('GET', `/api/pay/${bill.token}`)).json()).toMatchObject({
      orderId: null,
      clientKey: null,
      invoice: { status: '결제 완료' },
    });
  });

  it('tells the family in Korean what Toss refused, and leaves the bill open', async () => {
    const { student, orderId } = await openBill();
    const paymentKey = toss.authorize(orderId, 250_000);
    toss.rejectNext('REJECT_CARD_COMPANY', '[거절] 카드사 거절');
    const refused = await inject('POST', '/api/pay/confirm', { paymentKey, orderId, amount: 250_000 });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toEqual({
      code: 'toss.rejected',
      message: '카드사에서 결제를 거절했습니다. 카드사에 확인하시거나 다른 카드로 결제해 주세요.',
    });
    expect((await ledgerOf(student.id)).payments).toHaveLength(1);
    const order = await t.db
      .selectFrom('toss_orders')
      .selectAll()
      .where('order_id', '=', orderId)
      .executeTakeFirst();
    expect(order?.status).toBe('열림');
  });
});

describe('the webhook', () => {
  it('before the confirm: Toss is asked, the payment entered, and the late confirm adds nothing', async () => {
    const { student, orderId } = await openBill();
    const paymentKey = toss.authorize(orderId, 250_000);
    // Approved at Toss, but the family's return never arrived.
    const payment = toss.payments.get(paymentKey)!;
    payment.status = 'DONE';
    payment.approvedAt = '2026-12-01T10:05:00+09:00';
    const hook = await inject('POST', '/api/payments/toss/webhook', {
      eventType: 'PAYMENT_STATUS_CHANGED',
      createdAt: '2026-12-01T10:05:01',
      data: { paymentKey, orderId, status: 'DONE' },
    });
    expect(hook.statusCode, hook.body).toBe(200);
    expect(hook.json()).toEqual({ ok: true });
    const late = await inject('POST', '/api/pay/confirm', { paymentKey, orderId, amount: 250_000 });
    expect(late.json().result).toBe('paid');
    expect(await ledgerOf(student.id)).toEqual({ payments: ONE_TOSS_PAYMENT, remaining: 8 });
  });

  it('after the confirm adds nothing; a body claiming DONE for a payment Toss has not approved enters nothing', async () => {
    const { student, orderId } = await openBill();
    const paymentKey = toss.authorize(orderId, 250_000);
    const lie = await inject('POST', '/api/payments/toss/webhook', {
      eventType: 'PAYMENT_STATUS_CHANGED',
      data: { paymentKey, orderId, status: 'DONE' },
    });
    expect(lie.statusCode).toBe(200);
    expect((await ledgerOf(student.id)).payments).toHaveLength(1);
    expect(
      (await inject('POST', '/api/pay/confirm', { paymentKey, orderId, amount: 250_000 })).statusCode,
    ).toBe(200);
    const after = await inject('POST', '/api/payments/toss/webhook', {
      eventType: 'PAYMENT_STATUS_CHANGED',
      data: { paymentKey, orderId, status: 'DONE' },
    });
    expect(after.json()).toEqual({ ok: true });
    expect(await ledgerOf(student.id)).toEqual({ payments: ONE_TOSS_PAYMENT, remaining: 8 });
  });

  it('answers an order that is not ours with 200, without asking Toss', async () => {
    const before = toss.calls.byKey + toss.calls.byOrder;
    const answer = await inject('POST', '/api/payments/toss/webhook', {
      eventType: 'PAYMENT_STATUS_CHANGED',
      data: { paymentKey: 'tgen_nothing', orderId: 'bill999-nothing', status: 'DONE' },
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ ok: false });
    expect(toss.calls.byKey + toss.calls.byOrder).toBe(before);
  });

  it('takes a 가상계좌 deposit only with the secret Toss gave at issue', async () => {
    const { student, orderId } = await openBill();
    const paymentKey = toss.authorize(orderId, 250_000, '가상계좌');
    const issued = await inject('POST', '/api/pay/confirm', { paymentKey, orderId, amount: 250_000 });
    expect(issued.json()).toMatchObject({
      result: 'waiting',
      message: '가상계좌가 발급되었습니다. 안내받은 계좌로 입금하시면 결제가 완료됩니다.',
    });
    toss.deposit(paymentKey);
    const forged = await inject('POST', '/api/payments/toss/webhook', {
      eventType: 'DEPOSIT_CALLBACK',
      data: { orderId, status: 'DONE', secret: 'ps_forged' },
    });
    expect(forged.statusCode).toBe(400);
    expect((await ledgerOf(student.id)).payments).toHaveLength(1);
    const secret = toss.payments.get(paymentKey)!.secret!;
    const real = await inject('POST', '/api/payments/toss/webhook', {
      eventType: 'DEPOSIT_CALLBACK',
      data: { orderId, status: 'DONE', secret },
    });
    expect(real.json()).toEqual({ ok: true });
    const { payments } = await ledgerOf(student.id);
    expect(payments.at(-1)).toMatchObject({ amount: 250_000, method: '계좌이체', recorded_by: 'toss' });
  });
});

it('a bill paid another way has the Toss payment cancelled in full and kept as refunded', async () => {
  const { teacher, student, bill, orderId } = await openBill();
  const paid = await call(t.app, teacher, 'POST', `/api/invoices/${bill.id}/paid`, { method: '계좌이체' });
  expect(paid.statusCode).toBe(200);
  const paymentKey = toss.authorize(orderId, 250_000);
  const answer = await inject('POST', '/api/pay/confirm', { paymentKey, orderId, amount: 250_000 });
  expect(answer.json()).toMatchObject({
    result: 'refunded',
    message: '이 청구서는 이미 결제되어 있어, 방금 결제는 전액 취소(환불)했습니다.',
  });
  expect(toss.payments.get(paymentKey)).toMatchObject({ status: 'CANCELED', balanceAmount: 0 });
  const order = await t.db
    .selectFrom('toss_orders')
    .selectAll()
    .where('order_id', '=', orderId)
    .executeTakeFirst();
  expect(order).toMatchObject({ status: '환불', payment_key: paymentKey, payment_id: null });
  const { payments } = await ledgerOf(student.id);
  expect(payments.map((entry) => entry.method)).toEqual(['카드', '계좌이체']);
});

describe('사이트 관리 → 결제', () => {
  it('starts on Toss’s test keys, seals the owner’s secret and never answers it', async () => {
    const owner = await ownerOf(t.app);
    expect((await inject('GET', '/api/settings/payments')).statusCode).toBe(401);
    const start = (await call(t.app, owner, 'GET', '/api/settings/payments')).json();
    expect(start).toMatchObject({
      clientKey: TOSS_TEST_KEYS.clientKey,
      secretKey: '설정됨 · …YG5R',
      testKeys: true,
    });
    const mixed = await call(t.app, owner, 'PUT', '/api/settings/payments', {
      transferAccount: '',
      clientKey: 'live_ck_abcdefghijkl',
      secretKey: 'test_sk_abcdefghijkl',
    });
    expect(mixed.statusCode).toBe(400);
    expect(mixed.json().error.code).toBe('toss.keys_mismatch');
    const own = await call(t.app, owner, 'PUT', '/api/settings/payments', {
      transferAccount: '',
      clientKey: 'live_ck_abcdefghijkl',
      secretKey: 'live_sk_secretsecret9876',
    });
    expect(own.json()).toMatchObject({
      clientKey: 'live_ck_abcdefghijkl',
      secretKey: '설정됨 · …9876',
      testKeys: false,
    });
    expect(own.body).not.toContain('live_sk_secretsecret9876');
    const row = await t.db.selectFrom('payment_settings').selectAll().executeTakeFirstOrThrow();
    expect(JSON.stringify(row)).not.toContain('secretsecret');
    const off = await call(t.app, owner, 'PUT', '/api/settings/payments', {
      transferAccount: '',
      clientKey: '',
    });
    expect(off.json()).toMatchObject({ clientKey: '', testKeys: false });
    const { teacher, student } = await teacherWithStudent(t.app);
    const bill = await billFor(t.app, teacher, student.id);
    expect((await inject('GET', `/api/pay/${bill.token}`)).json()).toMatchObject({
      orderId: null,
      clientKey: null,
    });
    const back = await call(t.app, owner, 'PUT', '/api/settings/payments', {
      transferAccount: '',
      testKeys: true,
    });
    expect(back.json()).toMatchObject({ clientKey: TOSS_TEST_KEYS.clientKey, testKeys: true });
  });
});
