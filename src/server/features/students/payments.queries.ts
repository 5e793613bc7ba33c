/**
 * Payments and refunds. A payment adds its lessons to `remaining` and writes the payment row
 * and its ledger row together; lessons owed are covered first, which is just the sum (4 paid
 * with 1 owed leave 3) and is said in the answer. A refund is computed from the latest package
 * that was not voided (shared `calculateRefund`, 학원법 시행령 별표 4) while the student is
 * locked. It pays back the statutory amount or another the person types with a reason (never
 * more than the package was paid), written as a negative payment pointing at the package, and
 * takes the package's unused lessons through the ledger — unless asked not to; a 0원 refund
 * takes them only when asked (남은 레슨도 정리), and then is a ledger row pointing at the
 * package, there being no money to record (payments hold no 0원 rows). Voiding is in
 * payment-void.queries.ts.
 */

import type { Selectable, Transaction } from 'kysely';
import { paymentCover } from '#shared/ledger-rules.ts';
import type {
  ChargeResponse,
  PaymentRecord,
  Receipt,
  RefundResponse,
  Student,
} from '#shared/schemas/students.ts';
import { calculateRefund, type PaymentMethod } from '#shared/student-rules.ts';
import { addDays, seoulDate } from '#shared/time.ts';
import { AppError } from '../../app-error.ts';
import type { Dialect } from '../../db/connection.ts';
import { isUniqueViolation } from '../../db/constraint-errors.ts';
import type { Database, Db } from '../../db/database.ts';
import { type AuditActor, recordAudit } from '../audit/index.ts';
import { getLessonRules, getStudioSettings } from '../site/index.ts';
import type { PaymentProvider, StudentNotices } from './collaborators.ts';
import { writeChange, writeLedger } from './ledger.ts';
import { cancelThenRecord, cancelUnderWay, type DecidedCancel, startCancel } from './provider-cancels.ts';
import { lockStudent, type StudentRow, toPaymentRecord, toStudent } from './student-rows.ts';
import type { PaymentsTable } from './students.tables.ts';

interface ChargeInput {
  teacherId: string;
  name: string;
  pay: number;
  lesson: number;
  method: PaymentMethod;
  receiptNo: string | null;
  /** Days the package's lessons may be used (0 = no limit; null = the studio's default). */
  validDays: number | null;
  /** The Seoul day it was paid, already checked against today (record-windows.ts). */
  payDay: string;
  actor: AuditActor;
  now: Date;
  /** The receipt's message, written in the payment's transaction. */
  notices: Pick<StudentNotices, 'payment'>;
}

type Charged = Omit<ChargeResponse, 'message' | 'cashReceiptReminder'>;

export async function chargeStudent(db: Db, dialect: Dialect, input: ChargeInput): Promise<Charged> {
  return db
    .transaction()
    .execute(async (trx) => chargeLocked(trx, await lockStudent(trx, dialect, input), input));
}

/**
 * A payment made for a student by id inside the caller's transaction: another feature's
 * change that brings money in (a bill paid) writes its own rows and the payment together,
 * with no receipt number typed and the studio's default validity.
 */
export async function chargeStudentIn(
  trx: Transaction<Database>,
  dialect: Dialect,
  input: Omit<ChargeInput, 'teacherId' | 'name' | 'receiptNo' | 'validDays'> & { studentId: number },
): Promise<Charged> {
  const student = await lockStudent(trx, dialect, { studentId: input.studentId, teacherId: null });
  return chargeLocked(trx, student, { ...input, receiptNo: null, validDays: null });
}

