/**
 * 현금영수증 rows (docs/decisions/089): one per payment that needs one, written in the payment's
 * own transaction (a 현금 or 계좌이체 payment of 100,000원 or more) or when the family asks; the
 * staff's to-do; and the marks staff make after issuing or cancelling one at 홈택스, each one
 * guarded UPDATE so that of two staff pressing at once one changes it and the other is told.
 */

import type { UpdateResult } from 'kysely';
import {
  CASH_RECEIPT_DAYS,
  type CashReceipt,
  type CashReceiptPurpose,
  type FamilyCashReceipt,
} from '#shared/schemas/cash-receipts.ts';
import { CASH_RECEIPT_THRESHOLD } from '#shared/student-rules.ts';
import { addDays } from '#shared/time.ts';
import { AppError } from '../../app-error.ts';
import type { Db } from '../../db/database.ts';
import { type AuditActor, recordAudit } from '../audit/index.ts';

/** Whose receipts a request reaches: a teacher's own students' (null = the owner, anyone's). */
export type Scope = string | null;

const RECEIPT_METHODS = ['현금', '계좌이체'] as const;

/** A receipt's row as its payment gives it: whose, how much, and by when it is due. */
const receiptOf = (payment: { student_id: number; amount: number; pay_day: string }) => ({
  student_id: payment.student_id,
  amount: Number(payment.amount),
  pay_day: payment.pay_day,
  due_on: addDays(payment.pay_day, CASH_RECEIPT_DAYS),
});

function selectReceipts(db: Db, scope: Scope) {
  return db
    .selectFrom('cash_receipts')
    .innerJoin('students', 'students.id', 'cash_receipts.student_id')
    .selectAll('cash_receipts')
    .select(['students.name as student_name', 'students.teacher_id'])
    .$if(scope !== null, (query) => query.where('students.teacher_id', '=', scope as string));
}

type Row = Awaited<ReturnType<ReturnType<typeof selectReceipts>['executeTakeFirstOrThrow']>>;

function toReceipt(row: Row): CashReceipt {
  return {
    id: Number(row.id),
    paymentId: Number(row.payment_id),
    studentId: Number(row.student_id),
    studentName: row.student_name,
    amount: Number(row.amount),
    payDay: row.pay_day,
    dueOn: row.due_on,
    status: row.status,
    purpose: row.purpose,
    receiptNo: row.receipt_no,
    byProvider: row.receipt_key !== null,
    issuedAt: row.issued_at,
    cancelAmount: row.cancel_amount === null ? null : Number(row.cancel_amount),
    cancelledAt: row.cancelled_at,
    lastError: row.last_error,
  };
}

/**
 * The receipt a payment needs, written in `trx` (the payment's own transaction, or the staff's
 * request for one): for money taken as 현금 or 계좌이체, of 100,000원 or more unless `asked`.
 * Answers whether one was written; a second ask finds the payment's unique receipt.
 */
export async function receiptForPayment(
  trx: Db,
  input: { paymentId: number; asked: boolean; now: Date },
): Promise<boolean> {
  const payment = await trx
    .selectFrom('payments')
    .select(['id', 'student_id', 'kind', 'method', 'amount', 'pay_day', 'voided_at'])
    .where('id', '=', input.paymentId)
    .executeTakeFirst();
  if (payment?.kind !== 'payment' || payment.voided_at !== null) {
    if (input.asked) throw new AppError('cashReceipts.payment_not_found', 404);
    return false;
  }
  if (!(RECEIPT_METHODS as readonly string[]).includes(payment.method)) {
    if (input.asked) throw new AppError('cashReceipts.not_cash', 409);
    return false;
  }
  if (!input.asked && Number(payment.amount) < CASH_RECEIPT_THRESHOLD) return false;
  const written = await trx
    .insertInto('cash_receipts')
    .values({
      payment_id: payment.id,
      ...receiptOf(payment),
      status: '할 일',
      created_at: input.now.toISOString(),
    })
    .onConflict((conflict) => conflict.column('payment_id').doNothing())
    .returning('id')
    .executeTakeFirst();
  if (!written && input.asked) throw new AppError('cashReceipts.exists', 409);
  return written !== undefined;
}

/** Who a receipt issued in the payment window is recorded as: Toss cancels it with the payment. */
export const WITH_PAYMENT = 'toss-payment';

