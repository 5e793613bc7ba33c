/**
 * No more counters of a teacher's data (docs/decisions/062-no-kept-answers.md): the student
 * list, the month's statistics and the 출석부 are built on every request, so nothing reads
 * `student_list_versions`, and the triggers of migrations 024 and 026 that raised it only made
 * every write of a student, a lesson record or a payment write one more row. The index of 024
 * (`lessons_given_attended`) stays: the student list still reads each last lesson day with it.
 */
import { type Kysely, sql } from 'kysely';
import { isPostgres } from './dialect.ts';

/** SQLite's triggers of 024 (students, lesson records) and 026 (payments), one per event. */
const SQLITE_TRIGGERS = [
  ...['insert', 'update', 'move', 'delete'].map((event) => `students_list_${event}`),
  ...['lessons_given', 'payments'].flatMap((table) =>
    ['insert', 'update', 'delete'].map((event) => `${table}_list_${event}`),
  ),
];

export async function up(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) {
    // Each table's trigger and the function it runs share a name (024, 026).
    for (const table of ['students', 'lessons_given', 'payments']) {
      await sql.raw(`drop trigger ${table}_list_changed on ${table}`).execute(db);
      await sql.raw(`drop function ${table}_list_changed()`).execute(db);
    }
  } else {
    for (const name of SQLITE_TRIGGERS) await sql.raw(`drop trigger ${name}`).execute(db);
  }
  await db.schema.dropTable('student_list_versions').execute();
}
