/**
 * Closures added at the same moment: however many windows of the owner add the same or
 * overlapping days together, the database lets exactly one through and the rest hear 409.
 *
 * On PostgreSQL the requests are held behind a real barrier: a gate connection inserts the day
 * they all want, uncommitted, so every request's insert of it waits; once all are waiting the
 * gate rolls back and lets them go at once. SQLite runs one write transaction at a time, so
 * there the requests simply start together.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { appForTests } from '../../testing/app-for-tests.ts';
import { addClosure } from '../../testing/closures.ts';
import { countWhere } from '../../testing/count-rows.ts';
import { countStatuses } from '../../testing/count-statuses.ts';
import { raceBehindGate } from '../../testing/row-barrier.ts';
import { signedInForTests } from '../../testing/signed-in-for-tests.ts';
import type { TestApp } from '../../testing/test-app.ts';
import { warmPool } from '../../testing/warm-pool.ts';

/** Holds every request behind the day they all want, written by a gate and not yet committed. */
function raceBehindDay<T>(t: TestApp, date: string, start: () => Promise<T>, requests: number): Promise<T> {
  return raceBehindGate(
    t,
    async (gate) => {
      const closure = await gate.query(
        `insert into studio_closures (starts_on, ends_on, name, created_by, created_at)
         values ($1, $1, 'gate', 'gate', '2026-01-01T00:00:00.000Z') returning id`,
        [date],
      );
      await gate.query('insert into studio_closure_days (date, closure_id) values ($1, $2)', [
        date,
        closure.rows[0].id,
      ]);
    },
    start,
    requests,
    'rollback',
  );
}

describe('closures under load', () => {
  const t = appForTests({ now: '2026-11-25T10:00:00+09:00' });
  const owner = signedInForTests(t, 'owner');
  beforeAll(async () => {
    await warmPool(() => t.app.inject({ url: '/api/health' }));
  });

  const closuresOn = async (date: string) =>
    t.db
      .selectFrom('studio_closure_days')
      .innerJoin('studio_closures', 'studio_closures.id', 'studio_closure_days.closure_id')
      .select(['studio_closures.id', 'studio_closures.name'])
      .where('studio_closure_days.date', '=', date)
      .execute();
  const audited = async () =>
    Number(
      (
        await t.db
          .selectFrom('audit_log')
          .select((eb) => eb.fn.countAll().as('n'))
          .where('action', '=', 'closure.create')
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('lets one of 20 simultaneous adds of the same range through', async () => {
    const before = await audited();
    const responses = await raceBehindDay(
      t,
      '2026-12-24',
      () =>
        Promise.all(
          Array.from({ length: 20 }, () =>
            addClosure(t.app, owner, { from: '2026-12-24', to: '2026-12-31', name: '겨울 방학' }),
          ),
        ),
      20,
    );
    expect(countStatuses(responses.map((response) => response.statusCode))).toEqual({ 201: 1, 409: 19 });
    const refused = responses.find((response) => response.statusCode === 409)!;
    expect(refused.json().error.code).toBe('closures.overlap');
    expect(await countWhere(t.db, 'studio_closures', { name: '겨울 방학' })).toBe(1);
    for (const date of ['2026-12-24', '2026-12-31']) expect(await closuresOn(date)).toHaveLength(1);
    expect(await audited()).toBe(before + 1);
  }, 30_000);

  it('lets one of 12 simultaneous overlapping ranges through, each sharing one day', async () => {
    // Ranges ending on 2027-02-12, starting one day apart: any two share that day.
    const responses = await raceBehindDay(
      t,
      '2027-02-12',
      () =>
        Promise.all(
          Array.from({ length: 12 }, (_, index) =>
            addClosure(t.app, owner, {
              from: `2027-02-${String(index + 1).padStart(2, '0')}`,
              to: '2027-02-12',
              name: `휴원 ${index + 1}`,
            }),
          ),
        ),
      12,
    );
    expect(countStatuses(responses.map((response) => response.statusCode))).toEqual({ 201: 1, 409: 11 });
    const winner = responses.find((response) => response.statusCode === 201)!.json();
    expect(await closuresOn('2027-02-12')).toEqual([{ id: winner.id, name: winner.name }]);
    const days = await t.db
      .selectFrom('studio_closure_days')
      .select('date')
      .where('date', '>=', '2027-02-01')
      .where('date', '<=', '2027-02-12')
      .execute();
    expect(days).toHaveLength(12 - (Number(winner.from.slice(8)) - 1));
    const closures = await t.db
      .selectFrom('studio_closures')
      .select('id')
      .where('name', 'like', '휴원 %')
      .execute();
    expect(closures).toHaveLength(1);
  }, 30_000);
});
