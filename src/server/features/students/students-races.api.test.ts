/** Many taps at once on one student: no lesson may be lost or invented, on either database. */
import { describe, expect, it } from 'vitest';
import { appForTests } from '../../testing/app-for-tests.ts';
import { api, countStatuses, expectBalancesTrue, teacherForRaces } from '../../testing/students.ts';

describe('concurrent changes of one student', () => {
  const t = appForTests({ now: '2026-11-21T10:00:00+09:00' });
  // Nothing may be owed here: these races are about the floor of 0 (the owed races are apart).
  const kim = teacherForRaces(t, 0);

  const ledgerSum = async (name: string) => {
    const row = await t.db
      .selectFrom('lesson_ledger')
      .innerJoin('students', 'students.id', 'lesson_ledger.student_id')
      .select((eb) => eb.fn.sum<number>('lesson_ledger.change').as('total'))
      .where('students.name', '=', name)
      .executeTakeFirstOrThrow();
    return Number(row.total);
  };

  it('with 5 lessons left, 20 simultaneous lesson records give exactly 5 successes and 0 left', async () => {
    await api.add(t.app, kim, { name: '경쟁', lesson: 5 });
    const responses = await Promise.all(Array.from({ length: 20 }, () => api.lesson(t.app, kim, '경쟁')));
    expect(countStatuses(responses)).toEqual({ 200: 5, 409: 15 });
    for (const response of responses.filter((r) => r.statusCode === 409)) {
      expect(response.json().error.code).toBe('students.no_lessons_left');
    }
    expect((await api.detail(t.app, kim, '경쟁')).json().lesson).toBe(0);
    expect(await ledgerSum('경쟁')).toBe(0);
    expect((await api.lessons(t.app, kim, '경쟁')).json()).toHaveLength(5);
  });

  it('20 simultaneous payments of 1 lesson add exactly 20', async () => {
    await api.add(t.app, kim, { name: '결제경쟁', lesson: 3 });
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        api.charge(t.app, kim, '결제경쟁', { pay: 10_000 + index, lesson: 1 }),
      ),
    );
    expect(countStatuses(responses)).toEqual({ 200: 20 });
    expect((await api.detail(t.app, kim, '결제경쟁')).json().lesson).toBe(23);
    expect(await ledgerSum('결제경쟁')).toBe(23);
    expect((await api.payments(t.app, kim, '결제경쟁')).json()).toHaveLength(20);
  });

  it('lessons, cancels and payments mixed at once keep remaining equal to the ledger', async () => {
    await api.add(t.app, kim, { name: '혼합', lesson: 2 });
    const responses = await Promise.all(
      Array.from({ length: 30 }, (_, index) => {
        if (index % 3 === 0) return api.charge(t.app, kim, '혼합', { pay: 20_000, lesson: 1 });
        if (index % 3 === 1) return api.lesson(t.app, kim, '혼합');
        return api.cancel(t.app, kim, '혼합');
      }),
    );
    expect(responses.every((r) => r.statusCode === 200 || r.statusCode === 409)).toBe(true);
    const remaining = (await api.detail(t.app, kim, '혼합')).json().lesson;
    expect(remaining).toBeGreaterThanOrEqual(0);
    expect(await ledgerSum('혼합')).toBe(remaining);
    const kept = (await api.lessons(t.app, kim, '혼합')).json().length;
    // 2 opening + 10 paid − lessons kept = what is left.
    expect(2 + 10 - kept).toBe(remaining);
  });

  it('refunds one package once out of 10 simultaneous tries', async () => {
    await api.add(t.app, kim, { name: '환불경쟁' });
    await api.charge(t.app, kim, '환불경쟁', { pay: 300_000, lesson: 6 });
    const responses = await Promise.all(
      Array.from({ length: 10 }, () => api.refund(t.app, kim, '환불경쟁', false)),
    );
    expect(countStatuses(responses)).toEqual({ 200: 1, 409: 9 });
    expect((await api.detail(t.app, kim, '환불경쟁')).json().lesson).toBe(0);
    expect((await api.payments(t.app, kim, '환불경쟁')).json()).toHaveLength(2);
  });

  // Last, after every race above: the kept balances against the ledger, on both databases.
  it('leaves every kept balance equal to the sum of its ledger rows, as the student list shows', async () => {
    await expectBalancesTrue(t.app, kim);
  });
});
