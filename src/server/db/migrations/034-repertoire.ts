/**
 * 레퍼토리 (docs/decisions/071): a student's pieces, each on its way 시작 → 연습 중 → 완성 →
 * 발표 with the day it reached each stage.
 */
import { type Kysely, sql } from 'kysely';
import { createIndex, createNumberedTable, notNullColumns } from './schema-steps.ts';

export async function up(db: Kysely<unknown>): Promise<void> {
  await createNumberedTable(db, 'repertoire_pieces')
    .addColumn('student_id', 'integer', (column) => column.notNull().references('students.id'))
    .addColumn('title', 'text', (column) => column.notNull().check(sql`length(title) between 1 and 100`))
    .addColumn('stage', 'text', (column) =>
      column.notNull().check(sql`stage in ('시작', '연습 중', '완성', '발표')`),
    )
    .addColumn('started_on', 'text')
    .addColumn('practising_on', 'text')
    .addColumn('completed_on', 'text')
    .addColumn('performed_on', 'text')
    .$call(notNullColumns({ updated_by: 'text', created_at: 'text', updated_at: 'text' }))
    .execute();
  await createIndex(db, 'repertoire_pieces_student', 'repertoire_pieces', ['student_id']);
}
