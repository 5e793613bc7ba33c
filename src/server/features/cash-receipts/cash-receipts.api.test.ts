/**
 * 현금영수증 for money taken as 현금 or 계좌이체 (docs/decisions/089), against a local stand-in
 * of Toss's cash-receipt API: with keys and the family's number a payment of 100,000원 or more
 * is issued by itself; without either it waits on the staff's to-do, due the payment's day + 5,
 * until someone types the 홈택스 number; a refund or a void takes the receipt back. A card
 * payment or a smaller one needs none unless the family asks.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { countWhere } from '../../testing/count-rows.ts';
import { asFamily, signInFamily } from '../../testing/family.ts';
import { ownerOf } from '../../testing/invoices.ts';
import { type SignedIn, signIn } from '../../testing/sign-in.ts';
import { call } from '../../testing/students.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { startTossCashReceipts, type TossCashReceipts } from '../../testing/toss-cash-receipts.ts';

const SECRET = 'live_sk_studio0000000000000000000';
let names = 0;

describe('현금영수증', () => {
  let toss: TossCashReceipts;
  let t: TestApp;

  beforeAll(async () => {
    toss = await startTossCashReceipts(SECRET);
    t = await createTestApp({ now: '2026-11-25T10:00:00+09:00', env: { TOSS_API_BASE: toss.url } });
  });
  afterAll(async () => {
    await t.close();
    await toss.close();
  });

  /** The studio's own live keys set at 사이트 관리 → 결제, or (null) Toss's test keys, which issue nothing. */
  async function setKeys(secretKey: string | null) {
    const owner = await ownerOf(t.app);
    const keys =
      secretKey === null ? { testKeys: true } : { clientKey: 'live_ck_studio0000000000000', secretKey };
    const saved = await call(t.app, owner, 'PUT', '/api/settings/payments', { transferAccount: '', ...keys });
    expect(saved.statusCode, saved.body).toBe(200);
  }
  beforeEach(async () => {
    await setKeys(null);
  });

  async function student(teacher: SignedIn, number?: { purpose: string; number: string }) {
    names += 1;
    const name = `영수학생${String(names).padStart(3, '0')}`;
    const made = await call(t.app, teacher, 'POST', '/api/member', { name, phone: '010-2000-0000' });
    expect(made.statusCode, made.body).toBe(201);
    const id = made.json().student.id as number;
    if (number) {
      const saved = await call(t.app, teacher, 'PUT', `/api/students/${id}/cash-receipt-number`, number);
      expect(saved.statusCode, saved.body).toBe(200);
    }
    return { id, name };
  }

  async function pay(teacher: SignedIn, name: string, pay: number, method: string, date?: string) {
    const charged = await call(t.app, teacher, 'PUT', `/api/member/charge/${encodeURIComponent(name)}`, {
      pay,
      lesson: 4,
      method,
      ...(date ? { date } : {}),
    });
    expect(charged.statusCode, charged.body).toBe(200);
    return charged.json().payment.id as number;
  }

  const receiptsOf = async (who: SignedIn, studentId: number) => {
    await t.app.cashReceipts.runOnce();
    const answer = await call(t.app, who, 'GET', `/api/students/${studentId}/cash-receipts`);
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json().receipts as Record<string, unknown>[];
  };

  it('waits on the to-do without keys, due five days after the payment, until staff type its number', async () => {
    const teacher = await signIn(t.app, 'teacher');
    const { id, name } = await student(teacher, { purpose: '소득공제', number: '010-1234-5678' });
    const paymentId = await pay(teacher, name, 240_000, '현금', '2026-11-24');
    const [waiting] = await receiptsOf(teacher, id);
    expect(waiting).toMatchObject({
      paymentId,
      amount: 240_000,
      payDay: '2026-11-24',
      dueOn: '2026-11-29',
      status: '할 일',
      receiptNo: null,
      byProvider: false,
    });
    const todo = (await call(t.app, teacher, 'GET', '/api/cash-receipts/todo')).json().receipts;
    expect(
      todo.map((one: { paymentId: number; studentName: string }) => [one.paymentId, one.studentName]),
    ).toEqual([[paymentId, name]]);
    // Another teacher neither sees nor marks it.
    const other = await signIn(t.app, 'teacher');
    expect((await call(t.app, other, 'GET', '/api/cash-receipts/todo')).json().receipts).toEqual([]);
    const receiptId = waiting!.id as number;
    const refused = await call(t.app, other, 'POST', `/api/cash-receipts/${receiptId}/issued`, {
      receiptNo: '1',
    });
    expect(refused.statusCode).toBe(404);

    const marked = await call(t.app, teacher, 'POST', `/api/cash-receipts/${receiptId}/issued`, {
      receiptNo: ' 123456789 ',
    });
    expect(marked.statusCode, marked.body).toBe(200);
    expect(marked.json().message).toBe(`${name} 학생의 현금영수증을 발급 완료로 바꿨습니다.`);
    expect(marked.json().receipt).toMatchObject({
      status: '발급 완료',
      receiptNo: '123456789',
      byProvider: false,
    });
    expect((await call(t.app, teacher, 'GET', '/api/cash-receipts/todo')).json().receipts).toEqual([]);
    expect(
      toss.requests.filter((one) => JSON.stringify(one.body).includes(`cash-receipt-${receiptId}`)),
    ).toEqual([]);

    // The family's copy says so.
    const cookie = await signInFamily(t.app, teacher, name);
    const copy = await asFamily(t.app, cookie, 'GET', `/api/family/cash-receipts?paymentId=${paymentId}`);
    expect(copy.json()).toEqual({
      receipt: {
        paymentId,
        status: '발급 완료',
        receiptNo: '123456789',
        purpose: null,
        dueOn: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
        lastError: null,
      },
    });
  });

  it('is issued through Toss with the family’s number when the keys are set, and cancelled with Toss by a refund', async () => {
    await setKeys(SECRET);
    const teacher = await signIn(t.app, 'teacher');
    const { id, name } = await student(teacher, { purpose: '지출증빙', number: '123-45-67890' });
    const paymentId = await pay(teacher, name, 300_000, '계좌이체');
    const [issued] = await receiptsOf(teacher, id);
    expect(issued).toMatchObject({ paymentId, status: '발급 완료', purpose: '지출증빙', byProvider: true });
    const receipt = toss.receipts.find((one) => one.orderId === `cash-receipt-${issued!.id}`)!;
    expect(receipt).toMatchObject({
      amount: 300_000,
      orderName: `${name} 수강료`,
      type: '지출증빙',
      customerIdentityNumber: '1234567890',
    });
    expect(issued!.receiptNo).toBe(receipt.issueNumber);
    // Its one issue went with the studio's key (another test's wrong key asks Toss too).
    const asked = toss.requests.filter((one) => JSON.stringify(one.body).includes(receipt.orderId));
    expect(asked.map((one) => [one.path, one.authorized])).toEqual([['/v1/cash-receipts', true]]);

    // A refund before any lesson gives everything back, and the receipt is cancelled in full.
    const refunded = await call(t.app, teacher, 'POST', `/api/member/refund/${encodeURIComponent(name)}`, {});
    expect(refunded.statusCode, refunded.body).toBe(200);
    const [cancelled] = await receiptsOf(teacher, id);
    expect(cancelled).toMatchObject({ status: '취소', cancelAmount: 300_000 });
    expect(receipt.cancelled).toEqual([300_000]);
  });

  it('leaves a receipt Toss refuses on the to-do with Toss’s reason, tried once', async () => {
    await setKeys(SECRET);
    toss.refuseNext('INVALID_CASH_RECEIPT_INFO', '현금영수증 발급 정보가 올바르지 않습니다.');
    const teacher = await signIn(t.app, 'teacher');
    const { id, name } = await student(teacher, { purpose: '소득공제', number: '01099998888' });
    await pay(teacher, name, 150_000, '현금');
    await t.app.cashReceipts.runOnce();
    const [refused] = await receiptsOf(teacher, id);
    expect(refused).toMatchObject({
      status: '할 일',
      lastError: 'INVALID_CASH_RECEIPT_INFO: 현금영수증 발급 정보가 올바르지 않습니다.',
    });
    const before = toss.requests.length;
    await t.app.cashReceipts.runOnce();
    expect(toss.requests.length).toBe(before);
  });

  it('is not asked by a wrong secret key: the refusal is the reason on the to-do', async () => {
    await setKeys('live_sk_not_the_studios0000000000');
    const teacher = await signIn(t.app, 'teacher');
    const { id, name } = await student(teacher, { purpose: '소득공제', number: '01077776666' });
    await pay(teacher, name, 100_000, '현금');
    const [refused] = await receiptsOf(teacher, id);
    expect(refused).toMatchObject({ status: '할 일' });
    expect(refused!.lastError).toMatch(/^UNAUTHORIZED_KEY: /);
  });

  it('needs none for a card or a smaller payment unless the family asks, and never for a card', async () => {
    const teacher = await signIn(t.app, 'teacher');
    const { id, name } = await student(teacher);
    const card = await pay(teacher, name, 500_000, '카드');
    const small = await pay(teacher, name, 99_999, '현금');
    expect(await receiptsOf(teacher, id)).toEqual([]);
    const asked = await call(t.app, teacher, 'POST', `/api/cash-receipts/payments/${small}`);
    expect(asked.statusCode, asked.body).toBe(200);
    expect(asked.json().receipts.map((one: { status: string }) => one.status)).toEqual(['할 일']);
    const again = await call(t.app, teacher, 'POST', `/api/cash-receipts/payments/${small}`);
    expect([again.statusCode, again.json().error.code]).toEqual([409, 'cashReceipts.exists']);
    const byCard = await call(t.app, teacher, 'POST', `/api/cash-receipts/payments/${card}`);
    expect([byCard.statusCode, byCard.json().error.message]).toEqual([
      409,
      '현금이나 계좌이체로 받은 결제만 현금영수증을 발급합니다.',
    ]);
    const other = await signIn(t.app, 'teacher');
    expect((await call(t.app, other, 'POST', `/api/cash-receipts/payments/${small}`)).statusCode).toBe(404);
  });

  it('leaves the to-do when its payment is voided, and asks staff to cancel at 홈택스 one issued there', async () => {
    const teacher = await signIn(t.app, 'teacher');
    const { id, name } = await student(teacher);
    const voided = await pay(teacher, name, 200_000, '현금');
    const [open] = await receiptsOf(teacher, id);
    const gone = await call(t.app, teacher, 'POST', `/api/payList/${voided}/void`, { reason: '잘못 입력함' });
    expect(gone.statusCode, gone.body).toBe(200);
    expect((await receiptsOf(teacher, id)).find((one) => one.id === open!.id)).toMatchObject({
      status: '취소',
    });

    const kept = await pay(teacher, name, 200_000, '계좌이체');
    const receipt = (await receiptsOf(teacher, id)).find((one) => one.paymentId === kept)!;
    await call(t.app, teacher, 'POST', `/api/cash-receipts/${receipt.id}/issued`, { receiptNo: '777' });
    expect(
      (await call(t.app, teacher, 'POST', `/api/payList/${kept}/void`, { reason: '잘못 입력함' })).statusCode,
    ).toBe(200);
    const toCancel = (await receiptsOf(teacher, id)).find((one) => one.paymentId === kept)!;
    expect(toCancel).toMatchObject({ status: '취소 할 일', receiptNo: '777' });
    const todo = (await call(t.app, teacher, 'GET', '/api/cash-receipts/todo')).json().receipts;
    expect(todo.map((one: { id: number; status: string }) => [one.id, one.status])).toEqual([
      [receipt.id, '취소 할 일'],
    ]);
    const done = await call(t.app, teacher, 'POST', `/api/cash-receipts/${receipt.id}/cancelled`);
    expect(done.json().receipt.status).toBe('취소');
  });

  it('keeps a number only as digits of a phone or a business number, and refuses anything else in Korean', async () => {
    const teacher = await signIn(t.app, 'teacher');
    const { id } = await student(teacher);
    for (const number of ['abc', '010-12', '1'.repeat(30), '010\u00001234\u00005678']) {
      const refused = await call(t.app, teacher, 'PUT', `/api/students/${id}/cash-receipt-number`, {
        purpose: '소득공제',
        number,
      });
      expect(refused.statusCode, number).toBe(400);
      expect(refused.json().error.code).toMatch(/^(cashReceipts\.number_invalid|text_control)$/);
    }
    const wrongPurpose = await call(t.app, teacher, 'PUT', `/api/students/${id}/cash-receipt-number`, {
      purpose: '기타',
      number: '01012345678',
    });
    expect(wrongPurpose.json().error.message).toBe('용도는 소득공제나 지출증빙 중에서 골라 주세요.');
    expect((await call(t.app, teacher, 'GET', `/api/students/${id}/cash-receipt-number`)).json()).toEqual({
      number: null,
    });
    const owner = await ownerOf(t.app);
    const saved = await call(t.app, owner, 'PUT', `/api/students/${id}/cash-receipt-number`, {
      purpose: '소득공제',
      number: '010 1234 5678',
    });
    expect(saved.json()).toEqual({
      message: '현금영수증 번호를 저장했습니다.',
      number: { purpose: '소득공제', number: '01012345678' },
    });
  });

  it('is marked issued once when several staff press at once', async () => {
    const teacher = await signIn(t.app, 'teacher');
    const { id, name } = await student(teacher);
    await pay(teacher, name, 120_000, '현금');
    const [open] = await receiptsOf(teacher, id);
    const owner = await ownerOf(t.app);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        call(t.app, index % 2 ? owner : teacher, 'POST', `/api/cash-receipts/${open!.id}/issued`, {
          receiptNo: `N${index}`,
        }),
      ),
    );
    const codes = answers.map((answer) => answer.statusCode).sort();
    expect(codes.filter((code) => code === 200)).toHaveLength(1);
    expect(codes.filter((code) => code === 409)).toHaveLength(19);
    const winner = answers.find((answer) => answer.statusCode === 200)!.json().receipt.receiptNo;
    const [stored] = await receiptsOf(teacher, id);
    expect(stored).toMatchObject({ status: '발급 완료', receiptNo: winner });
    expect(await countWhere(t.db, 'audit_log', { action: 'cash_receipt.issue', target: name })).toBe(1);
  });
});
