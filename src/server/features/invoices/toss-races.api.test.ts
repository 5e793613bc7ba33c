/**
 * One Toss payment, told of 50 times at once — family returns and webhooks mixed, on PostgreSQL
 * all held behind the bill's row and let go together — enters the ledger once.
 */
import { expect, it } from 'vitest';
import { raceEachBehindRow } from '../../testing/row-barrier.ts';
import { remainingOf } from '../../testing/students.ts';
import { openTossOrder, tossForTests } from '../../testing/toss-test-app.ts';

const { t, toss } = tossForTests();

const TELLINGS = 50;

it('50 confirms and webhooks at once for one payment give one ledger entry', async () => {
  const { student, bill, orderId } = await openTossOrder(t.app);
  const paymentKey = toss.authorize(orderId, 250_000);
  const answers = await raceEachBehindRow(t, { table: 'invoices', id: bill.id }, TELLINGS, (index) =>
    index % 2 === 0
      ? t.app.inject({
          method: 'POST',
          url: '/api/pay/confirm',
          payload: { paymentKey, orderId, amount: 250_000 },
        })
      : t.app.inject({
          method: 'POST',
          url: '/api/payments/toss/webhook',
          payload: {
            eventType: 'PAYMENT_STATUS_CHANGED',
            data: { paymentKey, orderId, status: 'DONE' },
          },
        }),
  );
  // Every telling is answered as paid (a webhook that came before Toss's approval finds nothing
  // to do and is still answered 200).
  expect(answers.map((answer) => answer.statusCode)).toEqual(Array(TELLINGS).fill(200));
  const confirms = answers.filter((_, index) => index % 2 === 0).map((answer) => answer.json().result);
  expect(confirms).toEqual(Array(TELLINGS / 2).fill('paid'));
  const payments = await t.db
    .selectFrom('payments')
    .select(['amount', 'lessons', 'recorded_by'])
    .where('student_id', '=', student.id)
    .orderBy('id')
    .execute();
  expect(payments).toEqual([
    { amount: 240_000, lessons: 4, recorded_by: expect.any(String) },
    { amount: 250_000, lessons: 4, recorded_by: 'toss' },
  ]);
  expect(await remainingOf(t.db, student.id)).toBe(8);
  expect(toss.payments.get(paymentKey)?.status).toBe('DONE');
});
