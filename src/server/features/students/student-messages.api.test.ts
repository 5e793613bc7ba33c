/**
 * The messages students' changes write, in the change's own transaction: a payment's receipt
 * (its link made absolute with PUBLIC_URL when sent), 남은 레슨 1회 and 0회/미수 after a charged
 * lesson, a 보강권 granted by an absence told in time; none for a student without consent.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { appForTests } from '../../testing/app-for-tests.ts';
import { countWhere } from '../../testing/count-rows.ts';
import { outboxRows, studentWithContacts } from '../../testing/messages.ts';
import { studentWithMother } from '../../testing/senders.ts';
import { type SignedIn, signIn } from '../../testing/sign-in.ts';
import { api } from '../../testing/students.ts';

describe('messages from lessons and payments', () => {
  let teacher: SignedIn;
  let studentId: number;
  const t = appForTests({
    now: '2026-11-25T10:00:00+09:00',
    env: { PUBLIC_URL: 'https://studio.example' },
  });
  beforeAll(async () => {
    teacher = await signIn(t.app, 'teacher');
    studentId = await studentWithMother(t, teacher);
    await studentWithContacts(t, teacher, '박서준', [
      { name: '박아빠', relation: '아버지', phone: '010-2222-0001' },
    ]);
  });
  const outbox = () => outboxRows(t.db);

  // One story: the payment's receipt, then the balance notices of the lessons it paid for.
  it('writes the receipt with the payment, then 남은 레슨 1회 and 0회 in its place, nothing for a free one', async () => {
    const charged = await api.charge(t.app, teacher, '김민지', { pay: 200000, lesson: 2, method: '카드' });
    expect(charged.statusCode).toBe(200);
    const paymentId = charged.json().payment.id;
    const [row] = await outbox();
    expect(row).toMatchObject({
      event: 'payment-received',
      source_key: `payment:${paymentId}`,
      student_id: studentId,
    });
    expect(JSON.parse(row!.variables)).toEqual({
      이름: '김민지',
      금액: '200,000원',
      횟수: '2',
      영수증: `/family/receipt/${paymentId}`,
    });
    expect(await countWhere(t.db, 'message_outbox', { event: 'payment-received' })).toBe(1);
    await t.app.outbox.runOnce();
    const sent = await t.db
      .selectFrom('message_outbox')
      .select('text')
      .where('event', '=', 'payment-received')
      .executeTakeFirstOrThrow();
    expect(sent.text).toBe(
      `김민지님의 수강료 200,000원 (2회) 결제가 확인되었습니다. 영수증: https://studio.example/family/receipt/${paymentId}`,
    );

    // Then, of the two lessons paid: 남은 레슨 1회, then 0회 in its place while it waits, and
    // nothing for a free one.
    expect((await api.lesson(t.app, teacher, '김민지', { status: '출석' })).statusCode).toBe(200);
    expect(
      (await api.lesson(t.app, teacher, '김민지', { status: '강사사정', date: '2026-11-26' })).statusCode,
    ).toBe(200);
    expect(
      (await api.lesson(t.app, teacher, '김민지', { status: '출석', date: '2026-11-24' })).statusCode,
    ).toBe(200);
    const events = (await outbox()).map((row) => [row.event, JSON.parse(row.variables)]);
    // One balance notice a day: 0회 took the place of the 1회 no worker had sent yet.
    expect(events).toEqual([
      ['payment-received', expect.any(Object)],
      ['lessons-out', { 이름: '김민지', 미수: '0' }],
      [
        'credit-granted',
        { 이름: '김민지', 날짜: '2026-11-26', 기한: expect.stringMatching(/^2026-12-\d\d$/) },
      ],
    ]);
  });

  it('writes nothing for a student whose contacts did not consent', async () => {
    const before = (await outbox()).length;
    expect(
      (await api.charge(t.app, teacher, '박서준', { pay: 50000, lesson: 1, method: '현금' })).statusCode,
    ).toBe(200);
    expect((await api.lesson(t.app, teacher, '박서준', { status: '출석' })).statusCode).toBe(200);
    expect(await outbox()).toHaveLength(before);
  });
});
