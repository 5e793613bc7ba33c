/**
 * Families' sign-in and portal (docs/decisions/048): single-use sign-in links, phone codes,
 * family sessions and the students each may see, and the absences a family reports.
 *
 * Tokens are stored only as their SHA-256, like staff sessions. A link is claimed by a guarded
 * UPDATE, so that of any number of simultaneous opens one session is made. An absence is one
 * row per calendar lesson (a unique index on the occurrence), so a guardian pressing 결석 신청
 * twice, or on two phones at once, leaves one record.
 */
import { type Kysely, sql } from 'kysely';
import { createIndex, createNumberedTable, notNullColumns } from './schema-steps.ts';

export async function up(db: Kysely<unknown>): Promise<void> {
  await createNumberedTable(db, 'family_sessions')
    .addColumn('token_hash', 'text', (column) => column.notNull().unique())
    // Set for a session opened with a phone code: it sees every current student with a contact of it.
    .addColumn('phone', 'text')
    .$call(notNullColumns({ created_at: 'text', expires_at: 'text', last_seen_at: 'text' }))
    .execute();
  await createIndex(db, 'family_sessions_phone', 'family_sessions', ['phone']);

  // The students a session opened by a link may see (one per link; a second link adds one).
  await db.schema
    .createTable('family_session_students')
    .addColumn('session_id', 'integer', (column) =>
      column.notNull().references('family_sessions.id').onDelete('cascade'),
    )
    .addColumn('student_id', 'integer', (column) => column.notNull().references('students.id'))
    .addPrimaryKeyConstraint('family_session_students_pk', ['session_id', 'student_id'])
    .execute();
  await createIndex(db, 'family_session_students_student', 'family_session_students', ['student_id']);

  await db.schema
    .createTable('family_links')
    .addColumn('token_hash', 'text', (column) => column.primaryKey())
    .addColumn('student_id', 'integer', (column) => column.notNull().references('students.id'))
    .addColumn('contact_id', 'integer')
    .$call(notNullColumns({ issued_by: 'text', created_at: 'text', expires_at: 'text' }))
    .addColumn('used_at', 'text')
    .addColumn('revoked_at', 'text')
    .execute();
  await createIndex(db, 'family_links_student', 'family_links', ['student_id']);

  await createNumberedTable(db, 'family_absences')
    .addColumn('student_id', 'integer', (column) => column.notNull().references('students.id'))
    .addColumn('lesson_day', 'text', (column) => column.notNull())
    .addColumn('occurrence', 'text', (column) => column.notNull().unique())
    .addColumn('lesson_start', 'text', (column) => column.notNull())
    .addColumn('reason', 'text', (column) => column.check(sql`length(reason) <= 200`))
    // recorded: written as 사전취소 at once; requested: too late, waiting for the teacher;
    // accepted: the teacher recorded it as 당일취소; dismissed: the teacher set it aside.
    .addColumn('state', 'text', (column) =>
      column.notNull().check(sql`state in ('recorded', 'requested', 'accepted', 'dismissed')`),
    )
    .addColumn('session_id', 'integer')
    .addColumn('requested_at', 'text', (column) => column.notNull())
    .addColumn('decided_at', 'text')
    .addColumn('decided_by', 'text')
    .execute();
  await createIndex(db, 'family_absences_student', 'family_absences', ['student_id', 'state']);

  // A phone's open sign-in code (one at a time; a new one replaces it). `attempts` is raised by a
  // guarded UPDATE before each check, so no burst of guesses gets more than five checks.
  await db.schema
    .createTable('family_codes')
    .addColumn('phone', 'text', (column) => column.primaryKey())
    .addColumn('code_hash', 'text', (column) => column.notNull())
    .addColumn('attempts', 'integer', (column) => column.notNull().defaultTo(0))
    .$call(notNullColumns({ created_at: 'text', expires_at: 'text' }))
    .execute();
}
