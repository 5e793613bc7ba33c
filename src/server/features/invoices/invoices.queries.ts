/**
 * Bills (docs/decisions/084): made one at a time or for a month in one step, listed, cancelled,
 * and marked paid when the money came another way (a transfer to the studio's account, cash) —
 * the payment then enters the ledger through the students' one payment writer, in the same
 * transaction as the bill's change, exactly once whoever presses at the same time.
 */

import { invoicesNotices } from '#shared/messages/invoices.ts';
import { lastDayOfMonth } from '#shared/month.ts';
import type { Invoice, InvoiceStatus } from '#shared/schemas/invoices.ts';
import type { PaymentMethod } from '#shared/student-rules.ts';
import { AppError } from '../../app-error.ts';
import type { Dialect } from '../../db/connection.ts';
import type { Db } from '../../db/database.ts';
import { type AuditActor, recordAudit } from '../audit/index.ts';
import { chargeStudentIn, feeDefaults, type StudentNotices } from '../students/index.ts';
import { messageInvoice } from './invoice-message.ts';
import { newPayToken, payTokenHash } from './pay-token.ts';

/** Whose bills a request reaches: a teacher's own students' (null = the owner, anyone's). */
export type Scope = string | null;

const invoiceColumns = [
  'invoices.id',
  'invoices.student_id',
  'students.name as student_name',
  'students.teacher_id',
  'invoices.amount',
  'invoices.lessons',
  'invoices.due_date',
  'invoices.note',
  'invoices.status',
  'invoices.created_at',
  'invoices.paid_at',
  'invoices.payment_id',
  'invoices.cancelled_at',
] as const;

function selectInvoices(db: Db, scope: Scope) {
  return db
    .selectFrom('invoices')
    .innerJoin('students', 'students.id', 'invoices.student_id')
    .select(invoiceColumns)
    .$if(scope !== null, (query) => query.where('students.teacher_id', '=', scope as string));
}

type InvoiceRow = Awaited<ReturnType<ReturnType<typeof selectInvoices>['executeTakeFirstOrThrow']>>;

function toInvoice(row: InvoiceRow, today: string): Invoice {
  return {
    id: Number(row.id),
    studentId: Number(row.student_id),
    studentName: row.student_name,
    teacherId: row.teacher_id,
    amount: Number(row.amount),
    lessons: Number(row.lessons),
    dueDate: row.due_date,
    note: row.note,
    status: row.status,
    overdue: row.status === '대기' && row.due_date < today,
    createdAt: row.created_at,
    paidAt: row.paid_at,
    paymentId: row.payment_id === null ? null : Number(row.payment_id),
    cancelledAt: row.cancelled_at,
  };
}

async function findInvoice(db: Db, scope: Scope, id: number, today: string): Promise<Invoice> {
  const row = await selectInvoices(db, scope).where('invoices.id', '=', id).executeTakeFirst();
  if (!row) throw new AppError('invoices.not_found', 404);
  return toInvoice(row, today);
}

interface Made {
  invoice: Invoice;
  /** The pay link's token: answered once, never stored. */
  token: string;
}

/** What making bills needs besides the bills themselves: who, when, and their links' address. */
interface Billing {
  scope: Scope;
  actor: AuditActor;
  now: Date;
  today: string;
  /** The pay link of a token, sent to the family in the bill's message. */
  link: (token: string) => string;
}

