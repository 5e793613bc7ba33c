/**
 * The family's payments list shows each payment's 현금영수증 as the server holds it: waiting with
 * its due day, refused with the provider's reason, issued with its number once the family gave
 * one; only of the family's own students, through the same guard as the family's number.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { asFamily, signInFamily } from '../../testing/family.ts';
import { ownerOf } from '../../testing/invoices.ts';
import { type SignedIn, signIn } from '../../testing/sign-in.ts';
import { call } from '../../testing/students.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { startTossCashReceipts, type TossCashReceipts } from '../../testing/toss-cash-receipts.ts';

const SECRET = 'live_sk_studio0000000000000000000';
let toss: TossCashReceipts;
let t: TestApp;
let names = 0;

beforeAll(async () => {
  toss = await startTossCashReceipts(SECRET);
  t = await createTestApp({ now: '2026-11-25T10:00:00+09:00', env: { TOSS_API_BASE: toss.url } });
  const owner = await ownerOf(t.app);
  const keys = { transferAccount: '', clientKey: 'live_ck_studio0000000000000', secretKey: SECRET };
  const saved = await call(t.app, owner, 'PUT', '/api/settings/payments', keys);
  expect(saved.statusCode, saved.body).toBe(200);
}, 60_000);
afterAll(async () => {
  await t?.close();
  await toss?.close();
});

/** A teacher's student paid 150,000원 by transfer on 11월 24일 with no number on file, and its family. */
async function transferWithoutNumber() {
  names += 1;
  const teacher = await signIn(t.app, 'teacher');
  const name = `목록학생${String(names).padStart(3, '0')}`;
  const made = await call(t.app, teacher, 'POST', '/api/member', { name, phone: '010-2000-0000' });
  expect(made.statusCode, made.body).toBe(201);
  const studentId = made.json().student.id as number;
  const charged = await call(t.app, teacher, 'PUT', `/api/member/charge/${encodeURIComponent(name)}`, {
    pay: 150_000,
    lesson: 4,
    method: '계좌이체',
    date: '2026-11-24',
  });
  expect(charged.statusCode, charged.body).toBe(200);
  const paymentId = charged.json().payment.id as number;
  const cookie = await signInFamily(t.app, teacher, name);
  return { teacher, studentId, paymentId, cookie };
}

const listOf = (cookie: string, studentId: number) =>
  asFamily(t.app, cookie, 'GET', `/api/family/cash-receipt-list?studentId=${studentId}`);

const giveNumber = (cookie: string, studentId: number, payload: object) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/family/cash-receipt-number?studentId=${studentId}`,
    headers: { cookie },
    payload,
  });

const todoOf = async (teacher: SignedIn) =>
  (await call(t.app, teacher, 'GET', '/api/cash-receipts/todo')).json().receipts as { paymentId: number }[];

it('shows the receipt waiting with its due day, then issued with its number once the family gives one', async () => {
  const { teacher, studentId, paymentId, cookie } = await transferWithoutNumber();
  await t.app.cashReceipts.runOnce();
  const waiting = await listOf(cookie, studentId);
  expect(waiting.statusCode, waiting.body).toBe(200);
  expect(waiting.json()).toEqual({
    receipts: [
      {
        paymentId,
        status: '할 일',
        receiptNo: null,
        purpose: null,
        dueOn: '2026-11-29',
        lastError: null,
      },
    ],
  });
  expect((await todoOf(teacher)).map((one) => one.paymentId)).toEqual([paymentId]);

  const given = await giveNumber(cookie, studentId, {
    purpose: '소득공제',
    number: '010-3333-4444',
  });
  expect(given.statusCode, given.body).toBe(200);
  await t.app.cashReceipts.runOnce();
  const issued = toss.receipts.find((one) => one.customerIdentityNumber === '01033334444')!;
  expect(issued).toMatchObject({ amount: 150_000, type: '소득공제' });
  expect((await listOf(cookie, studentId)).json().receipts).toEqual([
    {
      paymentId,
      status: '발급 완료',
      receiptNo: issued.issueNumber,
      purpose: '소득공제',
      dueOn: '2026-11-29',
      lastError: null,
    },
  ]);
  expect(await todoOf(teacher)).toEqual([]);
  // The copy of that one payment says the same.
  const copy = await asFamily(t.app, cookie, 'GET', `/api/family/cash-receipts?paymentId=${paymentId}`);
  expect(copy.json().receipt).toEqual((await listOf(cookie, studentId)).json().receipts[0]);
});

it('shows Toss’s reason when it refused the receipt', async () => {
  const { studentId, cookie } = await transferWithoutNumber();
  toss.refuseNext('INVALID_CASH_RECEIPT_INFO', '현금영수증 발급 정보가 올바르지 않습니다.');
  await giveNumber(cookie, studentId, {
    purpose: '지출증빙',
    number: '123-45-67890',
  });
  await t.app.cashReceipts.runOnce();
  const [refused] = (await listOf(cookie, studentId)).json().receipts;
  expect(refused).toMatchObject({
    status: '할 일',
    receiptNo: null,
    lastError: 'INVALID_CASH_RECEIPT_INFO: 현금영수증 발급 정보가 올바르지 않습니다.',
  });
});

it('reaches only the family’s own students, and needs a family session', async () => {
  const mine = await transferWithoutNumber();
  const other = await transferWithoutNumber();
  const reached = await listOf(mine.cookie, other.studentId);
  expect([reached.statusCode, reached.json().error.code]).toEqual([404, 'cashReceipts.student_not_found']);
  for (const query of ['studentId=abc', 'studentId=1%00', `studentId=${'9'.repeat(400)}`, '']) {
    const bad = await asFamily(t.app, mine.cookie, 'GET', `/api/family/cash-receipt-list?${query}`);
    expect([bad.statusCode, bad.json().error.code], query).toEqual([400, 'cashReceipts.student_not_found']);
  }
  const nobody = await t.app.inject({
    method: 'GET',
    url: `/api/family/cash-receipt-list?studentId=${mine.studentId}`,
  });
  expect(nobody.statusCode).toBe(401);
  const staff = await call(
    t.app,
    mine.teacher,
    'GET',
    `/api/family/cash-receipt-list?studentId=${mine.studentId}`,
  );
  expect(staff.statusCode).toBe(401);
});