async function chargeLocked(
  trx: Transaction<Database>,
  student: StudentRow,
  input: Omit<ChargeInput, 'teacherId' | 'name'>,
): Promise<Charged> {
  const at = input.now.toISOString();
  const { payDay } = input;
  const validDays = input.validDays ?? (await getLessonRules(trx)).packageDays;
  const payment = await trx
    .insertInto('payments')
    .values({
      student_id: student.id,
      kind: 'payment',
      pay_day: payDay,
      valid_until: validDays > 0 ? addDays(payDay, validDays) : null,
      paid_at: at,
      amount: input.pay,
      lessons: input.lesson,
      method: input.method,
      receipt_no: input.receiptNo || null,
      recorded_by: input.actor.id,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  const after = await writeLedger(trx, {
    studentId: student.id,
    change: input.lesson,
    reason: 'payment',
    paymentId: payment.id,
    actorId: input.actor.id,
    at,
  });
  await recordAudit(trx, input, {
    action: 'payment.create',
    target: student.name,
    detail: {
      teacherId: student.teacher_id,
      pay: input.pay,
      lesson: input.lesson,
      method: input.method,
      payDay,
      balance: Number(after.remaining),
    },
  });
  await input.notices.payment(trx, {
    studentId: Number(student.id),
    name: student.name,
    paymentId: Number(payment.id),
    pay: input.pay,
    lessons: input.lesson,
    now: input.now,
  });
  const { coversOwed } = paymentCover(Number(student.remaining), input.lesson);
  return { student: toStudent(after), payment: toPaymentRecord(payment, student.name, false, coversOwed) };
}

interface RefundInput {
  teacherId: string;
  name: string;
  dryRun: boolean;
  /** Won to pay back; undefined = the statutory refund. */
  amount?: number | undefined;
  /** Why another amount than the statutory one (required then). */
  reason: string | null;
  /** Whether the package's unused lessons leave the ledger; undefined = when money goes back. */
  clearLessons?: boolean | undefined;
  actor: AuditActor;
  now: Date;
  /** The provider money may have come through, to give it back the same way. */
  provider?: PaymentProvider | undefined;
}

/**
 * Whether a package was refunded already: by a refund payment pointing at it, or by a 0원
 * refund's ledger row taking its lessons (which points at the package itself).
 */
export async function packageRefunded(db: Db, paymentId: number): Promise<boolean> {
  const [byPayment, byLessons] = await Promise.all([
    db.selectFrom('payments').select('id').where('refund_of', '=', paymentId).executeTakeFirst(),
    db
      .selectFrom('lesson_ledger')
      .select('id')
      .where('payment_id', '=', paymentId)
      .where('reason', '=', 'refund')
      .executeTakeFirst(),
  ]);
  return byPayment !== undefined || byLessons !== undefined;
}

export async function refundLatestPackage(
  db: Db,
  dialect: Dialect,
  input: RefundInput,
): Promise<Omit<RefundResponse, 'message'>> {
  try {
    const planned = await db.transaction().execute(async (trx) => {
      const student = await lockStudent(trx, dialect, input);
      const latest = await trx
        .selectFrom('payments')
        .selectAll()
        .where('student_id', '=', student.id)
        .where('kind', '=', 'payment')
        .where('voided_at', 'is', null)
        // The latest by the day it was paid: a payment entered late for an earlier day is older.
        .orderBy('pay_day', 'desc')
        .orderBy('paid_at', 'desc')
        .orderBy('id', 'desc')
        .executeTakeFirstOrThrow(() => new AppError('students.nothing_to_refund', 409));
      if (await packageRefunded(trx, Number(latest.id))) throw new AppError('students.already_refunded', 409);
      if (await cancelUnderWay(trx, Number(latest.id))) throw new AppError('students.refund_under_way', 409);

      const working = calculateRefund({
        amount: Number(latest.amount),
        lessons: Number(latest.lessons),
        remaining: Number(student.remaining),
      });
      const calculation = { paymentId: Number(latest.id), ...working };
      if (input.dryRun) {
        return { done: { dryRun: true, calculation, student: toStudent(student), payment: null } } as const;
      }

      const amount = input.amount ?? working.refund;
      if (amount > Number(latest.amount)) throw new AppError('students.refund_over_paid', 409);
      if (amount !== working.refund && !input.reason)
        throw new AppError('students.refund_reason_required', 400);
      const lessons = (input.clearLessons ?? amount > 0) ? working.unused : 0;
      if (amount === 0 && !input.clearLessons) throw new AppError('students.refund_zero', 409);
      if (amount === 0 && lessons === 0) throw new AppError('students.refund_nothing', 409);

      const decided: DecidedCancel = {
        amount,
        lessons,
        statutory: working.refund,
        reason: input.reason,
        actor: input.actor,
        now: input.now,
      };
      if (amount > 0 && input.provider) {
        // Money that came through the provider goes back through it: the attempt is written
        // here, the provider asked after this transaction, the ledger written after its yes.
        const attempt = await startCancel(trx, input.provider, {
          kind: 'refund',
          payment: latest,
          ...decided,
        });
        if (attempt !== null) return { attempt, calculation } as const;
      }
      const written = await writeRefund(trx, { student, refundOf: latest, ...decided });
      return { done: { dryRun: false, calculation, ...written } } as const;
    });
    if (planned.attempt === undefined) return planned.done;
    const done = await cancelThenRecord(db, dialect, planned.attempt, input);
    return { dryRun: false, calculation: planned.calculation, ...done };
  } catch (error) {
    // A simultaneous refund of the same package got there first.
    if (isUniqueViolation(error)) throw new AppError('students.already_refunded', 409);
    throw error;
  }
}

/**
 * Writes a refund decided under the student's lock, in the caller's transaction: the negative
 * payment pointing at the package (none for 0원), the package's lessons leaving the ledger
 * (taken down to 0 at most: its unused lessons are at most what remains), and the audit.
 */
export async function writeRefund(
  trx: Transaction<Database>,
  input: DecidedCancel & { student: StudentRow; refundOf: Selectable<PaymentsTable> },
): Promise<{ student: Student; payment: PaymentRecord | null }> {
  const { student, refundOf: latest, amount, lessons } = input;
  const at = input.now.toISOString();
  const refund =
    amount === 0
      ? null
      : await trx
          .insertInto('payments')
          .values({
            student_id: student.id,
            kind: 'refund',
            pay_day: seoulDate(input.now),
            paid_at: at,
            amount: -amount,
            lessons: -lessons,
            method: latest.method,
            refund_of: latest.id,
            recorded_by: input.actor.id,
          })
          .returningAll()
          .executeTakeFirstOrThrow();
  const after = await writeChange(trx, student, {
    studentId: student.id,
    change: -lessons,
    reason: 'refund',
    // A 0원 refund has no payment row: its ledger row points at the package it closes.
    paymentId: refund ? refund.id : latest.id,
    note: input.reason,
    actorId: input.actor.id,
    at,
  });
  await recordAudit(trx, input, {
    action: 'payment.refund',
    target: student.name,
    detail: {
      teacherId: student.teacher_id,
      refundOf: Number(latest.id),
      refund: amount,
      statutory: input.statutory,
      lessons,
      ...(input.reason ? { reason: input.reason } : {}),
    },
  });
  return { student: toStudent(after), payment: refund ? toPaymentRecord(refund, student.name, false) : null };
}

/**
 * Of a payment's lessons, those that covered lessons owed before it, read from its ledger row
 * (the balance it left, less its change); a refund covers none.
 */
function coversOwedOf(row: { kind: string; balance: number | null; change: number | null }): number {
  if (row.kind !== 'payment' || row.balance === null || row.change === null) return 0;
  return paymentCover(Number(row.balance) - Number(row.change), Number(row.change)).coversOwed;
}

/** Payments with the balance their own ledger row left (not the row of a later void). */
function paymentsWithLedger(db: Db) {
  return db
    .selectFrom('payments')
    .leftJoin('lesson_ledger', (join) =>
      join.onRef('lesson_ledger.payment_id', '=', 'payments.id').on('lesson_ledger.reason', '=', 'payment'),
    )
    .selectAll('payments')
    .select(['lesson_ledger.balance', 'lesson_ledger.change']);
}

/**
 * A student's payments and refunds, the latest day paid first, each payment marked when refunded or voided;
 * a voided payment stays in the history, shown as 취소됨.
 */
export async function listStudentPayments(db: Db, studentId: number, name: string): Promise<PaymentRecord[]> {
  const rows = await paymentsWithLedger(db)
    .where('payments.student_id', '=', studentId)
    .orderBy('payments.pay_day', 'desc')
    .orderBy('payments.paid_at', 'desc')
    .orderBy('payments.id', 'desc')
    .execute();
  const packages = new Set(rows.filter((row) => row.kind === 'payment').map((row) => Number(row.id)));
  // A package closed by a 0원 refund has no refund row: its lessons' ledger row names it.
  const closed = await db
    .selectFrom('lesson_ledger')
    .select('payment_id')
    .where('student_id', '=', studentId)
    .where('reason', '=', 'refund')
    .execute();
  const refunded = new Set([
    ...rows.filter((row) => row.refund_of !== null).map((row) => Number(row.refund_of)),
    // (A refund's own ledger row names the refund, which is no package.)
    ...closed.map((row) => Number(row.payment_id)).filter((id) => packages.has(id)),
  ]);
  return rows.map((row) => toPaymentRecord(row, name, refunded.has(Number(row.id)), coversOwedOf(row)));
}

/** One payment with its student, for a receipt; the caller checks whose student it is. */
export async function findPayment(db: Db, paymentId: number) {
  const row = await paymentsWithLedger(db)
    .innerJoin('students', 'students.id', 'payments.student_id')
    .select(['students.name', 'students.teacher_id'])
    .where('payments.id', '=', paymentId)
    .executeTakeFirst();
  if (!row) return null;
  const refunded = row.kind === 'payment' && (await packageRefunded(db, Number(row.id)));
  return {
    teacherId: row.teacher_id,
    record: toPaymentRecord(row, row.name, refunded, coversOwedOf(row)),
  };
}

/**
 * The studio as a receipt names it: the owner's published details, as every page shows them,
 * with the representative (대표자) the settings page says the receipt carries.
 */
export async function receiptStudio(db: Db): Promise<Receipt['studio']> {
  const { studio } = await getStudioSettings(db);
  return {
    name: studio.name,
    representative: studio.owner,
    businessNumber: studio.businessNumber,
    address: `${studio.address} ${studio.floor}`.trim(),
    phone: studio.phone,
  };
}
