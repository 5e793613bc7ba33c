/**
 * Practice-room bookings and their deletion log (docs/decisions/006-dated-bookings-and-concurrency.md).
 * One row per booked hourly slot; the primary key (date, room, time) is what makes a double
 * booking impossible on both databases, whatever the application does.
 */
import { type Kysely, sql } from 'kysely';
import { autoIdType } from './dialect.ts';
import { createIndex, notNullColumns } from './schema-steps.ts';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('bookings')
    .addColumn('date', 'text', (column) => column.notNull())
    .addColumn('room', 'integer', (column) => column.notNull().check(sql`room between 1 and 6`))
    .addColumn('time', 'integer', (column) =>
      column.notNull().check(sql`${sql.ref('time')} between 9 and 21`),
    )
    .addColumn('name', 'text', (column) => column.notNull().check(sql`length(name) between 1 and 20`))
    .addColumn('type', 'text', (column) =>
      column.notNull().check(sql`${sql.ref('type')} in ('1시간', '2시간')`),
    )
    .addColumn('created_at', 'text', (column) => column.notNull())
    // One booking per slot. Keyed in the board's reading order (hour, then room) so a day's
    // board comes out of the index already sorted.
    .addPrimaryKeyConstraint('bookings_slot', ['date', 'time', 'room'])
    .execute();
  // The 2-hour rule counts a name's slots of one day.
  await createIndex(db, 'bookings_date_name', 'bookings', ['date', 'name']);

  await db.schema
    .createTable('booking_deletions')
    .addColumn('id', autoIdType(db), (column) => column.primaryKey())
    .$call(
      notNullColumns({ date: 'text', room: 'integer', time: 'integer', name: 'text', deleted_at: 'text' }),
    )
    .execute();
  await createIndex(db, 'booking_deletions_date_deleted_at', 'booking_deletions', ['date', 'deleted_at']);
}
