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

import { voidWindowProblem } from '#shared/record-windows.ts';
import type { Role } from '#shared/schemas/auth.ts';
import type { VoidPaymentResponse } from '#shared/schemas/students.ts';
import { seoulDate } from '#shared/time.ts';
import { AppError } from '../../app-error.ts';
import type { Dialect } from '../../db/connection.ts';
import type { Db } from '../../db/database.ts';
import { type AuditActor, recordAudit } from '../audit/index.ts';
import { writeLedger } from './ledger.ts';
import { packageRefunded } from './payments.queries.ts';
import { lockStudentById, toPaymentRecord, toStudent } from './student-rows.ts';

interface VoidInput {
  paymentId: number;
  /** The teacher whose student's payment it must be; null = the owner, anyone's. */
  scope: string | null;
  role: Role;
  reason: string;
  actor: AuditActor;
  now: Date;
}

export async function voidPayment(
  db: Db,
  dialect: Dialect,
  input: VoidInput,
): Promise<Omit<VoidPaymentResponse, 'message'>> {
  const at = input.now.toISOString();
  return db.transaction().execute(async (trx) => {
    const owner = await trx
      .selectFrom('payments')
      .innerJoin('students', 'students.id', 'payments.student_id')
      .select(['payments.student_id', 'students.teacher_id'])
      .where('payments.id', '=', input.paymentId)
      .executeTakeFirst();
    // Another teacher's payment is as good as none.
    if (!owner || (input.scope !== null && owner.teacher_id !== input.scope)) {
      throw new AppError('students.payment_not_found', 404);
    }
    const student = await lockStudentById(trx, dialect, {
      studentId: Number(owner.student_id),
      teacherId: input.scope,
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
    const late = voidWindowProblem(seoulDate(new Date(payment.paid_at)), seoulDate(input.now), input.role);
    if (late) throw new AppError(late, 403);

    const voided = await trx
      .updateTable('payments')
      .set({ voided_at: at, void_reason: input.reason, voided_by: input.actor.id })
      .where('id', '=', payment.id)
      .where('voided_at', 'is', null)
      .returningAll()
      .executeTakeFirst();
    if (!voided) throw new AppError('students.already_voided', 409);
    const lessons = Number(payment.lessons);
    const after = await writeLedger(trx, {
      studentId: Number(student.id),
      change: -lessons,
      reason: 'void',
      paymentId: payment.id,
      note: input.reason,
      floor: 0,
      actorId: input.actor.id,
      at,
    });
    await recordAudit(trx, {
      actor: input.actor,
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
      at: input.now,
    });
    return { student: toStudent(after), payment: toPaymentRecord(voided, student.name, false) };
  });
}
