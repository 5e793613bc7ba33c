/**
 * 연습 기록: each sitting of practice a family logs for a student, by day (Seoul). The 24-hour
 * day is kept by the route under the student's lock; the table bounds each row.
 */
import { type Kysely, sql } from 'kysely';
import { createIndex, createNumberedTable } from './schema-steps.ts';

export async function up(db: Kysely<unknown>): Promise<void> {
  await createNumberedTable(db, 'practice_entries')
    .addColumn('student_id', 'integer', (column) => column.notNull().references('students.id'))
    .addColumn('day', 'text', (column) => column.notNull().check(sql`length(day) = 10`))
    .addColumn('minutes', 'integer', (column) => column.notNull().check(sql`minutes between 1 and 1440`))
    .addColumn('piece', 'text', (column) => column.check(sql`length(piece) between 1 and 100`))
    .addColumn('logged_at', 'text', (column) => column.notNull())
    .execute();
  await createIndex(db, 'practice_entries_student_day', 'practice_entries', ['student_id', 'day']);
}
