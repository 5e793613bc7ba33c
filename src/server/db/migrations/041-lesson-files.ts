/**
 * Files on a lesson note (docs/decisions/078): recordings, photos of the score, PDFs, hanging
 * off the lesson record as the note does. The id is random (no address can be guessed from
 * another); the bytes live on disk beside the images or, when the images live in the
 * database, in `lesson_file_chunks` — in pieces, so that a range is read without the rest.
 */
import { type Kysely, sql } from 'kysely';
import { isPostgres } from './dialect.ts';
import { createIndex, notNullColumns } from './schema-steps.ts';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('lesson_files')
    .addColumn('id', 'text', (column) => column.primaryKey().check(sql`length(id) = 32`))
    .addColumn('lesson_id', 'integer', (column) =>
      column.notNull().references('lessons_given.id').onDelete('cascade'),
    )
    .addColumn('student_id', 'integer', (column) => column.notNull().references('students.id'))
    .addColumn('kind', 'text', (column) => column.notNull().check(sql`kind in ('audio', 'image', 'pdf')`))
    .addColumn('mime', 'text', (column) => column.notNull().check(sql`length(mime) <= 60`))
    .addColumn('ext', 'text', (column) => column.notNull().check(sql`length(ext) <= 8`))
    // 20 MB: the largest kind (a recording).
    .addColumn('size', 'integer', (column) => column.notNull().check(sql`size > 0 and size <= 20971520`))
    .addColumn('name', 'text', (column) => column.notNull().check(sql`length(name) <= 100`))
    .$call(notNullColumns({ created_by: 'text', created_at: 'text' }))
    .execute();
  await createIndex(db, 'lesson_files_lesson', 'lesson_files', ['lesson_id']);
  await createIndex(db, 'lesson_files_student', 'lesson_files', ['student_id']);
  await db.schema
    .createTable('lesson_file_chunks')
    .addColumn('file_id', 'text', (column) =>
      column.notNull().references('lesson_files.id').onDelete('cascade'),
    )
    .addColumn('seq', 'integer', (column) => column.notNull().check(sql`seq >= 0`))
    .addColumn('data', isPostgres(db) ? 'bytea' : 'blob', (column) => column.notNull())
    .addPrimaryKeyConstraint('lesson_file_chunks_pk', ['file_id', 'seq'])
    .execute();
}
