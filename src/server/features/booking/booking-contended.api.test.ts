/**
 * The contended path of a booking, made to happen instead of hoped for: another booking
 * lands on the slot after ours checked it was free and before ours is inserted. Only the
 * primary key can refuse ours then, and the answer must still be the Korean 409.
 */
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { appForTests } from '../../testing/app-for-tests.ts';
import { board, book } from '../../testing/booking.ts';
import { countStatuses } from '../../testing/count-statuses.ts';
import { raceBehindInserts } from '../../testing/insert-barrier.ts';
import { testDialect } from '../../testing/test-database.ts';

const DATE = '2026-11-22';
const BARRIER_LOCK = 912_345;

describe('a slot taken between the check and the insert', () => {
  const t = appForTests({ now: '2026-11-21T10:00:00+09:00' });
  afterEach(async () => {
    await sql`drop trigger if exists steal_slot ${sql.raw(testDialect() === 'postgres' ? 'on bookings' : '')}`.execute(
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
      const responses = await raceBehindInserts(t, { table: 'bookings', lock: BARRIER_LOCK }, 6, () =>
        Promise.all(
          Array.from({ length: 6 }, (_, index) =>
            book(t.app, { date: DATE, room: 5, time: 12, name: `경쟁${index}`, type: '1시간' }),
          ),
        ),
      );
      expect(countStatuses(responses.map((response) => response.statusCode))).toEqual({ 201: 1, 409: 5 });
      for (const response of responses.filter((r) => r.statusCode === 409)) {
        expect(response.json().error.code).toBe('booking.taken');
      }
      expect((await board(t.app, DATE)).filter((slot) => slot.room === 5)).toHaveLength(1);
    },
  );
});
