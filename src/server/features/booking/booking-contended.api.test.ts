/**
 * The contended path of a booking, made to happen instead of hoped for: another booking
 * lands on the slot after ours checked it was free and before ours is inserted. Only the
 * primary key can refuse ours then, and the answer must still be the Korean 409.
 */
import { sql } from 'kysely';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { appForTests } from '../../testing/app-for-tests.ts';
import { board, book } from '../../testing/booking.ts';
import { countStatuses } from '../../testing/count-statuses.ts';
import { testDialect } from '../../testing/test-database.ts';

const DATE = '2026-11-22';
const BARRIER_LOCK = 912_345;

describe('a slot taken between the check and the insert', () => {
  const t = appForTests({ now: '2026-11-21T10:00:00+09:00' });
  afterEach(async () => {
    await sql`drop trigger if exists steal_slot ${sql.raw(testDialect() === 'postgres' ? 'on bookings' : '')}`.execute(
      t.db,
    );
    await sql`drop trigger if exists wait_at_barrier ${sql.raw(testDialect() === 'postgres' ? 'on bookings' : '')}`.execute(
      t.db,
    );
  });

  /** A trigger that books 16시 for 선수 just before our insert of it runs, as a faster rival would. */
  async function installRival(): Promise<void> {
    if (testDialect() === 'sqlite') {
      await sql`create trigger steal_slot before insert on bookings when new.name <> '선수' and new.time = 16
        begin
          insert into bookings (date, room, time, name, type, created_at)
          values (new.date, new.room, new.time, '선수', '1시간', new.created_at);
        end`.execute(t.db);
      return;
    }
    await sql`create or replace function steal_slot() returns trigger language plpgsql as $$
      begin
        if pg_trigger_depth() = 1 and new.name <> '선수' and new.time = 16 then
          insert into bookings (date, room, time, name, type, created_at)
          values (new.date, new.room, new.time, '선수', '1시간', new.created_at);
        end if;
        return new;
      end $$`.execute(t.db);
    await sql`create trigger steal_slot before insert on bookings for each row execute function steal_slot()`.execute(
      t.db,
    );
  }

  it('answers the loser with the Korean 409 for a taken slot', async () => {
    await installRival();
    const response = await book(t.app, { date: DATE, room: 3, time: 16, name: '느림보', type: '1시간' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      error: { code: 'booking.taken', message: '이미 예약된 시간입니다.' },
    });
    // (The rival's row lived in our transaction, so it went with the rollback.)
    expect((await board(t.app, DATE)).filter((slot) => slot.room === 3)).toEqual([]);
  });

  it('keeps a 2-hour booking all or nothing when its second hour is taken mid-way', async () => {
    await installRival();
    const response = await book(t.app, { date: DATE, room: 4, time: 15, name: '두시간', type: '2시간' });
    expect(response.json().error.code).toBe('booking.taken');
    // 15시 was inserted in the same statement: it must not stay behind alone.
    expect((await board(t.app, DATE)).filter((slot) => slot.room === 4)).toEqual([]);
  });

  it.runIf(testDialect() === 'postgres')(
    'gives one slot to exactly one of 6 requests held at a barrier after their checks',
    async () => {
      // Every request checks the slot (free), then waits in a trigger until the test lets go.
      await sql`create or replace function wait_at_barrier() returns trigger language plpgsql as $$
        begin
          perform pg_advisory_lock_shared(${sql.lit(BARRIER_LOCK)});
          perform pg_advisory_unlock_shared(${sql.lit(BARRIER_LOCK)});
          return new;
        end $$`.execute(t.db);
      await sql`create trigger wait_at_barrier before insert on bookings for each row execute function wait_at_barrier()`.execute(
        t.db,
      );
      const gate = new pg.Client({ connectionString: t.env.DATABASE_URL });
      await gate.connect();
      try {
        // Open the pool's connections first, so that the six really run side by side.
        await Promise.all(Array.from({ length: 8 }, () => sql`select 1`.execute(t.db)));
        await gate.query('select pg_advisory_lock($1)', [BARRIER_LOCK]);
        const requests = Array.from({ length: 6 }, (_, index) =>
          book(t.app, { date: DATE, room: 5, time: 12, name: `경쟁${index}`, type: '1시간' }),
        );
        // All six have passed their check and wait at the barrier: then let them go together.
        for (;;) {
          const { rows } = await gate.query(
            'select count(*)::int as waiting from pg_locks where locktype = $1 and objid = $2 and not granted',
            ['advisory', BARRIER_LOCK],
          );
          if (rows[0].waiting === 6) break;
          await new Promise((resolve) => setImmediate(resolve));
        }
        await gate.query('select pg_advisory_unlock($1)', [BARRIER_LOCK]);
        const responses = await Promise.all(requests);
        expect(countStatuses(responses.map((response) => response.statusCode))).toEqual({ 201: 1, 409: 5 });
        for (const response of responses.filter((r) => r.statusCode === 409)) {
          expect(response.json().error.code).toBe('booking.taken');
        }
        expect((await board(t.app, DATE)).filter((slot) => slot.room === 5)).toHaveLength(1);
      } finally {
        await gate.end();
      }
    },
  );
});
