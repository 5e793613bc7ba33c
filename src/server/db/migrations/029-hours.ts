/**
 * 운영 시간 (docs/decisions/066) and the staff's notices of what families did.
 *
 * `studio_hours`: one span per weekday (1 월 … 7 일), in minutes after midnight; a weekday
 * without a row is closed — once `studio_hours_settings` holds its one row. Until the owner
 * saves, there is no such row and every day is open across the grid, as before hours existed.
 *
 * `teacher_hours_settings`: a teacher's choices; `own_week` 0 means the teacher works whenever
 * the studio is open and `teacher_hours` is ignored. `teacher_hour_exceptions`: one per date,
 * a day off (both times null) or that day's span.
 *
 * `family_staff_notices`: a 보강 a family booked or a 결석 신청 recorded at once, written in
 * the transaction that made it and shown to the teacher until someone marks it seen.
 *
 * The primary keys keep one span per day and one exception per date whatever the API lets
 * through; the checks keep every span in order and inside the day.
 */
import { type Kysely, sql } from 'kysely';
import { createIndex, createNumberedTable, notNullColumns } from './schema-steps.ts';

const spanCheck = (from: string, to: string) =>
  sql.raw(`${from} >= 0 and ${to} <= 1440 and ${from} < ${to} and ${from} % 30 = 0 and ${to} % 30 = 0`);

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('studio_hours_settings')
    .addColumn('id', 'integer', (column) => column.primaryKey().check(sql`id = 1`))
    .$call(notNullColumns({ updated_at: 'text', updated_by: 'text' }))
    .execute();
  await db.schema
    .createTable('studio_hours')
    .addColumn('weekday', 'integer', (column) => column.primaryKey().check(sql`weekday between 1 and 7`))
    .$call(notNullColumns({ opens: 'integer', closes: 'integer' }))
    .addCheckConstraint('studio_hours_span', spanCheck('opens', 'closes'))
    .execute();

  await db.schema
    .createTable('teacher_hours_settings')
    .addColumn('account_id', 'text', (column) => column.primaryKey())
    .addColumn('own_week', 'integer', (column) => column.notNull().check(sql`own_week in (0, 1)`))
    .addColumn('family_messages', 'integer', (column) =>
      column.notNull().check(sql`family_messages in (0, 1)`),
    )
    .$call(notNullColumns({ updated_at: 'text', updated_by: 'text' }))
    .execute();
  await db.schema
    .createTable('teacher_hours')
    .addColumn('account_id', 'text', (column) => column.notNull())
    .addColumn('weekday', 'integer', (column) => column.notNull().check(sql`weekday between 1 and 7`))
    .$call(notNullColumns({ opens: 'integer', closes: 'integer' }))
    .addPrimaryKeyConstraint('teacher_hours_pk', ['account_id', 'weekday'])
    .addCheckConstraint('teacher_hours_span', spanCheck('opens', 'closes'))
    .execute();
  await db.schema
    .createTable('teacher_hour_exceptions')
    .addColumn('account_id', 'text', (column) => column.notNull())
    .addColumn('on_date', 'text', (column) => column.notNull().check(sql`length(on_date) = 10`))
    .addColumn('opens', 'integer')
    .addColumn('closes', 'integer')
    .addPrimaryKeyConstraint('teacher_hour_exceptions_pk', ['account_id', 'on_date'])
    .addCheckConstraint(
      'teacher_hour_exceptions_span',
      sql`(opens is null and closes is null) or (${spanCheck('opens', 'closes')})`,
    )
    .execute();

  await createNumberedTable(db, 'family_staff_notices')
    .addColumn('teacher_id', 'text', (column) => column.notNull())
    .addColumn('student_id', 'integer', (column) => column.notNull().references('students.id'))
    .addColumn('kind', 'text', (column) => column.notNull().check(sql`kind in ('makeup', 'absence')`))
    .addColumn('lesson_day', 'text', (column) => column.notNull())
    .addColumn('text', 'text', (column) => column.notNull().check(sql`length(text) between 1 and 300`))
    .addColumn('created_at', 'text', (column) => column.notNull())
    .addColumn('seen_at', 'text')
    .addColumn('seen_by', 'text')
    .execute();
  await createIndex(db, 'family_staff_notices_open', 'family_staff_notices', ['teacher_id', 'seen_at']);
}
