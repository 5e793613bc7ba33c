/**
 * A transfer through Toss's window and its 현금영수증 (docs/decisions/099): the receipt the family
 * chose in the window is Toss's, recorded as issued with Toss's number and taken back with the
 * payment's cancel; a transfer of 100,000원 or more without one is the studio's to issue, on the
 * staff's to-do as a transfer typed in by staff; a card payment needs none.
 */
import { expect, it } from 'vitest';
import { billFor, teacherWithStudent } from '../../testing/invoices.ts';
import { call } from '../../testing/students.ts';
import { tossForTests } from '../../testing/toss-test-app.ts';

const { t, toss } = tossForTests();

/** A bill of `amount` paid in Toss's window by `method`, with the receipt chosen there (or none). */
async function paidInWindow(
  amount: number,
  method: string,
  chosen: { type: '소득공제' | '지출증빙'; issueNumber: string } | null,
) {
  const { teacher, student } = await teacherWithStudent(t.app, false);
  const bill = await billFor(t.app, teacher, student.id, { amount, lessons: 4 });
  const { orderId } = (await t.app.inject({ method: 'GET', url: `/api/pay/${bill.token}` })).json();
  const paymentKey = toss.authorize(orderId, amount, method);
  if (chosen) {
    toss.payments.get(paymentKey)!.cashReceipt = { ...chosen, receiptKey: `rk_${paymentKey}`, amount };
  }
  const confirmed = await t.app.inject({
    method: 'POST',
    url: '/api/pay/confirm',
    payload: { paymentKey, orderId, amount },
  });
  expect(confirmed.json(), confirmed.body).toMatchObject({ result: 'paid' });
  await t.app.cashReceipts.runOnce();
  const receipts = (await call(t.app, teacher, 'GET', `/api/students/${student.id}/cash-receipts`)).json()
    .receipts as Record<string, unknown>[];
  const todo = (await call(t.app, teacher, 'GET', '/api/cash-receipts/todo')).json().receipts as {
    studentId: number;
  }[];
  return { teacher, student, paymentKey, receipts, onTodo: todo.some((one) => one.studentId === student.id) };
}

it('records the receipt chosen in the window as issued by Toss, off the to-do', async () => {
  const { receipts, onTodo } = await paidInWindow(150_000, '계좌이체', {
    type: '소득공제',
    issueNumber: '531234567',
  });
  expect(receipts).toEqual([
    expect.objectContaining({
      amount: 150_000,
      status: '발급 완료',
      purpose: '소득공제',
      receiptNo: '531234567',
      byProvider: true,
      dueOn: '2026-12-06',
    }),
  ]);
  expect(onTodo).toBe(false);
});

it('keeps a receipt chosen for a smaller transfer too', async () => {
  const small = await paidInWindow(50_000, '계좌이체', { type: '지출증빙', issueNumber: '777' });
  expect(small.receipts).toEqual([expect.objectContaining({ status: '발급 완료', purpose: '지출증빙' })]);
});

it('puts a transfer of 100,000원 or more without a receipt on the staff’s to-do, due in five days', async () => {
  const { receipts, onTodo } = await paidInWindow(150_000, '계좌이체', null);
  expect(receipts).toEqual([
    expect.objectContaining({ amount: 150_000, status: '할 일', receiptNo: null, dueOn: '2026-12-06' }),
  ]);
  expect(onTodo).toBe(true);
  const smaller = await paidInWindow(99_000, '계좌이체', null);
  expect([smaller.receipts, smaller.onTodo]).toEqual([[], false]);
  const card = await paidInWindow(150_000, '카드', null);
  expect([card.receipts, card.onTodo]).toEqual([[], false]);
});

it('takes the window’s receipt back with the payment’s cancel, asking Toss nothing more', async () => {
  const { teacher, student, paymentKey } = await paidInWindow(150_000, '계좌이체', {
    type: '소득공제',
    issueNumber: '531234568',
  });
  const [{ paymentId }] = (
    await call(t.app, teacher, 'GET', `/api/students/${student.id}/cash-receipts`)
  ).json().receipts;
  const voided = await call(t.app, teacher, 'POST', `/api/payList/${paymentId}/void`, {
    reason: '잘못 결제',
  });
  expect(voided.statusCode, voided.body).toBe(200);
  expect(toss.payments.get(paymentKey)).toMatchObject({ status: 'CANCELED' });
  await t.app.cashReceipts.runOnce();
  const after = (await call(t.app, teacher, 'GET', `/api/students/${student.id}/cash-receipts`)).json()
    .receipts;
  expect(after).toEqual([
    expect.objectContaining({ status: '취소', cancelAmount: 150_000, receiptNo: '531234568' }),
  ]);
  const todo = (await call(t.app, teacher, 'GET', '/api/cash-receipts/todo')).json().receipts;
  expect(todo.filter((one: { studentId: number }) => one.studentId === student.id)).toEqual([]);
});
