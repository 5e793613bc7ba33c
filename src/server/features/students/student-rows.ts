/**
 * Row shapes → API shapes, and the one lock every change of a student takes first, so that
 * concurrent changes of one student run one after another on PostgreSQL (SQLite runs every
 * write transaction alone anyway).
 */
import type { Selectable, Transaction } from 'kysely';
import type { ErrorCode } from '#shared/messages/ko.ts';
import type { LessonRecord, PaymentRecord, Student } from '#shared/schemas/students.ts';
import { isCharged } from '#shared/student-rules.ts';
import { AppError } from '../../app-error.ts';
import type { Dialect } from '../../db/connection.ts';
import type { Database, Db } from '../../db/database.ts';
import type { LessonsGivenTable, PaymentsTable, StudentsTable } from './students.tables.ts';

export type StudentRow = Selectable<StudentsTable>;

export function toStudent(row: StudentRow): Student {
  return {
    id: Number(row.id),
    name: row.name,
    phone: row.phone,
    lesson: Number(row.remaining),
    joinDate: row.join_date,
    teacherId: row.teacher_id,
    instrument: row.instrument,
    level: row.level,
    fee:
      row.fee_amount === null || row.fee_lessons === null
        ? null
        : { pay: Number(row.fee_amount), lesson: Number(row.fee_lessons) },
  };
}

export function toLessonRecord(
  row: Selectable<LessonsGivenTable>,
  owner: { name: string; teacher_id: string },
): LessonRecord {
  return {
    id: Number(row.id),
    name: owner.name,
    lessonDay: row.lesson_day,
    status: row.status,
    charged: isCharged(row.status),
    recordedAt: row.recorded_at,
    recordedBy: row.recorded_by,
    teacherId: owner.teacher_id,
  };
}

export function toPaymentRecord(
  row: Selectable<PaymentsTable>,
  name: string,
  refunded: boolean,
  /** Of its lessons, those that covered lessons owed before it (from its ledger row). */
  coversOwed = 0,
): PaymentRecord {
  return {
    id: Number(row.id),
    name,
    kind: row.kind,
    payDay: row.pay_day,
    paidAt: row.paid_at,
    pay: Number(row.amount),
    lesson: Number(row.lessons),
    method: row.method,
    receiptNo: row.receipt_no,
    refundOf: row.refund_of === null ? null : Number(row.refund_of),
    refunded,
    voided: row.voided_at !== null,
    voidedAt: row.voided_at,
    voidReason: row.void_reason,
    coversOwed,
  };
}

/** A teacher's current student by name, or a current student by id (of the teacher when one is given). */
export type StudentKey =
  | { teacherId: string; name: string }
  | { studentId: number; teacherId: string | null };

/** The student's row, else 404; with `lock` (the dialect) taken FOR UPDATE on PostgreSQL. */
export async function studentRow(db: Db, key: StudentKey, lock?: Dialect): Promise<StudentRow> {
  let query = db.selectFrom('students').selectAll().where('archived_at', 'is', null);
  query =
    'name' in key
      ? query.where('name', '=', key.name.normalize('NFC'))
      : query.where('id', '=', key.studentId);
  if (key.teacherId !== null) query = query.where('teacher_id', '=', key.teacherId);
  const row = await query.$if(lock === 'postgres', (locked) => locked.forUpdate()).executeTakeFirst();
  if (!row) throw new AppError('students.not_found', 404);
  return row;
}

/**
 * The student a change is about, found and locked in the caller's transaction, so that what the
 * change reads is what it writes against: by name, or by id where an id is the real key (the
 * student of a payment or a lesson record); else 404.
 */
export function lockStudent(
  trx: Transaction<Database>,
  dialect: Dialect,
  key: StudentKey,
): Promise<StudentRow> {
  return studentRow(trx, key, dialect);
}

/**
 * The lock where the change is to a lesson record or a payment: its student's, once the row is
 * found; `notFound` (404) when there is no such row or it is another teacher's student's, which
 * is as good as none.
 */
export async function lockStudentOfRow(
  trx: Transaction<Database>,
  dialect: Dialect,
  row: { table: 'lessons_given' | 'payments'; id: number; scope: string | null; notFound: ErrorCode },
): Promise<StudentRow> {
  const owner = await trx
    .selectFrom(row.table)
    .innerJoin('students', 'students.id', `${row.table}.student_id`)
    .select([`${row.table}.student_id`, 'students.teacher_id'])
    .where(`${row.table}.id`, '=', row.id)
    .executeTakeFirst();
  if (!owner || (row.scope !== null && owner.teacher_id !== row.scope)) throw new AppError(row.notFound, 404);
  return lockStudent(trx, dialect, { studentId: Number(owner.student_id), teacherId: row.scope });
}
