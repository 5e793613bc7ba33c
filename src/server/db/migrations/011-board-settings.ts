/**
 * The board's rooms and hours are the owner's now (the `board` section of the studio's content,
 * docs/decisions/024): the database allows what any board may hold — rooms 1–12, start hours
 * 0–23 — and the booking routes keep bookings inside the published settings. Rows outside
 * them (a room or hour removed later) stay.
 *
 * PostgreSQL changes the two checks in place. SQLite cannot change a check, so the table is
 * made anew with the same columns, key and index, and the rows copied over, in the migration's
 * transaction.
 */
import { type Kysely, sql } from 'kysely';
import { isPostgres } from './dialect.ts';
import { createIndex } from './schema-steps.ts';

async function rebuildSqliteBookings(db: Kysely<unknown>, rooms: number, hours: [number, number]) {
  await db.schema
    .createTable('bookings_next')
    .addColumn('date', 'text', (column) => column.notNull())
    .addColumn('room', 'integer', (column) =>
      column.notNull().check(sql`room between 1 and ${sql.lit(rooms)}`),
    )
    .addColumn('time', 'integer', (column) =>
      column.notNull().check(sql`${sql.ref('time')} between ${sql.lit(hours[0])} and ${sql.lit(hours[1])}`),
    )
    .addColumn('name', 'text', (column) => column.notNull().check(sql`length(name) between 1 and 20`))
    .addColumn('type', 'text', (column) =>
      column.notNull().check(sql`${sql.ref('type')} in ('1시간', '2시간')`),
    )
    .addColumn('created_at', 'text', (column) => column.notNull())
    .addPrimaryKeyConstraint('bookings_slot', ['date', 'time', 'room'])
    .execute();
  await sql`insert into bookings_next (date, room, time, name, type, created_at)
    select date, room, time, name, type, created_at from bookings`.execute(db);
  await db.schema.dropTable('bookings').execute();
  await db.schema.alterTable('bookings_next').renameTo('bookings').execute();
  await createIndex(db, 'bookings_date_name', 'bookings', ['date', 'name']);
}

async function setPostgresChecks(db: Kysely<unknown>, rooms: number, hours: [number, number]) {
  await sql`alter table bookings
    drop constraint if exists bookings_room_check,
    drop constraint if exists bookings_time_check,
    add constraint bookings_room_check check (room between 1 and ${sql.lit(rooms)}),
    add constraint bookings_time_check check (${sql.ref('time')} between ${sql.lit(hours[0])} and ${sql.lit(hours[1])})`.execute(
    db,
  );
}

export async function up(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) await setPostgresChecks(db, 12, [0, 23]);
  else await rebuildSqliteBookings(db, 12, [0, 23]);
}
