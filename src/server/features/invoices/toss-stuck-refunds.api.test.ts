/**
 * A refund whose Toss cancel went unanswered stays 환불 중: staff see it (their own students';
 * the owner everyone's) and may ask Toss again now; many presses at once record it once.
 */
import { expect, it } from 'vitest';
import { billFor, ownerOf, teacherWithStudent } from '../../testing/invoices.ts';
import { signIn } from '../../testing/sign-in.ts';
import { call } from '../../testing/students.ts';
import { tossForTests } from '../../testing/toss-test-app.ts';

const { t, toss } = tossForTests();

/** A package paid through Toss (250,000원) whose refund of 80,000원 Toss made but never answered. */
async function stuckRefund() {
  const { teacher, student } = await teacherWithStudent(t.app, false);
  const bill = await billFor(t.app, teacher, student.id, { amount: 250_000, lessons: 4 });
  const { orderId } = (await t.app.inject({ method: 'GET', url: `/api/pay/${bill.token}` })).json();
  const paymentKey = toss.authorize(orderId, 250_000, '카드');
  const paid = await t.app.inject({
    method: 'POST',
    url: '/api/pay/confirm',
    payload: { paymentKey, orderId, amount: 250_000 },
  });
  expect(paid.json()).toMatchObject({ result: 'paid' });
  toss.loseNextCancelAnswer();
  const lost = await call(t.app, teacher, 'POST', `/api/member/refund/${encodeURIComponent(student.name)}`, {
    dryRun: false,
    amount: 80_000,
    reason: '환불',
  });
  expect(lost.json().error.code).toBe('students.provider_unreachable');
  return { teacher, student, paymentKey };
}

const refundsOf = async (studentId: number) =>
  (
    await t.db
      .selectFrom('payments')
      .select(['amount'])
      .where('student_id', '=', studentId)
      .where('kind', '=', 'refund')
      .execute()
  ).map((row) => Number(row.amount));

it('lists the refund left 환불 중 to its teacher and the owner, and finishes it on 다시 시도', async () => {
  const { teacher, student } = await stuckRefund();
  const listed = await call(t.app, teacher, 'GET', '/api/payment-cancels');
  expect(listed.statusCode, listed.body).toBe(200);
  const [open] = listed.json().cancels;
  expect(listed.json().cancels).toEqual([
    {
      id: expect.any(Number),
      paymentId: expect.any(Number),
      studentId: student.id,
      studentName: student.name,
      kind: 'refund',
      amount: 80_000,
      createdAt: expect.any(String),
      lastError: expect.stringMatching(/^unreachable/),
    },
  ]);
  const forStudent = await call(t.app, teacher, 'GET', `/api/payment-cancels?studentId=${student.id}`);
  expect(forStudent.json().cancels.map((one: { id: number }) => one.id)).toEqual([open.id]);
  const owner = await ownerOf(t.app);
  const all = (await call(t.app, owner, 'GET', '/api/payment-cancels')).json().cancels;
  expect(all.map((one: { id: number }) => one.id)).toContain(open.id);
  const other = await signIn(t.app, 'teacher');
  expect((await call(t.app, other, 'GET', '/api/payment-cancels')).json().cancels).toEqual([]);
  const reached = await call(t.app, other, 'POST', `/api/payment-cancels/${open.id}/retry`);
  expect([reached.statusCode, reached.json().error.code]).toEqual([404, 'students.cancel_not_found']);

  const retried = await call(t.app, teacher, 'POST', `/api/payment-cancels/${open.id}/retry`);
  expect(retried.statusCode, retried.body).toBe(200);
  expect(retried.json()).toEqual({
    message: `${student.name} 학생의 환불을 토스페이먼츠에서 마치고 기록했습니다.`,
  });
  expect(await refundsOf(student.id)).toEqual([-80_000]);
  expect((await call(t.app, teacher, 'GET', '/api/payment-cancels')).json().cancels).toEqual([]);
  const again = await call(t.app, teacher, 'POST', `/api/payment-cancels/${open.id}/retry`);
  expect([again.statusCode, again.json().error.code]).toEqual([404, 'students.cancel_not_found']);
});

it('records the refund once when twenty presses ask at once', async () => {
  const { teacher, student, paymentKey } = await stuckRefund();
  const [open] = (await call(t.app, teacher, 'GET', '/api/payment-cancels')).json().cancels;
  const answers = await Promise.all(
    Array.from({ length: 20 }, () => call(t.app, teacher, 'POST', `/api/payment-cancels/${open.id}/retry`)),
  );
  const codes = answers.map((answer) => answer.statusCode);
  expect(codes.filter((code) => code === 200)).toHaveLength(1);
  expect(codes.every((code) => code === 200 || code === 409 || code === 404)).toBe(true);
  expect(await refundsOf(student.id)).toEqual([-80_000]);
  expect(toss.payments.get(paymentKey)?.balanceAmount).toBe(170_000);
});

it('refuses malformed ids and visitors in the error shape', async () => {
  const { teacher } = await teacherWithStudent(t.app, false);
  for (const id of ['abc', '1.5', '9'.repeat(30), '-1']) {
    const bad = await call(t.app, teacher, 'POST', `/api/payment-cancels/${id}/retry`);
    expect([bad.statusCode, bad.json().error.code], id).toEqual([400, 'students.cancel_not_found']);
  }
  const badQuery = await call(t.app, teacher, 'GET', '/api/payment-cancels?studentId=x%00');
  expect(badQuery.statusCode).toBe(400);
  const nobody = await t.app.inject({ method: 'GET', url: '/api/payment-cancels' });
  expect(nobody.statusCode).toBe(401);
});
