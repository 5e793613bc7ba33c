/**
 * 레슨 노트 (docs/decisions/071): one note per lesson record — what was covered, the homework,
 * a private line for staff — shared with the family or not.
 *
 * The lesson record is the primary key, so two phones saving the same lesson's note at once
 * leave one note (an upsert), and a note never outlives its record. Lengths are held by CHECKs
 * as well as by the API's bounds.
 */
import { type Kysely, sql } from 'kysely';
import { createIndex, notNullColumns } from './schema-steps.ts';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('lesson_notes')
    .addColumn('lesson_id', 'integer', (column) =>
      column.primaryKey().references('lessons_given.id').onDelete('cascade'),
    )
    .addColumn('student_id', 'integer', (column) => column.notNull().references('students.id'))
    .addColumn('covered', 'text', (column) => column.notNull().check(sql`length(covered) <= 1000`))
    .addColumn('homework', 'text', (column) => column.notNull().check(sql`length(homework) <= 1000`))
    .addColumn('private_note', 'text', (column) => column.notNull().check(sql`length(private_note) <= 500`))
    .addColumn('shared', 'integer', (column) => column.notNull().check(sql`shared in (0, 1)`))
    // When the family first saw it: the message goes once, at that moment.
    .addColumn('shared_at', 'text')
    .$call(notNullColumns({ updated_by: 'text', created_at: 'text', updated_at: 'text' }))
    .execute();
  await createIndex(db, 'lesson_notes_student', 'lesson_notes', ['student_id', 'shared']);
  await createIndex(db, 'lesson_notes_writer', 'lesson_notes', ['updated_by', 'updated_at']);
}
