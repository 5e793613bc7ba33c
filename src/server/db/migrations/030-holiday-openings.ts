/**
 * Public holidays the studio teaches on (이 날은 수업함): one row per opened date, the date its
 * primary key, so two owners' windows opening the same day at once store it once. The holidays
 * themselves stay in the gazette-based package; a row here only says "open on this one".
 */
import { type Kysely, sql } from 'kysely';
import { notNullColumns } from './schema-steps.ts';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('holiday_openings')
    .addColumn('date', 'text', (column) => column.primaryKey().check(sql`length(date) = 10`))
    .$call(notNullColumns({ opened_by: 'text', opened_at: 'text' }))
    .execute();
}