export async function createInvoice(
  db: Db,
  input: Billing & { studentId: number; amount: number; lessons: number; dueDate: string; note: string },
): Promise<Made> {
  const [student] = await feeDefaults(db, { teacherId: input.scope, studentIds: [input.studentId] });
  if (!student) throw new AppError('invoices.student_not_found', 404);
  const { token, hash } = newPayToken();
  return db.transaction().execute(async (trx) => {
    const { id } = await trx
      .insertInto('invoices')
      .values({
        student_id: student.studentId,
        amount: input.amount,
        lessons: input.lessons,
        due_date: input.dueDate,
        note: input.note,
        status: '대기',
        batch_month: null,
        token_hash: hash,
        created_by: input.actor.id,
        created_at: input.now.toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await recordAudit(trx, input, {
      action: 'invoice.create',
      target: student.name,
      detail: { invoiceId: Number(id), amount: input.amount, lessons: input.lessons, dueDate: input.dueDate },
    });
    const invoice = await findInvoice(trx, null, Number(id), input.today);
    await messageInvoice(trx, invoice, input.link(token), input.now);
    return { invoice, token };
  });
}

/**
 * A month's bills in one step: for each current student in scope whose lessons run out — at
 * most one left now, or a package usable only until a day of that month — a bill of what the
 * student pays (its own fee, else its latest package). A student with a bill of that month's
 * batch already is skipped, by the database's unique index, however many presses race.
 */
export async function createMonthInvoices(
  db: Db,
  input: Billing & { month: string; dueDate: string },
): Promise<{ made: (Made & { studentName: string })[]; skipped: { studentName: string; reason: string }[] }> {
  const monthEnd = lastDayOfMonth(input.month);
  const due = (await feeDefaults(db, { teacherId: input.scope })).filter(
    (student) =>
      student.remaining <= 1 ||
      (student.validUntil !== null && student.validUntil <= monthEnd && student.remaining > 0),
  );
  const made: (Made & { studentName: string })[] = [];
  const skipped: { studentName: string; reason: string }[] = [];
  const monthNumber = Number(input.month.slice(5, 7));
  await db.transaction().execute(async (trx) => {
    for (const student of due) {
      if (!student.fee) {
        skipped.push({ studentName: student.name, reason: invoicesNotices.skipNoFee });
        continue;
      }
      const { token, hash } = newPayToken();
      const inserted = await trx
        .insertInto('invoices')
        .values({
          student_id: student.studentId,
          amount: student.fee.amount,
          lessons: student.fee.lessons,
          due_date: input.dueDate,
          note: `${monthNumber}월 수강료 (${student.fee.lessons}회)`,
          status: '대기',
          batch_month: input.month,
          token_hash: hash,
          created_by: input.actor.id,
          created_at: input.now.toISOString(),
        })
        .onConflict((conflict) => conflict.columns(['student_id', 'batch_month']).doNothing())
        .returning('id')
        .executeTakeFirst();
      if (!inserted) {
        skipped.push({ studentName: student.name, reason: invoicesNotices.skipOpen });
        continue;
      }
      const invoice = await findInvoice(trx, null, Number(inserted.id), input.today);
      await messageInvoice(trx, invoice, input.link(token), input.now);
      made.push({ studentName: student.name, token, invoice });
    }
    if (made.length > 0) {
      await recordAudit(trx, input, {
        action: 'invoice.batch',
        target: input.month,
        detail: { made: made.length, skipped: skipped.length },
      });
    }
  });
  return { made, skipped };
}

export async function listInvoices(
  db: Db,
  input: { scope: Scope; status?: InvoiceStatus | undefined; month?: string | undefined; today: string },
): Promise<{ invoices: Invoice[]; openTotal: number }> {
  const rows = await selectInvoices(db, input.scope)
    .$if(input.status !== undefined, (query) =>
      query.where('invoices.status', '=', input.status as InvoiceStatus),
    )
    .$if(input.month !== undefined, (query) =>
      query
        .where('invoices.due_date', '>=', `${input.month}-01`)
        .where('invoices.due_date', '<=', lastDayOfMonth(input.month as string)),
    )
    .orderBy('invoices.due_date', 'desc')
    .orderBy('invoices.id', 'desc')
    .limit(500)
    .execute();
  const invoices = rows.map((row) => toInvoice(row, input.today));
  const openTotal = invoices
    .filter((bill) => bill.status === '대기')
    .reduce((sum, bill) => sum + bill.amount, 0);
  return { invoices, openTotal };
}

/** Cancels an open bill; its month's batch may then make the student a new one. */
export async function cancelInvoice(
  db: Db,
  input: { scope: Scope; id: number; actor: AuditActor; now: Date; today: string },
): Promise<Invoice> {
  const bill = await findInvoice(db, input.scope, input.id, input.today);
  return db.transaction().execute(async (trx) => {
    const changed = await trx
      .updateTable('invoices')
      .set({
        status: '취소',
        cancelled_at: input.now.toISOString(),
        cancelled_by: input.actor.id,
        batch_month: null,
      })
      .where('id', '=', bill.id)
      .where('status', '=', '대기')
      .executeTakeFirst();
    if (Number(changed.numUpdatedRows) !== 1) throw new AppError('invoices.not_open', 409);
    await recordAudit(trx, input, {
      action: 'invoice.cancel',
      target: bill.studentName,
      detail: { invoiceId: bill.id, amount: bill.amount },
    });
    return findInvoice(trx, null, bill.id, input.today);
  });
}

/**
 * Marks an open bill paid with money that came another way, and records that payment — its
 * lessons, validity, receipt and message — as a payment typed in does. The bill's row is locked
 * first, so of two presses at once one pays and the other is told it is paid.
 */
export async function markInvoicePaid(
  db: Db,
  dialect: Dialect,
  input: {
    scope: Scope;
    id: number;
    method: PaymentMethod;
    payDay: string;
    actor: AuditActor;
    now: Date;
    today: string;
    notices: Pick<StudentNotices, 'payment'>;
  },
): Promise<Invoice> {
  const bill = await findInvoice(db, input.scope, input.id, input.today);
  return db.transaction().execute(async (trx) => {
    const open = await trx
      .selectFrom('invoices')
      .select(['id', 'status'])
      .where('id', '=', bill.id)
      .$if(dialect === 'postgres', (query) => query.forUpdate())
      .executeTakeFirstOrThrow();
    if (open.status !== '대기') throw new AppError('invoices.not_open', 409);
    // A bill made before bills asked for a lesson: a payment holds at least one (payments_sign).
    if (bill.lessons === 0) throw new AppError('invoices.no_lessons', 409);
    const charged = await chargeStudentIn(trx, dialect, {
      studentId: bill.studentId,
      pay: bill.amount,
      lesson: bill.lessons,
      method: input.method,
      payDay: input.payDay,
      actor: input.actor,
      now: input.now,
      notices: input.notices,
    });
    await trx
      .updateTable('invoices')
      .set({ status: '결제 완료', payment_id: charged.payment.id, paid_at: input.now.toISOString() })
      .where('id', '=', bill.id)
      .where('status', '=', '대기')
      .execute();
    return findInvoice(trx, null, bill.id, input.today);
  });
}

/**
 * A new pay link for an open bill: the old one stops working. Staff reach the bill by their
 * scope; a family (`studentIds`, its session's students) only a bill of its own students, any
 * other answering the same 404 as a bill that does not exist.
 */
export async function renewPayLink(
  db: Db,
  input: { scope: Scope; id: number; today: string; studentIds?: readonly number[] },
): Promise<Made> {
  const bill = await findInvoice(db, input.scope, input.id, input.today);
  if (input.studentIds && !input.studentIds.includes(bill.studentId)) {
    throw new AppError('invoices.not_found', 404);
  }
  const { token, hash } = newPayToken();
  const changed = await db
    .updateTable('invoices')
    .set({ token_hash: hash })
    .where('id', '=', bill.id)
    .where('status', '=', '대기')
    .executeTakeFirst();
  if (Number(changed.numUpdatedRows) !== 1) throw new AppError('invoices.not_open', 409);
  return { invoice: bill, token };
}

/** A family's bills: those of the students its session sees, open first. */
export async function familyInvoices(
  db: Db,
  studentIds: readonly number[],
  today: string,
): Promise<Invoice[]> {
  if (studentIds.length === 0) return [];
  const rows = await selectInvoices(db, null)
    .where('invoices.student_id', 'in', [...studentIds])
    .where('invoices.status', '!=', '취소')
    .orderBy('invoices.status', 'asc')
    .orderBy('invoices.due_date', 'desc')
    .limit(100)
    .execute();
  return rows.map((row) => toInvoice(row, today));
}

/** The bill a pay link leads to, or 404 for any token that is not one. */
export async function invoiceByToken(db: Db, token: string, today: string): Promise<Invoice> {
  const hash = payTokenHash(token);
  const row = hash
    ? await selectInvoices(db, null).where('invoices.token_hash', '=', hash).executeTakeFirst()
    : undefined;
  if (!row) throw new AppError('invoices.link_not_found', 404);
  return toInvoice(row, today);
}

export async function getTransferAccount(db: Db): Promise<string> {
  const row = await db.selectFrom('payment_settings').select('transfer_account').executeTakeFirst();
  return row?.transfer_account ?? '';
}

export async function setTransferAccount(db: Db, account: string, by: string, now: Date): Promise<void> {
  const values = { transfer_account: account, updated_by: by, updated_at: now.toISOString() };
  await db
    .insertInto('payment_settings')
    .values({ id: 1, ...values })
    .onConflict((conflict) => conflict.column('id').doUpdateSet(values))
    .execute();
}
