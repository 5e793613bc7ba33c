/**
 * Races at the owed limit, on both databases, with the requests held at a barrier on PostgreSQL
 * (testing/row-barrier.ts) so that they really meet: no lesson may be lost or invented, the
 * balance never passes −N, and the ledger always sums to the remaining count.
 */
import { describe, expect, it } from 'vitest';
import { chargeFloor } from '#shared/ledger-rules.ts';
import { appForTests } from '../../testing/app-for-tests.ts';
import { countStatuses } from '../../testing/count-statuses.ts';
import { raceBehindRow, raceEachBehindRow } from '../../testing/row-barrier.ts';
import { api, expectBalancesTrue, ledgerMismatches, teacherForRaces } from '../../testing/students.ts';
import { writeLedger } from './ledger.ts';

describe('races at the owed limit', () => {
  const t = appForTests({ now: '2026-11-21T01:00:00Z' });
  const kim = teacherForRaces(t, 2);

  const studentId = async (name: string) =>
    Number(
      (await t.db.selectFrom('students').select('id').where('name', '=', name).executeTakeFirstOrThrow()).id,
    );
  const statuses = (responses: { statusCode: number }[]) => countStatuses(responses.map((r) => r.statusCode));

  it('with 1 left and N = 2, 20 simultaneous records give exactly 3 successes and −2', async () => {
    await api.add(t.app, kim, { name: '경쟁', lesson: 1 });
    const id = await studentId('경쟁');
    const responses = await raceEachBehindRow(t, { table: 'students', id }, 20, () =>
      api.lesson(t.app, kim, '경쟁'),
    );
    expect(statuses(responses)).toEqual({ 200: 3, 409: 17 });
    for (const response of responses.filter((r) => r.statusCode === 409)) {
      expect(response.json().error.code).toBe('students.owed_limit_reached');
    }
    expect((await api.detail(t.app, kim, '경쟁')).json().lesson).toBe(-2);
    expect((await api.lessons(t.app, kim, '경쟁')).json()).toHaveLength(3);
    expect(await ledgerMismatches(t.app)).toEqual([]);
  });

  it('lets the database settle the floor even without the row lock: 20 bare ledger takings, 3 written', async () => {
    await api.add(t.app, kim, { name: '맨몸', lesson: 1 });
    const id = await studentId('맨몸');
    const take = () =>
      t.db
        .transaction()
        .execute((trx) =>
          writeLedger(trx, {
            studentId: id,
            change: -1,
            reason: 'lesson',
            floor: chargeFloor(2),
            actorId: kim.id,
            at: t.clock.now().toISOString(),
          }),
        )
        .then(
          () => 'written',
          (error: { code?: string }) => error.code ?? 'other',
        );
    const results = await raceEachBehindRow(t, { table: 'students', id }, 20, take);
    expect(countStatuses(results.map((result) => (result === 'written' ? 1 : 0)))).toEqual({ 1: 3, 0: 17 });
    expect(new Set(results.filter((result) => result !== 'written'))).toEqual(
      new Set(['students.owed_limit_reached']),
    );
    expect(await ledgerMismatches(t.app)).toEqual([]);
  });

  it('a void racing lesson records never leaves the ledger inconsistent or below −N', async () => {
    for (let round = 0; round < 3; round += 1) {
      const name = `취소경쟁${round}`;
      await api.add(t.app, kim, { name });
      const paid = (await api.charge(t.app, kim, name, { pay: 100_000, lesson: 2 })).json();
      const id = await studentId(name);
      const responses = await raceBehindRow(
        t,
        { table: 'students', id },
        () =>
          Promise.all([
            ...Array.from({ length: 3 }, () => api.lesson(t.app, kim, name)),
            api.void(t.app, kim, paid.payment.id, { reason: '경쟁' }),
            ...Array.from({ length: 3 }, () => api.lesson(t.app, kim, name)),
          ]),
        7,
      );
      const voidAnswer = responses[3]!;
      const kept = (await api.lessons(t.app, kim, name)).json().length;
      const remaining = (await api.detail(t.app, kim, name)).json().lesson;
      expect(remaining).toBeGreaterThanOrEqual(-2);
      if (voidAnswer.statusCode === 200) {
        // The void came before any lesson: then the lessons went from 0 down to the limit.
        expect(remaining).toBe(-kept);
        expect(kept).toBe(2);
      } else {
        expect(voidAnswer.json().error.code).toBe('students.void_lessons_used');
        expect(remaining).toBe(2 - kept);
        expect(kept).toBe(4);
      }
      expect(await ledgerMismatches(t.app)).toEqual([]);
    }
  });

  it('10 simultaneous status changes of one record leave one consistent state', async () => {
    await api.add(t.app, kim, { name: '뒤집기', lesson: 3 });
    const record = (await api.lesson(t.app, kim, '뒤집기')).json().lessonRecord.id as number;
    const id = await studentId('뒤집기');
    const targets = ['사전취소', '출석', '강사사정', '지각', '당일취소'];
    const responses = await raceEachBehindRow(t, { table: 'students', id }, 10, (index) =>
      api.correct(t.app, kim, record, { status: targets[index % targets.length] }),
    );
    expect(responses.every((r) => r.statusCode === 200 || r.statusCode === 409)).toBe(true);
    expect(responses.filter((r) => r.statusCode === 200).length).toBeGreaterThanOrEqual(1);
    const [stored] = (await api.lessons(t.app, kim, '뒤집기')).json();
    const remaining = (await api.detail(t.app, kim, '뒤집기')).json().lesson;
    const charged = ['출석', '지각', '당일취소'].includes(stored.status);
    expect(remaining).toBe(charged ? 2 : 3);
    expect(await ledgerMismatches(t.app)).toEqual([]);
  });

  // Last, after every race above: the kept balances against the ledger, on both databases.
  it('leaves every kept balance equal to the sum of its ledger rows, as the student list shows', async () => {
    await expectBalancesTrue(t.app, kim);
  });
});
