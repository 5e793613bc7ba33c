/**
 * Guesses sent at once: the PIN limit takes its count before the check, in one statement, so a
 * burst cannot slip more checks past it than it allows. On PostgreSQL the guesses are held at
 * a barrier just before they count (a trigger waits on a lock the test holds) and let go
 * together; on SQLite, which writes one statement at a time anyway, they simply start together.
 */
import { sql } from 'kysely';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { appForTests } from '../../testing/app-for-tests.ts';
import { board, book, unbook } from '../../testing/booking.ts';
import { countStatuses } from '../../testing/count-statuses.ts';
import type { TestApp } from '../../testing/test-app.ts';
import { testDialect } from '../../testing/test-database.ts';
import { PIN_CHECKS_PER_ADDRESS } from './booking-pin.ts';

const DATE = '2026-11-22';
const BARRIER_LOCK = 912_346;
const GUESSES = 50;
/** The pool's connections: no more guesses than this can wait at the barrier at once. */
const POOL_SIZE = 10;

/** Runs `start` with every PIN count held at a barrier until `waiting` of them are there. */
async function behindBarrier<T>(t: TestApp, waiting: number, start: () => Promise<T>): Promise<T> {
  if (testDialect() !== 'postgres') return start();
  await sql`create or replace function wait_at_pin_barrier() returns trigger language plpgsql as $$
    begin
      perform pg_advisory_lock_shared(${sql.lit(BARRIER_LOCK)});
      perform pg_advisory_unlock_shared(${sql.lit(BARRIER_LOCK)});
      return new;
    end $$`.execute(t.db);
  await sql`create trigger wait_at_pin_barrier before insert on rate_buckets for each row
    when (new.key like 'booking-pin:%') execute function wait_at_pin_barrier()`.execute(t.db);
  const gate = new pg.Client({ connectionString: t.env.DATABASE_URL });
  await gate.connect();
  try {
    // Open the pool's connections first, so that the guesses really run side by side.
    await Promise.all(Array.from({ length: POOL_SIZE }, () => sql`select 1`.execute(t.db)));
    await gate.query('select pg_advisory_lock($1)', [BARRIER_LOCK]);
    const racing = start();
    for (let tries = 0; ; tries += 1) {
      const { rows } = await gate.query(
        'select count(*)::int as waiting from pg_locks where locktype = $1 and objid = $2 and not granted',
        ['advisory', BARRIER_LOCK],
      );
      if (rows[0].waiting >= waiting) break;
      if (tries > 2_000) throw new Error(`only ${rows[0].waiting} of ${waiting} guesses reached the barrier`);
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    await gate.query('select pg_advisory_unlock($1)', [BARRIER_LOCK]);
    return await racing;
  } finally {
    await gate.end();
    await sql`drop trigger if exists wait_at_pin_barrier on rate_buckets`.execute(t.db);
  }
}

describe('a burst of wrong PINs', () => {
  const t = appForTests({ now: '2026-11-21T10:00:00+09:00' });

  it(`checks at most ${PIN_CHECKS_PER_ADDRESS} of ${GUESSES} wrong PINs sent at once from one address`, async () => {
    expect(
      (await book(t.app, { date: DATE, room: 1, time: 15, name: '표적', type: '1시간', pin: '7391' }))
        .statusCode,
    ).toBe(201);
    const address = '198.51.100.7';
    const responses = await behindBarrier(t, POOL_SIZE, () =>
      Promise.all(
        Array.from({ length: GUESSES }, (_, index) =>
          unbook(t.app, { date: DATE, room: 1, time: 15, pin: String(index).padStart(4, '0') }, address),
        ),
      ),
    );
    const codes = responses.map((response) => response.json().error.code as string);
    // Each wrong PIN that was checked answers 403; every other guess was refused before any check,
    // by the PIN limit or by the limit on deleting (30 a minute).
    expect(countStatuses(responses.map((response) => response.statusCode))).toEqual({
      403: PIN_CHECKS_PER_ADDRESS,
      429: GUESSES - PIN_CHECKS_PER_ADDRESS,
    });
    expect(codes.filter((code) => code === 'booking.wrong_pin')).toHaveLength(PIN_CHECKS_PER_ADDRESS);
    expect(codes.filter((code) => code === 'booking.pin_rate_limited').length).toBeGreaterThan(0);
    expect((await board(t.app, DATE)).map((slot) => slot.name)).toEqual(['표적']);

    // The address has spent its checks: the right PIN waits for the next window; elsewhere it works.
    const fromThere = await unbook(t.app, { date: DATE, room: 1, time: 15, pin: '7391' }, address);
    expect(fromThere.json().error.code).toMatch(/^booking\.(pin_)?rate_limited$/);
    expect((await unbook(t.app, { date: DATE, room: 1, time: 15, pin: '7391' })).statusCode).toBe(200);
  });
});
