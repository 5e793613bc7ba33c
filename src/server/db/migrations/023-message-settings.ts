/**
 * The studio's own message settings beside the per-event ones (docs/decisions/047): the hour
 * (Seoul) the day-before lesson reminders go out. One row, id 1; no row = the default, 18:00.
 */
import { type Kysely, sql } from 'kysely';
import { notNullColumns } from './schema-steps.ts';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('message_settings')
    .addColumn('id', 'integer', (column) => column.primaryKey().check(sql`id = 1`))
    .addColumn('reminder_hour', 'integer', (column) =>
      column.notNull().check(sql`reminder_hour between 8 and 20`),
    )
    .$call(notNullColumns({ updated_at: 'text', updated_by: 'text' }))
    .execute();
}
