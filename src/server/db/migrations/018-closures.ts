/**
 * 휴원일 (docs/decisions/036): the studio's own closures, a day or a range of days with a name.
 * Public holidays are not stored: they come from the gazette-based package at read time.
 *
 * `studio_closure_days` holds one row per closed day under a primary key on the date, so that
 * the database itself refuses two closures on one day — on SQLite and PostgreSQL alike, however
 * many owners' windows press 추가 at once. The days go with their closure (on delete cascade).
 */
import { type Kysely, sql } from 'kysely';
import { createIndex, createNumberedTable, notNullColumns } from './schema-steps.ts';

export async function up(db: Kysely<unknown>): Promise<void> {
  // Never an id used before, on SQLite too: a stale window's delete must not hit a newer closure.
  await createNumberedTable(db, 'studio_closures')
    .$call(notNullColumns({ starts_on: 'text', ends_on: 'text' }))
    .addColumn('name', 'text', (column) => column.notNull().check(sql`length(name) between 1 and 30`))
    .$call(notNullColumns({ created_by: 'text', created_at: 'text' }))
    .addCheckConstraint('studio_closures_order', sql`starts_on <= ends_on`)
    .addCheckConstraint('studio_closures_dates', sql`length(starts_on) = 10 and length(ends_on) = 10`)
    .execute();
  await createIndex(db, 'studio_closures_range', 'studio_closures', ['starts_on', 'ends_on']);
  await db.schema
    .createTable('studio_closure_days')
    .addColumn('date', 'text', (column) => column.primaryKey())
    .addColumn('closure_id', 'integer', (column) =>
      column.notNull().references('studio_closures.id').onDelete('cascade'),
    )
    .execute();
  await createIndex(db, 'studio_closure_days_closure', 'studio_closure_days', ['closure_id']);
}
