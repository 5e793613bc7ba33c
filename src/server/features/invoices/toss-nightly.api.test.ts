/**
 * The nightly look at Toss (docs/decisions/085, 093), with the test clock moved past a day: an
 * order still open is settled by what Toss says — paid through the confirm's path, or closed
 * when Toss never took the money — and a young order is left alone; the night is claimed once,
 * by one instance. Also the webhook's 200 to an order not ours and the per-address limits.
 */
import { describe, expect, it } from 'vitest';
import { createSecondInstance } from '../../testing/second-app.ts';
import { openTossOrder, tossForTests } from '../../testing/toss-test-app.ts';

const START = '2026-12-01T10:00:00+09:00';
const { t, toss } = tossForTests(START);

const hoursAfter = (hours: number, from = START) => new Date(new Date(from).getTime() + hours * 3_600_000);

/** A bill whose pay link was opened now: its order. */
const openOrder = () => openTossOrder(t.app, { paid: false });

const orderOf = (orderId: string) =>
  t.db
    .selectFrom('toss_orders')
    .select(['status', 'open_invoice_id', 'payment_id'])
    .where('order_id', '=', orderId)
    .executeTakeFirstOrThrow();
const billOf = (id: number) =>
  t.db.selectFrom('invoices').select(['status']).where('id', '=', id).executeTakeFirstOrThrow();

describe('the nightly look', () => {
  it('settles a day-old order Toss says is paid, closes one never paid, leaves a young one, once a night', async () => {
    t.clock.set(START);
    const paid = await openOrder();
    const abandoned = await openOrder();
    const aborted = await openOrder();
    const abortedKey = toss.approveUnconfirmed(aborted.orderId, 250_000);
    const abortedAtToss = toss.payments.get(abortedKey);
    if (abortedAtToss) abortedAtToss.status = 'ABORTED';
    // Approved at Toss; the family closed the window before returning, and no webhook came.
    toss.approveUnconfirmed(paid.orderId, 250_000);
    t.clock.set(hoursAfter(20));
    const young = await openOrder();
    toss.approveUnconfirmed(young.orderId, 250_000);

    t.clock.set(hoursAfter(25));
    const summary = await t.app.tossChecks.nightly();
    expect(summary).toEqual({
      paid: 1,
      closed: 2,
      refunded: 0,
      stillOpen: 0,
      cancelsFinished: 0,
      cancelsWaiting: 0,
    });
    expect(await orderOf(paid.orderId)).toMatchObject({ status: '결제 완료', payment_id: expect.anything() });
    expect(await billOf(paid.bill.id)).toEqual({ status: '결제 완료' });
    const ledger = await t.db
      .selectFrom('payments')
      .select(['amount', 'lessons', 'recorded_by'])
      .where('student_id', '=', paid.student.id)
      .execute();
    expect(ledger.map((row) => [Number(row.amount), Number(row.lessons), row.recorded_by])).toEqual([
      [250_000, 4, 'toss'],
    ]);
    for (const closed of [abandoned, aborted]) {
      expect(await orderOf(closed.orderId)).toEqual({
        status: '닫힘',
        open_invoice_id: null,
        payment_id: null,
      });
      expect(await billOf(closed.bill.id)).toEqual({ status: '대기' });
    }
    expect(await orderOf(young.orderId)).toMatchObject({ status: '열림' });

    // The same night again (another instance, or the job twice): claimed, nothing done.
    const asked = toss.calls.byOrder;
    expect(await t.app.tossChecks.nightly()).toBeNull();
    expect(toss.calls.byOrder).toBe(asked);
    // The next night takes the order that has now waited a day.
    t.clock.set(hoursAfter(49));
    expect(await t.app.tossChecks.nightly()).toMatchObject({ paid: 1, closed: 0 });
    expect(await orderOf(young.orderId)).toMatchObject({ status: '결제 완료' });
  });

  it('refuses the confirm of a closed order without asking Toss, and the link opens a new order', async () => {
    t.clock.set(hoursAfter(100));
    const { bill, orderId } = await openOrder();
    t.clock.set(hoursAfter(125));
    await t.app.tossChecks.runOnce();
    expect(await orderOf(orderId)).toMatchObject({ status: '닫힘' });
    const confirms = toss.calls.confirm;
    const late = await t.app.inject({
      method: 'POST',
      url: '/api/pay/confirm',
      payload: { paymentKey: 'tgen_late', orderId, amount: 250_000 },
    });
    expect(late.statusCode).toBe(409);
    expect(late.json().error).toEqual({
      code: 'toss.order_closed',
      message: '결제하지 않은 채 하루가 지나 이 주문을 닫았습니다. 결제 링크를 다시 열어 주세요.',
    });
    expect(toss.calls.confirm).toBe(confirms);
    const page = await t.app.inject({ method: 'GET', url: `/api/pay/${bill.token}` });
    expect(page.json().orderId).not.toBe(orderId);
  });

  it('is done by one of two instances on one database', async (context) => {
    // Two instances share a database only on PostgreSQL.
    if (t.app.dialect !== 'postgres') context.skip();
    t.clock.set(hoursAfter(200));
    const { orderId } = await openOrder();
    toss.approveUnconfirmed(orderId, 250_000);
    t.clock.set(hoursAfter(230));
    const second = await createSecondInstance(t);
    try {
      const [one, two] = await Promise.all([t.app.tossChecks.nightly(), second.tossChecks.nightly()]);
      expect([one, two].filter((summary) => summary !== null)).toEqual([
        expect.objectContaining({ paid: 1 }),
      ]);
    } finally {
      await second.close();
    }
  });
});

describe('the webhook and the confirm', () => {
  it('answers 200 to a payment Toss does not know, so Toss does not send it again', async () => {
    const answer = await t.app.inject({
      method: 'POST',
      url: '/api/payments/toss/webhook',
      payload: { eventType: 'PAYMENT_STATUS_CHANGED', data: { paymentKey: 'tgen_unknown', status: 'DONE' } },
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ ok: false });
  });

  it('limits the confirm per address far above a family, in Korean', async () => {
    const from = (remoteAddress: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/pay/confirm',
        remoteAddress,
        payload: { paymentKey: 'tgen_none', orderId: 'bill1-none', amount: 1000 },
      });
    for (let tries = 0; tries < 60; tries += 1) expect((await from('203.0.113.9')).statusCode).toBe(404);
    const over = await from('203.0.113.9');
    expect(over.statusCode).toBe(429);
    expect(over.json().error).toEqual({
      code: 'toss.too_many_confirms',
      message: '결제 확인 요청이 너무 많습니다. 10분 뒤 결제 링크를 다시 열어 주세요.',
    });
    // Another family is not held up.
    expect((await from('203.0.113.10')).statusCode).toBe(404);
  });

  it('limits the webhook per address', async () => {
    const hook = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/payments/toss/webhook',
        remoteAddress: '198.51.100.4',
        payload: { eventType: 'PAYMENT_STATUS_CHANGED', data: { orderId: 'bill1-none', status: 'DONE' } },
      });
    const answers = await Promise.all(Array.from({ length: 301 }, hook));
    const codes = answers.map((answer) => answer.statusCode);
    expect(codes.filter((code) => code === 200)).toHaveLength(300);
    expect(codes.filter((code) => code === 429)).toHaveLength(1);
  });
});
