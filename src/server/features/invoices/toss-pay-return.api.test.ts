/**
 * What the success page is told on the family's return from Toss's window: how they paid,
 * Toss's receipt, and for a 가상계좌 the account to deposit to — the same again on a reload,
 * when the order is settled and Toss is asked for the payment rather than confirmed twice.
 */
import { describe, expect, it } from 'vitest';
import { openTossOrder, tossForTests } from '../../testing/toss-test-app.ts';

const { t, toss } = tossForTests();

const openOrder = (amount = 180_000) => openTossOrder(t.app, { amount });

const confirm = (body: object) => t.app.inject({ method: 'POST', url: '/api/pay/confirm', payload: body });

describe('the confirm answers the success page', () => {
  it("with the method and Toss's receipt, and the same on a reload without a second confirm", async () => {
    const { orderId } = await openOrder();
    const paymentKey = toss.authorize(orderId, 180_000, '계좌이체');
    const body = { paymentKey, orderId, amount: 180_000 };
    const first = await confirm(body);
    expect(first.json()).toMatchObject({
      result: 'paid',
      method: '계좌이체',
      receiptUrl: `${toss.url}/receipt/${paymentKey}`,
      virtualAccount: null,
    });
    const confirms = toss.calls.confirm;
    const again = await confirm(body);
    expect(again.json()).toEqual(first.json());
    expect(toss.calls.confirm).toBe(confirms);
  });

  it('with the bank, the account and the deadline of a 가상계좌', async () => {
    const { orderId } = await openOrder();
    const paymentKey = toss.authorize(orderId, 180_000, '가상계좌');
    const answer = (await confirm({ paymentKey, orderId, amount: 180_000 })).json();
    const issued = toss.payments.get(paymentKey)!.virtualAccount!;
    expect(answer).toMatchObject({
      result: 'waiting',
      method: '가상계좌',
      virtualAccount: { bank: '우리은행', accountNumber: issued.accountNumber, dueDate: issued.dueDate },
    });
  });

  it('without a receipt address that is not http(s), and with an unknown bank by its code', async () => {
    const { orderId } = await openOrder();
    const paymentKey = toss.authorize(orderId, 180_000, '가상계좌');
    const payment = toss.payments.get(paymentKey)!;
    payment.receipt = { url: 'javascript:alert(1)' };
    const answer = await confirm({ paymentKey, orderId, amount: 180_000 });
    payment.virtualAccount!.bankCode = '99';
    // The 가상계좌 is still open: a reload asks Toss again and reads the account anew.
    const reload = await confirm({ paymentKey, orderId, amount: 180_000 });
    expect(answer.json().receiptUrl).toBeNull();
    expect(reload.json()).toMatchObject({ receiptUrl: null, virtualAccount: { bank: '은행 코드 99' } });
  });
});