/**
 * A receipt the family chose in Toss's window (소득공제 or 지출증빙), which Toss issued with the
 * payment: written in the payment's transaction as issued, with Toss's number, in place of the
 * to-do the payment's notice may have written a moment before (docs/decisions/099).
 */
export async function receiptWithPayment(
  trx: Db,
  input: {
    paymentId: number;
    purpose: CashReceiptPurpose;
    receiptKey: string;
    issueNumber: string;
    now: Date;
  },
): Promise<void> {
  const payment = await trx
    .selectFrom('payments')
    .select(['student_id', 'amount', 'pay_day'])
    .where('id', '=', input.paymentId)
    .executeTakeFirstOrThrow();
  const at = input.now.toISOString();
  const issued = {
    status: '발급 완료' as const,
    purpose: input.purpose,
    receipt_no: input.issueNumber,
    receipt_key: input.receiptKey,
    issued_by: WITH_PAYMENT,
    issued_at: at,
  };
  await trx
    .insertInto('cash_receipts')
    .values({
      payment_id: input.paymentId,
      ...receiptOf(payment),
      created_at: at,
      ...issued,
    })
    .onConflict((conflict) =>
      conflict.column('payment_id').doUpdateSet(issued).where('cash_receipts.status', '=', '할 일'),
    )
    .execute();
}

/** A staff member asks a receipt for a payment of a student in scope (the family asked). */
export async function askReceipt(
  db: Db,
  input: { scope: Scope; paymentId: number; actor: AuditActor; now: Date },
): Promise<void> {
  const payment = await db
    .selectFrom('payments')
    .innerJoin('students', 'students.id', 'payments.student_id')
    .select(['payments.id', 'students.name', 'students.teacher_id'])
    .where('payments.id', '=', input.paymentId)
    .executeTakeFirst();
  if (!payment || (input.scope !== null && payment.teacher_id !== input.scope)) {
    throw new AppError('cashReceipts.payment_not_found', 404);
  }
  await db.transaction().execute(async (trx) => {
    await receiptForPayment(trx, { paymentId: input.paymentId, asked: true, now: input.now });
    await recordAudit(trx, input, {
      action: 'cash_receipt.ask',
      target: payment.name,
      detail: { paymentId: input.paymentId },
    });
  });
}

/** What is left to do at 홈택스, oldest due first. */
export async function receiptTodo(db: Db, scope: Scope): Promise<CashReceipt[]> {
  const rows = await selectReceipts(db, scope)
    .where('cash_receipts.status', 'in', ['할 일', '취소 할 일'])
    .orderBy('cash_receipts.due_on')
    .orderBy('cash_receipts.id')
    .limit(200)
    .execute();
  return rows.map(toReceipt);
}

export async function studentReceipts(db: Db, scope: Scope, studentId: number): Promise<CashReceipt[]> {
  const rows = await selectReceipts(db, scope)
    .where('cash_receipts.student_id', '=', studentId)
    .orderBy('cash_receipts.id', 'desc')
    .limit(500)
    .execute();
  return rows.map(toReceipt);
}

function familyReceipts(db: Db, studentIds: readonly number[]) {
  return db
    .selectFrom('cash_receipts')
    .select(['payment_id', 'status', 'receipt_no', 'purpose', 'due_on', 'last_error'])
    .where('student_id', 'in', [...studentIds]);
}

function toFamilyReceipt(
  row: Awaited<ReturnType<ReturnType<typeof familyReceipts>['executeTakeFirstOrThrow']>>,
): FamilyCashReceipt {
  return {
    paymentId: Number(row.payment_id),
    status: row.status,
    receiptNo: row.receipt_no,
    purpose: row.purpose,
    dueOn: row.due_on,
    lastError: row.last_error,
  };
}

/** The receipt of one payment of the family's students, as the family's copy shows it. */
export async function familyReceipt(
  db: Db,
  studentIds: readonly number[],
  paymentId: number,
): Promise<FamilyCashReceipt | null> {
  if (studentIds.length === 0) return null;
  const row = await familyReceipts(db, studentIds).where('payment_id', '=', paymentId).executeTakeFirst();
  return row ? toFamilyReceipt(row) : null;
}

/** Every receipt of one of the family's students (the caller has checked it is theirs). */
export async function familyStudentReceipts(db: Db, studentId: number): Promise<FamilyCashReceipt[]> {
  const rows = await familyReceipts(db, [studentId]).orderBy('id', 'desc').limit(500).execute();
  return rows.map(toFamilyReceipt);
}

