/**
 * Voiding a payment entered by mistake (DESIGN §4): not a refund — no money went back, the
 * payment should never have been. It keeps its row (shown as 취소됨, with when, why and by
 * whom), leaves sales, the chart and the CSV, and its lessons leave the ledger in a 'void' row.
 *
 * Refused when its lessons are not all there any more (remaining < its lessons: some were used,
 * or it covered lessons owed): a refund settles that. The ledger writer's floor of 0 makes the
 * database the judge of that, whatever ran at the same moment. A refunded payment cannot be
 * voided, nor a voided one refunded (the refund skips voided packages). Who may, and until
 * when, is record-windows.ts: a teacher on the day of the payment, the owner within 30 days.
 */

import type { Selectable, Transaction } from 'kysely';
import { voidWindowProblem } from '#shared/record-windows.ts';
import type { Role } from '#shared/schemas/auth.ts';
import type { VoidPaymentResponse } from '#shared/schemas/students.ts';
import { seoulDate } from '#shared/time.ts';
import { AppError } from '../../app-error.ts';
import type { Dialect } from '../../db/connection.ts';
import type { Database, Db } from '../../db/database.ts';
import { type AuditActor, recordAudit } from '../audit/index.ts';
import type { PaymentProvider } from './collaborators.ts';
import { writeChange } from './ledger.ts';
import { packageRefunded } from './payments.queries.ts';
import { cancelThenRecord, cancelUnderWay, startCancel } from './provider-cancels.ts';
import { lockStudentOfRow, type StudentRow, toPaymentRecord, toStudent } from './student-rows.ts';
import type { PaymentsTable } from './students.tables.ts';

interface VoidInput {
  paymentId: number;
  /** The teacher whose student's payment it must be; null = the owner, anyone's. */
  scope: string | null;
  role: Role;
  reason: string;
  actor: AuditActor;
  now: Date;
  /** The provider the payment may have come through, to give it back the same way. */
  provider?: PaymentProvider | undefined;
}

export async function voidPayment(
  db: Db,
  dialect: Dialect,
  input: VoidInput,
): Promise<Omit<VoidPaymentResponse, 'message'>> {
  const planned = await db.transaction().execute(async (trx) => {
    const student = await lockStudentOfRow(trx, dialect, {
      table: 'payments',
      id: input.paymentId,
      scope: input.scope,
      notFound: 'students.payment_not_found',
    });
    // Read again under the lock: what a change made meanwhile is seen.
    const payment = await trx
      .selectFrom('payments')
      .selectAll()
      .where('id', '=', input.paymentId)
      .executeTakeFirstOrThrow();
    if (payment.kind !== 'payment') throw new AppError('students.void_not_payment', 409);
    if (payment.voided_at !== null) throw new AppError('students.already_voided', 409);
    if (await packageRefunded(trx, Number(payment.id))) throw new AppError('students.void_refunded', 409);
    if (await cancelUnderWay(trx, Number(payment.id))) throw new AppError('students.refund_under_way', 409);
    const late = voidWindowProblem(seoulDate(new Date(payment.paid_at)), seoulDate(input.now), input.role);
    if (late) throw new AppError(late, 403);

    const decided = {
      lessons: Number(payment.lessons),
      reason: input.reason,
      actor: input.actor,
      now: input.now,
    };
    if (input.provider) {
      // A payment that came through the provider is cancelled there, whole, before the ledger.
      const attempt = await startCancel(trx, input.provider, {
        kind: 'void',
        payment,
        amount: Number(payment.amount),
        statutory: 0,
        ...decided,
      });
      if (attempt !== null) {
        // The lessons must still be there (the ledger's floor would refuse later, after the money moved).
        if (Number(student.remaining) < Number(payment.lessons)) {
          throw new AppError('students.void_lessons_used', 409);
        }
        return { attempt } as const;
      }
    }
    return { done: await writeVoid(trx, { student, payment, ...decided }) } as const;
  });
  if (planned.attempt === undefined) return planned.done;
  const done = await cancelThenRecord(db, dialect, planned.attempt, input);
  if (!done.payment) throw new Error('a void recorded without its payment');
  return { student: done.student, payment: done.payment };
}

/**
 * Writes a void decided under the student's lock, in the caller's transaction: the payment
 * marked, its lessons leaving the ledger (floor 0), and the audit.
 */
export async function writeVoid(
  trx: Transaction<Database>,
  input: {
    student: StudentRow;
    payment: Selectable<PaymentsTable>;
    /** Its lessons; fewer only when the provider already gave the money back and some were used. */
    lessons: number;
    reason: string;
    actor: AuditActor;
    now: Date;
  },
): Promise<Omit<VoidPaymentResponse, 'message'>> {
  const { student, payment, lessons } = input;
  const at = input.now.toISOString();
  const voided = await trx
    .updateTable('payments')
    .set({ voided_at: at, void_reason: input.reason, voided_by: input.actor.id })
    .where('id', '=', payment.id)
    .where('voided_at', 'is', null)
    .returningAll()
    .executeTakeFirstOrThrow(() => new AppError('students.already_voided', 409));
  const after = await writeChange(trx, student, {
    studentId: Number(student.id),
    change: -lessons,
    reason: 'void',
    paymentId: payment.id,
    note: input.reason,
    floor: 0,
    actorId: input.actor.id,
    at,
  });
  await recordAudit(trx, input, {
    action: 'payment.void',
    target: student.name,
    detail: {
      teacherId: student.teacher_id,
      paymentId: Number(payment.id),
      payDay: payment.pay_day,
      pay: Number(payment.amount),
      lesson: lessons,
      reason: input.reason,
      before: { voided: false, lesson: Number(student.remaining) },
      after: { voided: true, lesson: Number(after.remaining) },
    },
  });
  return { student: toStudent(after), payment: toPaymentRecord(voided, student.name, false) };
}
