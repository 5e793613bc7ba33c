/**
 * Reading and changing the board. Every change is one transaction; the database's primary
 * key on (date, room, time) settles races for a slot, and on PostgreSQL an advisory lock per
 * (date, name) serialises the "2 slots per name per day" count (docs/decisions/006-…).
 */
import { sql } from 'kysely';
import { type Duration, MAX_SLOTS_PER_NAME } from '#shared/booking-rules.ts';
import type { Booking, DeletionLogEntry } from '#shared/schemas/booking.ts';
import { AppError } from '../../app-error.ts';
import type { Dialect } from '../../db/connection.ts';
import { isUniqueViolation } from '../../db/constraint-errors.ts';
import type { Db } from '../../db/database.ts';

export async function listBookings(db: Db, date: string): Promise<Booking[]> {
  return db
    .selectFrom('bookings')
    .select(['date', 'room', 'time', 'name', 'type'])
    .where('date', '=', date)
    .orderBy('time')
    .orderBy('room')
    .execute();
}

interface NewBooking {
  date: string;
  room: number;
  /** The hourly slots, ascending (see bookingSlots). */
  slots: number[];
  name: string;
  type: Duration;
  now: Date;
}

export async function createBooking(db: Db, dialect: Dialect, booking: NewBooking): Promise<Booking[]> {
  const { date, room, slots, name, type } = booking;
  const rows = slots.map((time) => ({ date, room, time, name, type, created_at: booking.now.toISOString() }));
  try {
    await db.transaction().execute(async (trx) => {
      if (dialect === 'postgres') {
        // Two requests for one name must not both count "1 slot held" and both insert.
        await sql`select pg_advisory_xact_lock(hashtext(${`${date}|${name}`}))`.execute(trx);
      }
      const taken = await trx
        .selectFrom('bookings')
        .select('time')
        .where('date', '=', date)
        .where('room', '=', room)
        .where('time', 'in', slots)
        .executeTakeFirst();
      if (taken) throw new AppError('booking.taken', 409);

      const held = await trx
        .selectFrom('bookings')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .where('date', '=', date)
        .where('name', '=', name)
        .executeTakeFirstOrThrow();
      if (Number(held.count) + slots.length > MAX_SLOTS_PER_NAME)
        throw new AppError('booking.over_limit', 409);

      // Ascending slot order in one statement: two overlapping bookings cannot deadlock.
      await trx.insertInto('bookings').values(rows).execute();
    });
  } catch (error) {
    // Someone else took a slot between our check and our insert: the key refused it.
    if (isUniqueViolation(error)) throw new AppError('booking.taken', 409);
    throw error;
  }
  return rows.map(({ created_at: _, ...slot }) => slot);
}

/**
 * Removes one slot and logs it with the booking's own name, atomically. Deleting one hour of a
 * 2-hour booking keeps the other hour, now a 1-hour booking (docs/decisions/020-…).
 */
export async function deleteBooking(
  db: Db,
  slot: { date: string; room: number; time: number; now: Date },
): Promise<DeletionLogEntry> {
  const { date, room, time } = slot;
  const deleteTime = slot.now.toISOString();
  return db.transaction().execute(async (trx) => {
    const removed = await trx
      .deleteFrom('bookings')
      .where('date', '=', date)
      .where('room', '=', room)
      .where('time', '=', time)
      .returning(['name', 'type'])
      .executeTakeFirst();
    if (!removed) throw new AppError('booking.not_found', 404);
    if (removed.type === '2시간') {
      // A name holds at most 2 slots a day, so the neighbour of that name and type is the other half.
      await trx
        .updateTable('bookings')
        .set({ type: '1시간' })
        .where('date', '=', date)
        .where('room', '=', room)
        .where('time', 'in', [time - 1, time + 1])
        .where('name', '=', removed.name)
        .where('type', '=', '2시간')
        .execute();
    }
    const entry = { date, room, time, name: removed.name, deleted_at: deleteTime };
    await trx.insertInto('booking_deletions').values(entry).execute();
    return { date, room, time, name: removed.name, deleteTime };
  });
}

export async function listDeletions(
  db: Db,
  query: { date: string; offset: number; limit: number },
): Promise<DeletionLogEntry[]> {
  const rows = await db
    .selectFrom('booking_deletions')
    .select(['date', 'room', 'time', 'name', 'deleted_at'])
    .where('date', '=', query.date)
    .orderBy('deleted_at', 'desc')
    .orderBy('id', 'desc')
    .offset(query.offset)
    .limit(query.limit)
    .execute();
  return rows.map(({ deleted_at, ...entry }) => ({ ...entry, deleteTime: deleted_at }));
}
