/**
 * Students, their lessons and payments, and the ledger of remaining lessons (DESIGN §4).
 *
 * `students.remaining` is the sum of the student's ledger rows, kept beside them so that one
 * guarded UPDATE (`remaining >= 1`) decides a concurrent race, and a CHECK makes a negative
 * count impossible whatever the application does. Every change to it is written with its
 * ledger row in one transaction.
 *
 * Calendar days (`join_date`, `lesson_day`, `pay_day`) are Seoul dates `YYYY-MM-DD`, so a
 * month is a plain string range; the instants beside them are UTC.
 */
import { type Kysely, sql } from 'kysely';
import { autoIdType } from './dialect.ts';
import { createIndex, notNullColumns } from './schema-steps.ts';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('students')
    .addColumn('id', autoIdType(db), (column) => column.primaryKey())
    .addColumn('teacher_id', 'text', (column) => column.notNull().references('users.id'))
    .addColumn('name', 'text', (column) => column.notNull().check(sql`length(name) between 1 and 20`))
    .$call(notNullColumns({ phone: 'text', join_date: 'text' }))
    .addColumn('remaining', 'integer', (column) => column.notNull().defaultTo(0).check(sql`remaining >= 0`))
    .addColumn('created_at', 'text', (column) => column.notNull())
    .addColumn('archived_at', 'text')
    .execute();
  // A name is unique among a teacher's current students; an archived name may come back.
  await createIndex(db, 'students_current_name', 'students', ['teacher_id', 'name'], {
    unique: true,
    where: sql<boolean>`${sql.ref('archived_at')} is null`,
  });

  await db.schema
    .createTable('lessons_given')
    .addColumn('id', autoIdType(db), (column) => column.primaryKey())
    .addColumn('student_id', 'integer', (column) => column.notNull().references('students.id'))
    .addColumn('lesson_day', 'text', (column) => column.notNull())
    .addColumn('status', 'text', (column) =>
      column.notNull().check(sql`status in ('출석', '지각', '당일취소', '사전취소', '강사사정')`),
    )
    .$call(notNullColumns({ recorded_at: 'text', recorded_by: 'text' }))
    // Undone by 취소: kept for the record, left out of every list and count.
    .addColumn('cancelled_at', 'text')
    .execute();
  await createIndex(db, 'lessons_given_student_day', 'lessons_given', ['student_id', 'lesson_day']);
  await createIndex(db, 'lessons_given_day', 'lessons_given', ['lesson_day']);

  await db.schema
    .createTable('payments')
    .addColumn('id', autoIdType(db), (column) => column.primaryKey())
    .addColumn('student_id', 'integer', (column) => column.notNull().references('students.id'))
    .addColumn('kind', 'text', (column) => column.notNull().check(sql`kind in ('payment', 'refund')`))
    .$call(notNullColumns({ pay_day: 'text', paid_at: 'text' }))
    // Whole won and lesson counts; a refund is recorded with both negative.
    .addColumn('amount', 'integer', (column) => column.notNull().check(sql`amount <> 0`))
    .addColumn('lessons', 'integer', (column) => column.notNull())
    .addColumn('method', 'text', (column) =>
      column.notNull().check(sql`method in ('카드', '계좌이체', '현금')`),
    )
    .addColumn('receipt_no', 'text')
    // A refund points at the package (payment) it refunds.
    .addColumn('refund_of', 'integer', (column) => column.references('payments.id'))
    .addColumn('recorded_by', 'text', (column) => column.notNull())
    .addCheckConstraint(
      'payments_sign',
      sql`(kind = 'payment' and amount > 0 and lessons between 1 and 100 and refund_of is null)
       or (kind = 'refund' and amount < 0 and lessons <= 0 and refund_of is not null)`,
    )
    .execute();
  await createIndex(db, 'payments_student', 'payments', ['student_id', 'paid_at']);
  await createIndex(db, 'payments_day', 'payments', ['pay_day']);
  // A package is refunded at most once.
  await createIndex(db, 'payments_one_refund', 'payments', ['refund_of'], {
    unique: true,
    where: sql<boolean>`${sql.ref('refund_of')} is not null`,
  });

  await db.schema
    .createTable('lesson_ledger')
    .addColumn('id', autoIdType(db), (column) => column.primaryKey())
    .addColumn('student_id', 'integer', (column) => column.notNull().references('students.id'))
    .addColumn('change', 'integer', (column) => column.notNull().check(sql`${sql.ref('change')} <> 0`))
    .addColumn('reason', 'text', (column) =>
      column
        .notNull()
        .check(sql`reason in ('opening', 'payment', 'lesson', 'cancel', 'refund', 'adjustment')`),
    )
    .addColumn('lesson_id', 'integer', (column) => column.references('lessons_given.id'))
    .addColumn('payment_id', 'integer', (column) => column.references('payments.id'))
    .addColumn('note', 'text')
    .$call(notNullColumns({ at: 'text', actor_id: 'text' }))
    .execute();
  await createIndex(db, 'lesson_ledger_student', 'lesson_ledger', ['student_id', 'id']);
}
