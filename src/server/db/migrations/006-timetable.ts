/**
 * The weekly lesson timetable and its memos (docs/decisions/013-timetable-halves.md).
 *
 * One row per occupied half-hour cell: a 1시간 lesson is two rows (halves 1 and 2), a 1부 one
 * row in half 1, a 2부 one row in half 2. The primary key (teacher, weekday, hour, half) is what
 * makes an overlap impossible on both databases, whatever the application does: two requests
 * for one half at the same moment cannot both land.
 */
import { type Kysely, sql } from 'kysely';
import { autoIdType } from './dialect.ts';
import { createIndex } from './schema-steps.ts';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('timetable_lessons')
    // A timetable is a plan, not a record: it leaves with the teacher's account.
    .addColumn('teacher_id', 'text', (column) => column.notNull().references('users.id').onDelete('cascade'))
    // ISO weekday: 1 = 월 … 7 = 일.
    .addColumn('weekday', 'integer', (column) => column.notNull().check(sql`weekday between 1 and 7`))
    .addColumn('time', 'integer', (column) =>
      column.notNull().check(sql`${sql.ref('time')} between 9 and 21`),
    )
    .addColumn('half', 'integer', (column) => column.notNull().check(sql`half in (1, 2)`))
    .addColumn('type', 'text', (column) =>
      column.notNull().check(sql`${sql.ref('type')} in ('1시간', '1부', '2부')`),
    )
    .addColumn('name', 'text', (column) => column.notNull().check(sql`length(name) between 1 and 20`))
    .addColumn('student_id', 'integer', (column) => column.references('students.id'))
    .addColumn('created_at', 'text', (column) => column.notNull())
    .addPrimaryKeyConstraint('timetable_lessons_half', ['teacher_id', 'weekday', 'time', 'half'])
    // A 1부 lives only in the top half, a 2부 only in the bottom one.
    .addCheckConstraint(
      'timetable_lessons_type_half',
      sql`${sql.ref('type')} = '1시간' or (${sql.ref('type')} = '1부' and half = 1) or (${sql.ref('type')} = '2부' and half = 2)`,
    )
    .execute();
  await createIndex(db, 'timetable_lessons_student', 'timetable_lessons', ['student_id']);

  await db.schema
    .createTable('timetable_memos')
    .addColumn('id', autoIdType(db), (column) => column.primaryKey())
    .addColumn('teacher_id', 'text', (column) => column.notNull().references('users.id').onDelete('cascade'))
    .addColumn('content', 'text', (column) => column.notNull().check(sql`length(content) between 1 and 500`))
    .addColumn('created_at', 'text', (column) => column.notNull())
    .execute();
  await createIndex(db, 'timetable_memos_teacher', 'timetable_memos', ['teacher_id', 'id']);
}
