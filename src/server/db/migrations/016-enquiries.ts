/**
 * 상담 신청 (docs/decisions/032-enquiries.md): a visitor's request for a trial lesson or
 * information, moved by staff 접수 → 연락함 → 등록 or 종료.
 *
 * `consented_at` records when the visitor agreed to the collection of these details (the form
 * cannot be sent without it). A registered enquiry names its student by name and teacher as
 * plain values, not a foreign key: the student belongs to the students feature, may be renamed
 * or archived there, and the enquiry is deleted within the retention period anyway.
 */
import { type Kysely, sql } from 'kysely';
import { autoIdType } from './dialect.ts';
import { createIndex, notNullColumns } from './schema-steps.ts';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('enquiries')
    .addColumn('id', autoIdType(db), (column) => column.primaryKey())
    .addColumn('name', 'text', (column) => column.notNull().check(sql`length(name) between 1 and 20`))
    .addColumn('phone', 'text', (column) => column.notNull())
    .addColumn('instrument', 'text')
    /** A JSON array of the preferred-time choices. */
    .addColumn('preferred_times', 'text', (column) => column.notNull().defaultTo('[]'))
    .addColumn('message', 'text')
    .addColumn('status', 'text', (column) =>
      column.notNull().defaultTo('접수').check(sql`status in ('접수', '연락함', '등록', '종료')`),
    )
    .$call(notNullColumns({ consented_at: 'text', created_at: 'text', updated_at: 'text' }))
    .addColumn('student_name', 'text')
    .addColumn('student_teacher_id', 'text')
    .addColumn('student_teacher_name', 'text')
    .execute();
  await createIndex(db, 'enquiries_newest', 'enquiries', ['created_at', 'id']);
  await createIndex(db, 'enquiries_status_newest', 'enquiries', ['status', 'created_at', 'id']);
}