async function findReceipt(db: Db, scope: Scope, id: number): Promise<CashReceipt> {
  const row = await selectReceipts(db, scope).where('cash_receipts.id', '=', id).executeTakeFirst();
  if (!row) throw new AppError('cashReceipts.not_found', 404);
  return toReceipt(row);
}

/**
 * Staff marking at 홈택스 what they did with a receipt: `move` changes it only from the status it
 * must still be in, so of two people marking at once the second hears 409; then the audit.
 */
async function markReceipt(
  db: Db,
  input: { scope: Scope; id: number; actor: AuditActor; now: Date },
  action: 'cash_receipt.issue' | 'cash_receipt.cancel',
  move: (trx: Db, id: number) => Promise<UpdateResult>,
  detail: Record<string, unknown> = {},
): Promise<CashReceipt> {
  const receipt = await findReceipt(db, input.scope, input.id);
  return db.transaction().execute(async (trx) => {
    const changed = await move(trx, receipt.id);
    if (Number(changed.numUpdatedRows) !== 1) throw new AppError('cashReceipts.not_open', 409);
    await recordAudit(trx, input, {
      action,
      target: receipt.studentName,
      detail: { receiptId: receipt.id, paymentId: receipt.paymentId, ...detail },
    });
    return findReceipt(trx, null, receipt.id);
  });
}

/** Staff issued it at 홈택스: its number is kept and it leaves the to-do. */
export async function markIssued(
  db: Db,
  input: { scope: Scope; id: number; receiptNo: string; actor: AuditActor; now: Date },
): Promise<CashReceipt> {
  const at = input.now.toISOString();
  return markReceipt(
    db,
    input,
    'cash_receipt.issue',
    (trx, id) =>
      trx
        .updateTable('cash_receipts')
        .set({ status: '발급 완료', receipt_no: input.receiptNo, issued_by: input.actor.id, issued_at: at })
        .where('id', '=', id)
        .where('status', '=', '할 일')
        // A worker asking the provider for it holds it: staff are told it is being issued.
        .where((eb) => eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<', at)]))
        .executeTakeFirst(),
    { receiptNo: input.receiptNo },
  );
}

/** Staff cancelled at 홈택스 a receipt issued there, whose payment was refunded. */
export async function markCancelled(
  db: Db,
  input: { scope: Scope; id: number; actor: AuditActor; now: Date },
): Promise<CashReceipt> {
  return markReceipt(db, input, 'cash_receipt.cancel', (trx, id) =>
    trx
      .updateTable('cash_receipts')
      .set({ status: '취소', cancelled_at: input.now.toISOString(), cancelled_by: input.actor.id })
      .where('id', '=', id)
      .where('status', '=', '취소 할 일')
      .executeTakeFirst(),
  );
}

/** The student in scope, or 404. */
export async function studentInScope(db: Db, scope: Scope, studentId: number): Promise<{ name: string }> {
  const student = await db
    .selectFrom('students')
    .select(['name', 'teacher_id'])
    .where('id', '=', studentId)
    .executeTakeFirst();
  if (!student || (scope !== null && student.teacher_id !== scope)) {
    throw new AppError('cashReceipts.student_not_found', 404);
  }
  return { name: student.name };
}

export async function receiptNumber(db: Db, studentId: number) {
  const row = await db
    .selectFrom('cash_receipt_numbers')
    .select(['purpose', 'number'])
    .where('student_id', '=', studentId)
    .executeTakeFirst();
  return row ?? null;
}

export async function setReceiptNumber(
  db: Db,
  input: {
    studentId: number;
    studentName: string;
    value: { purpose: CashReceiptPurpose; number: string } | null;
    actor: AuditActor;
    now: Date;
  },
): Promise<void> {
  const at = input.now.toISOString();
  await db.transaction().execute(async (trx) => {
    if (input.value === null) {
      await trx.deleteFrom('cash_receipt_numbers').where('student_id', '=', input.studentId).execute();
    } else {
      const values = { ...input.value, updated_by: input.actor.id, updated_at: at };
      await trx
        .insertInto('cash_receipt_numbers')
        .values({ student_id: input.studentId, ...values })
        .onConflict((conflict) => conflict.column('student_id').doUpdateSet(values))
        .execute();
    }
    await recordAudit(trx, input, {
      action: 'cash_receipt.number',
      target: input.studentName,
      detail: { set: input.value !== null, ...(input.value ? { purpose: input.value.purpose } : {}) },
    });
  });
}
