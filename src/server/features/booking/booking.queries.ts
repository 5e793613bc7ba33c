/**
 * Reading and changing the board. Every change is one transaction; the database's primary
 * key on (date, room, time) settles races for a slot, and on PostgreSQL an advisory lock per
 * (date, name) serialises the "N slots per name per day" count (docs/decisions/006-…).
 *
 * The rooms, hours and limit are the board's published settings (the caller reads them with
 * getBoardSettings). Bookings in a room or hour the owner has since removed stay in the table
 * but are not on the board: they are not listed, not counted, and cannot be deleted.
 */
import { sql } from 'kysely';
import { overLimitMessage } from '#shared/board-texts.ts';
import { type BoardLayout, type Duration, pairedHour, withinDailyLimit } from '#shared/booking-rules.ts';
import type { Booking, DeletionLogEntry } from '#shared/schemas/booking.ts';
import { AppError } from '../../app-error.ts';
import type { Dialect } from '../../db/connection.ts';
import { isUniqueViolation } from '../../db/constraint-errors.ts';
import type { Db } from '../../db/database.ts';
import { type AuditActor, recordAudit } from '../audit/index.ts';

/** The rows of `date` in the board's rooms and hours only. */
function onBoard(db: Db, date: string, board: BoardLayout) {
  return db
    .selectFrom('bookings')
    .where('date', '=', date)
    .where('room', '<=', board.rooms.length)
    .where('time', '>=', board.openHour)
    .where('time', '<=', board.lastHour);
}

/** The rows of one room on one day, in every hour. */
export function roomDay(db: Db, date: string, room: number) {
  return db.selectFrom('bookings').where('date', '=', date).where('room', '=', room);
}

/** The board of `date`, in the primary key's order. */
export async function listBookings(db: Db, date: string, board: BoardLayout): Promise<Booking[]> {
  return onBoard(db, date, board)
    .select(['date', 'room', 'time', 'name', 'type'])
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
  /**
   * Makes the PIN's hash (booking-pin-hash.ts), the same on every slot of the booking. Called
   * once the slots are known free: a keyed hash takes microseconds, so inside the transaction.
   */
  pinHash: () => string;
  now: Date;
  board: BoardLayout;
}

export async function createBooking(db: Db, dialect: Dialect, booking: NewBooking): Promise<Booking[]> {
  const { date, room, slots, name, type, board, pinHash } = booking;
  const created_at = booking.now.toISOString();
  const rows = slots.map((time) => ({ date, room, time, name, type, created_at }));
  try {
    await db.transaction().execute(async (trx) => {
      if (dialect === 'postgres') {
        // Two requests for one name must not both count "1 slot held" and both insert.
        await sql`select pg_advisory_xact_lock(hashtext(${`${date}|${name}`}))`.execute(trx);
      }
      const taken = await roomDay(trx, date, room)
        .select('time')
        .where('time', 'in', slots)
        .executeTakeFirst();
      if (taken) throw new AppError('booking.taken', 409);

      const held = await onBoard(trx, date, board)
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .where('name', '=', name)
        .executeTakeFirstOrThrow();
      if (!withinDailyLimit(Number(held.count), slots.length, board))
        throw new AppError('booking.over_limit', 409, overLimitMessage(board));

      // Ascending slot order in one statement: two overlapping bookings cannot deadlock.
      const pin_hash = pinHash();
      await trx
        .insertInto('bookings')
        .values(rows.map((row) => ({ ...row, pin_hash })))
        .execute();
    });
  } catch (error) {
    // Someone else took a slot between our check and our insert: the key refused it.
    if (isUniqueViolation(error)) throw new AppError('booking.taken', 409);
    throw error;
  }
  // Only what the board shows: never the PIN's hash.
  return rows.map(({ date, room, time, name, type }) => ({ date, room, time, name, type }));
}

/** Who may delete a slot: a visitor who gave its PIN, or staff, whose deletion is audited. */
export type DeleteBy =
  /** The hash the visitor's PIN matched: the slot goes only if it still holds that booking. */
  { pinHash: string } | { staff: AuditActor; roomName: string };

/**
 * Removes one slot and logs it with the booking's own name, atomically. Deleting one hour of a
 * 2-hour booking keeps the other hour, now a 1-hour booking with the same PIN
 * (docs/decisions/020-…). A staff deletion is written to the audit log in the same transaction.
 */
export async function deleteBooking(
  db: Db,
  slot: { date: string; room: number; time: number; now: Date; by: DeleteBy },
): Promise<DeletionLogEntry> {
  const { date, room, time, by } = slot;
  const deleteTime = slot.now.toISOString();
  return db.transaction().execute(async (trx) => {
    let deletion = trx
      .deleteFrom('bookings')
      .where('date', '=', date)
      .where('room', '=', room)
      .where('time', '=', time);
    // The PIN was checked outside the transaction (an old booking's argon2 hash is slow):
    // if the slot was deleted and booked again meanwhile, it is another booking now.
    if ('pinHash' in by) deletion = deletion.where('pin_hash', '=', by.pinHash);
    const removed = await deletion.returning(['name', 'type']).executeTakeFirst();
    if (!removed) throw new AppError('booking.not_found', 404);
    if (removed.type === '2시간') {
      // The other half stays as a 1-hour booking. A name may hold 2-hour bookings back to back
      // when the limit is above 2, so the partner is found from that name's 2-hour run.
      const twoHour = await roomDay(trx, date, room)
        .select('time')
        .where('name', '=', removed.name)
        .where('type', '=', '2시간')
        .execute();
      const partner = pairedHour(
        time,
        twoHour.map((row) => row.time),
      );
      if (partner !== null) {
        await trx
          .updateTable('bookings')
          .set({ type: '1시간' })
          .where('date', '=', date)
          .where('room', '=', room)
          .where('time', '=', partner)
          .execute();
      }
    }
    const entry = { date, room, time, name: removed.name, deleted_at: deleteTime };
    await trx.insertInto('booking_deletions').values(entry).execute();
    if ('staff' in by) {
      await recordAudit(
        trx,
        { actor: by.staff, now: slot.now },
        {
          action: 'booking.delete',
          target: removed.name,
          detail: { date, room, roomName: by.roomName, time, type: removed.type },
        },
      );
    }
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
