/**
 * A refund of another amount than the statutory one (with a reason, never more than the package
 * was paid), one that keeps the lessons, and a 0원 one that takes the lessons only when asked
 * (남은 레슨도 정리) — through the one ledger writer, in one transaction, audited, once per
 * package however many arrive at once. On both databases.
 */
import { describe, expect, it } from 'vitest';
import { auditEntries } from '../../testing/audit-entries.ts';
import { signIn } from '../../testing/sign-in.ts';
import { api, call, countStatuses, ledgerMismatches, studioForEachTest } from '../../testing/students.ts';

describe('refunds of the amount agreed', () => {
  const studio = studioForEachTest('2026-11-21T10:00:00+09:00');

  /** A teacher of the test's own, and short ways to refund and read their students. */
  async function refundingTeacher() {
    const { t } = studio;
    const kim = await signIn(t.app, 'teacher');
    const refund = (name: string, body: object) =>
      call(t.app, kim, 'POST', `/api/member/refund/${encodeURIComponent(name)}`, body);
    const remaining = async (name: string) => (await api.detail(t.app, kim, name)).json().lesson;
    const paymentsOf = async (name: string) => (await api.payments(t.app, kim, name)).json();
    /** A student with a package of `lessons` for `pay`, `used` of them given: the student's id. */
    const withPackage = async (name: string, pay: number, lessons: number, used: number) => {
      const id = (await api.add(t.app, kim, { name })).json().student.id as number;
      await api.charge(t.app, kim, name, { pay, lesson: lessons, method: '카드' });
      for (let i = 0; i < used; i += 1) await api.lesson(t.app, kim, name);
      return id;
    };
    return { t, kim, refund, remaining, paymentsOf, withPackage };
  }

  it('refuses more than was paid, another amount without a reason and a malformed one, writing nothing', async () => {
    const { refund, remaining, paymentsOf, withPackage } = await refundingTeacher();
    await withPackage('하나', 250_000, 4, 1);
    const cases: [object, number, string][] = [
      [{ amount: 250_001, reason: '합의' }, 409, 'students.refund_over_paid'],
      [{ amount: 100_000 }, 400, 'students.refund_reason_required'],
      [{ amount: 100_000, reason: '   ' }, 400, 'students.refund_reason_required'],
      [{ amount: -1, reason: '합의' }, 400, 'students.refund_amount_invalid'],
      [{ amount: 1.5, reason: '합의' }, 400, 'students.refund_amount_invalid'],
      [{ amount: 100_000, reason: '합의', clearLessons: 'yes' }, 400, 'invalid_input'],
    ];
    for (const [body, status, code] of cases) {
      const response = await refund('하나', body);
      expect([response.statusCode, response.json().error.code], JSON.stringify(body)).toEqual([status, code]);
    }
    expect((await refund('하나', { amount: 100_000 })).json().error.message).toBe(
      '법정 환불액과 다른 금액을 환불하려면 사유를 입력해 주세요.',
    );
    expect(await remaining('하나')).toBe(3);
    expect(await paymentsOf('하나')).toHaveLength(1);
  });

  it('pays back the amount typed with its reason and takes the package’s unused lessons, audited', async () => {
    const { t, kim, refund, withPackage } = await refundingTeacher();
    const hana = await withPackage('하나', 250_000, 4, 1);
    const done = await refund('하나', { amount: 100_000, reason: '가족과 합의한 금액' });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({
      message: '하나님 100,000원 환불되었습니다.',
      calculation: { refund: 166_666, unused: 3 },
      student: { lesson: 0 },
      payment: { kind: 'refund', pay: -100_000, lesson: -3 },
    });
    const ledger = await t.db
      .selectFrom('lesson_ledger')
      .select(['change', 'reason', 'note', 'balance'])
      .where('reason', '=', 'refund')
      .where('student_id', '=', hana)
      .execute();
    expect(ledger).toEqual([{ change: -3, reason: 'refund', note: '가족과 합의한 금액', balance: 0 }]);
    const [audit] = await auditEntries(t.db, 'payment.refund', { actor: kim.id });
    expect(JSON.parse(audit!.detail)).toMatchObject({
      refund: 100_000,
      statutory: 166_666,
      lessons: 3,
      reason: '가족과 합의한 금액',
    });
    expect((await refund('하나', { amount: 1, reason: '또' })).json().error.code).toBe(
      'students.already_refunded',
    );
  });

  it('takes the statutory amount without a reason, and the whole fee with one', async () => {
    const { refund, remaining, withPackage } = await refundingTeacher();
    await withPackage('두리', 200_000, 4, 0);
    expect((await refund('두리', { amount: 200_000 })).json().payment.pay).toBe(-200_000);
    await withPackage('세나', 200_000, 4, 2);
    const whole = await refund('세나', { amount: 200_000, reason: '선생님 사정으로 그만둠' });
    expect(whole.json()).toMatchObject({
      calculation: { refund: 0 },
      payment: { pay: -200_000, lesson: -2 },
    });
    expect(await remaining('세나')).toBe(0);
  });

  it('pays back money and keeps the lessons when asked to', async () => {
    const { refund, withPackage } = await refundingTeacher();
    await withPackage('넷', 200_000, 4, 0);
    const kept = await refund('넷', { amount: 50_000, reason: '할인 차액', clearLessons: false });
    expect(kept.json()).toMatchObject({
      message: '넷님 50,000원 환불되었습니다. 남은 레슨은 그대로 둡니다.',
      student: { lesson: 4 },
      payment: { pay: -50_000, lesson: 0 },
    });
  });

  it('takes no lessons with a 0원 refund unless asked, and then only them', async () => {
    const { t, kim, refund, remaining, paymentsOf, withPackage } = await refundingTeacher();
    const { owner } = studio;
    // A refund of money by the same teacher, for the month's figures below.
    await withPackage('넷', 200_000, 4, 0);
    expect(
      (await refund('넷', { amount: 50_000, reason: '할인 차액', clearLessons: false })).statusCode,
    ).toBe(200);
    await withPackage('절반', 120_000, 2, 1);
    for (const body of [{}, { clearLessons: false }, { amount: 0, clearLessons: false }]) {
      const refused = await refund('절반', body);
      expect([refused.statusCode, refused.json().error.code], JSON.stringify(body)).toEqual([
        409,
        'students.refund_zero',
      ]);
    }
    expect(await remaining('절반')).toBe(1);

    const cleared = await refund('절반', { clearLessons: true });
    expect(cleared.json()).toMatchObject({
      message: '절반님 환불 금액 없이 이 결제의 남은 레슨 1회를 정리했습니다.',
      student: { lesson: 0 },
      payment: null,
    });
    const [pkg, ...others] = await paymentsOf('절반');
    expect(others).toEqual([]);
    expect(pkg).toMatchObject({ kind: 'payment', pay: 120_000, refunded: true });
    expect((await api.detail(t.app, kim, '절반')).json().packages).toEqual([]);
    expect((await api.receipt(t.app, kim, pkg.id)).json().payment.refunded).toBe(true);
    expect((await refund('절반', { clearLessons: true })).json().error.code).toBe(
      'students.already_refunded',
    );
    const voided = await api.void(t.app, owner, pkg.id, { reason: '실수' });
    expect([voided.statusCode, voided.json().error.code]).toEqual([409, 'students.void_refunded']);
    // No money went back: the teacher's refunds of the month are the one above, no 0원 row.
    const stats = (await call(t.app, owner, 'GET', `/api/stats?month=2026-11&teacherId=${kim.id}`)).json();
    expect(stats.refunds).toEqual({ count: 1, amount: 50_000 });
  });

  it('records nothing for a 0원 refund with no lessons left to take', async () => {
    const { refund, paymentsOf, withPackage } = await refundingTeacher();
    await withPackage('다씀', 100_000, 2, 2);
    const response = await refund('다씀', { clearLessons: true });
    expect([response.statusCode, response.json().error.code]).toEqual([409, 'students.refund_nothing']);
    expect(await paymentsOf('다씀')).toHaveLength(1);
  });

  it('closes a package once out of 10 simultaneous 0원 refunds', async () => {
    const { t, refund, remaining, withPackage } = await refundingTeacher();
    await withPackage('경쟁', 100_000, 4, 3);
    const responses = await Promise.all(
      Array.from({ length: 10 }, () => refund('경쟁', { clearLessons: true })),
    );
    expect(countStatuses(responses)).toEqual({ 200: 1, 409: 9 });
    expect(await remaining('경쟁')).toBe(0);
    expect(await ledgerMismatches(t.app)).toEqual([]);
  });
});
