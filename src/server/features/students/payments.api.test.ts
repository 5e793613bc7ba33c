/** Payments, the 현금영수증 reminder, refunds with their working, and receipts. */
import { describe, expect, it } from 'vitest';
import { signIn } from '../../testing/sign-in.ts';
import { api, call, paid, studioForEachTest, teacherWith } from '../../testing/students.ts';
import { withTestApp } from '../../testing/test-app.ts';

const NOW = '2026-11-21T10:00:00+09:00';

describe('payments and refunds', () => {
  const studio = studioForEachTest(NOW);

  /** A teacher of the test's own with 지호, who paid 250,000원 by card for 4 lessons. */
  async function jihosTeacher() {
    const { t } = studio;
    const { teacher: kim } = await teacherWith(t.app, { name: '지호' });
    await paid(t.app, kim, '지호', { pay: 250_000, lesson: 4, method: '카드' });
    return kim;
  }

  /** A teacher of the test's own with 하윤, who paid twice in cash: 100,000원 for 2, then 99,000원 for 1. */
  async function hayunsTeacher() {
    const { t } = studio;
    const { teacher: kim } = await teacherWith(t.app, { name: '하윤', lesson: 2 });
    await paid(t.app, kim, '하윤', { pay: 100_000, lesson: 2, method: '현금', receiptNo: '123-456' });
    await paid(t.app, kim, '하윤', { pay: 99_000, lesson: 1, method: '현금' });
    return kim;
  }

  it('adds the lessons and records the payment in one call, with the spec message', async () => {
    const { t } = studio;
    const { teacher: kim } = await teacherWith(t.app, { name: '지호' });
    const response = await api.charge(t.app, kim, '지호', { pay: 250_000, lesson: 4, method: '카드' });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.message).toBe('지호님 250,000원 4회 결제되었습니다.');
    expect(body.cashReceiptReminder).toBeNull();
    expect(body.student.lesson).toBe(4);
    expect(body.payment).toMatchObject({
      name: '지호',
      kind: 'payment',
      payDay: '2026-11-21',
      pay: 250_000,
      lesson: 4,
      method: '카드',
      refunded: false,
    });
  });

  it('reminds of the 현금영수증 for cash of 100,000원 or more', async () => {
    const { t } = studio;
    const { teacher: kim } = await teacherWith(t.app, { name: '하윤', lesson: 2 });
    const cash = await api.charge(t.app, kim, '하윤', {
      pay: 100_000,
      lesson: 2,
      method: '현금',
      receiptNo: '123-456',
    });
    expect(cash.json().cashReceiptReminder).toBe(
      '현금 10만원 이상 결제입니다. 현금영수증을 꼭 발급해 주세요.',
    );
    expect(cash.json().payment.receiptNo).toBe('123-456');
    const small = await api.charge(t.app, kim, '하윤', { pay: 99_000, lesson: 1, method: '현금' });
    expect(small.json().cashReceiptReminder).toBeNull();
    expect(small.json().student.lesson).toBe(5);
  });

  it('refuses a bad payment with Korean messages and changes nothing', async () => {
    const { t } = studio;
    const kim = await jihosTeacher();
    const cases: [object, string][] = [
      [{ lesson: 1 }, 'students.pay_invalid'],
      [{ pay: 0, lesson: 1 }, 'students.pay_invalid'],
      [{ pay: -5000, lesson: 1 }, 'students.pay_invalid'],
      [{ pay: 1000.5, lesson: 1 }, 'students.pay_invalid'],
      [{ pay: 1000, lesson: 0 }, 'students.pay_lessons_invalid'],
      [{ pay: 1000, lesson: 101 }, 'students.pay_lessons_invalid'],
      [{ pay: 1000, lesson: 1, method: '상품권' }, 'students.method_invalid'],
      [{ pay: 1000, lesson: 1, receiptNo: '<script>' }, 'students.receipt_no_too_long'],
    ];
    for (const [body, code] of cases) {
      const response = await api.charge(t.app, kim, '지호', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().error.code).toBe(code);
    }
    expect((await api.detail(t.app, kim, '지호')).json().lesson).toBe(4);
  });

  it('lists payments newest first in the spec fields', async () => {
    const { t } = studio;
    const kim = await hayunsTeacher();
    const list = (await api.payments(t.app, kim, '하윤')).json();
    expect(
      list.map((p: { pay: number; lesson: number; method: string }) => [p.pay, p.lesson, p.method]),
    ).toEqual([
      [99_000, 1, '현금'],
      [100_000, 2, '현금'],
    ]);
  });

  it('shows the refund working on a dry run without changing anything, then records it', async () => {
    const { t } = studio;
    const kim = await jihosTeacher();
    await api.lesson(t.app, kim, '지호'); // 1 of 4 used: not yet a third, so 2/3 back
    const quote = await api.refund(t.app, kim, '지호', true);
    expect(quote.statusCode).toBe(200);
    expect(quote.json()).toMatchObject({
      dryRun: true,
      message: null,
      payment: null,
      student: { lesson: 3 },
      calculation: {
        amount: 250_000,
        lessons: 4,
        used: 1,
        unused: 3,
        bracket: 'before_third',
        refund: 166_666,
      },
    });
    expect(quote.json().calculation.steps).toHaveLength(4);
    expect((await api.detail(t.app, kim, '지호')).json().lesson).toBe(3);

    const done = await api.refund(t.app, kim, '지호', false);
    expect(done.statusCode).toBe(200);
    expect(done.json().message).toBe('지호님 166,666원 환불되었습니다.');
    expect(done.json().student.lesson).toBe(0);
    expect(done.json().payment).toMatchObject({ kind: 'refund', pay: -166_666, lesson: -3, method: '카드' });

    const list = (await api.payments(t.app, kim, '지호')).json();
    expect(list.map((p: { kind: string; refunded: boolean }) => [p.kind, p.refunded])).toEqual([
      ['refund', false],
      ['payment', true],
    ]);
    const again = await api.refund(t.app, kim, '지호', false);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('students.already_refunded');
  });

  it('refuses a refund when nothing was paid or half the package is used', async () => {
    const { t } = studio;
    const kim = await signIn(t.app, 'teacher');
    await api.add(t.app, kim, { name: '무결제', lesson: 3 });
    expect((await api.refund(t.app, kim, '무결제', true)).json().error.code).toBe(
      'students.nothing_to_refund',
    );
    await api.add(t.app, kim, { name: '절반' });
    await api.charge(t.app, kim, '절반', { pay: 120_000, lesson: 2 });
    await api.lesson(t.app, kim, '절반');
    const quote = (await api.refund(t.app, kim, '절반', true)).json();
    expect(quote.calculation).toMatchObject({ bracket: 'after_half', refund: 0 });
    const refused = await api.refund(t.app, kim, '절반', false);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.code).toBe('students.refund_zero');
    expect((await api.detail(t.app, kim, '절반')).json().lesson).toBe(1);
  });

  it("gives a receipt with the studio's details to the student's teacher and the owner only", async () => {
    const { t, owner } = studio;
    const kim = await hayunsTeacher();
    const lee = await signIn(t.app, 'teacher');
    const [payment] = (await api.payments(t.app, kim, '하윤')).json();
    const receipt = await call(t.app, kim, 'GET', `/api/payList/receipt/${payment.id}`);
    expect(receipt.statusCode).toBe(200);
    expect(receipt.json()).toEqual({
      studio: {
        name: '온음 색소폰 & 보컬 아카데미',
        representative: '윤서진',
        businessNumber: '000-00-00000',
        address: '서울특별시 마포구 선율로 27, 온음빌딩 3층',
        phone: '02-123-4567',
      },
      studentName: '하윤',
      payment,
    });
    expect((await call(t.app, owner, 'GET', `/api/payList/receipt/${payment.id}`)).statusCode).toBe(200);
    const other = await call(t.app, lee, 'GET', `/api/payList/receipt/${payment.id}`);
    expect(other.statusCode).toBe(404);
    expect(other.json().error.code).toBe('students.payment_not_found');
    expect((await call(t.app, kim, 'GET', '/api/payList/receipt/999999')).statusCode).toBe(404);
    expect((await call(t.app, kim, 'GET', '/api/payList/receipt/abc')).statusCode).toBe(400);
  });

  it('names the studio and its representative on a receipt as the owner last published them', async () => {
    // An app of its own: the studio's details are the whole studio's, and the other tests print
    // the first ones.
    await withTestApp(
      async (t) => {
        const owner = await signIn(t.app, 'owner');
        const { teacher: kim } = await teacherWith(t.app, { name: '하윤' });
        await paid(t.app, kim, '하윤', { pay: 99_000, lesson: 1, method: '현금' });
        const [payment] = (await api.payments(t.app, kim, '하윤')).json();
        const { version, studio } = (await t.app.inject({ url: '/api/site/studio' })).json();
        // The first-start business number is a placeholder that fails the check digit: the owner
        // must put the real one in before anything else can be saved.
        const renamed = {
          ...studio,
          name: '새음 음악학원',
          phone: '051-765-4321',
          floor: '',
          businessNumber: '1234567891',
          owner: '한가온',
        };
        const saved = await call(t.app, owner, 'PUT', '/api/site/studio', { version, studio: renamed });
        expect(saved.statusCode).toBe(200);
        expect((await call(t.app, kim, 'GET', `/api/payList/receipt/${payment.id}`)).json().studio).toEqual({
          name: '새음 음악학원',
          representative: '한가온',
          businessNumber: '123-45-67891',
          address: '서울특별시 마포구 선율로 27, 온음빌딩',
          phone: '051-765-4321',
        });
      },
      { now: NOW },
    );
  });

  it('audits payments and refunds with their amounts', async () => {
    const { t, owner } = studio;
    const kim = await jihosTeacher();
    await api.add(t.app, kim, { name: '하윤' });
    await paid(t.app, kim, '하윤', { pay: 60_000, lesson: 1, method: '현금' });
    await api.lesson(t.app, kim, '지호');
    expect((await api.refund(t.app, kim, '지호', false)).statusCode).toBe(200);
    const audit = (await call(t.app, owner, 'GET', '/api/audit')).json();
    const mine = audit.items.filter((item: { actorId: string }) => item.actorId === kim.id);
    const refund = mine.find((item: { action: string }) => item.action === 'payment.refund');
    expect(refund).toMatchObject({
      target: '지호',
      actorId: kim.id,
      detail: { refund: 166_666, lessons: 3 },
    });
    const payments = mine.filter((item: { action: string }) => item.action === 'payment.create');
    expect(payments).toHaveLength(2);
  });
});
