/**
 * The key booking PINs are hashed with, for PostgreSQL without APP_SECRET
 * (docs/decisions/063-booking-pin-keyed-hash.md): one row that every instance reads. SQLite
 * gets the table too, one migration set for both, but keeps its key in DATA_DIR/secrets.
 */
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('booking_pin_key')
    .addColumn('id', 'integer', (column) => column.primaryKey().check(sql`id = 1`))
    .addColumn('key', 'text', (column) => column.notNull())
    .execute();
}
