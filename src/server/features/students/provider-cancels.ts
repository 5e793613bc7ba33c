/**
 * Money given back through the provider it came through (docs/decisions/093). A refund or a
 * void of a payment that came through Toss is decided under the student's lock as any other;
 * then, in that transaction, its attempt is written (`payment_cancels`: the amount, the lessons,
 * the reason, and the idempotency key Toss will be sent) instead of the ledger's rows. After the
 * commit Toss is asked to cancel; on Toss's yes the ledger is written and the attempt marked
 * done in one transaction. So:
 * - Toss refuses the staff's press: the attempt is deleted, nothing is written, staff read why.
 * - Toss does not answer, or the process dies before the ledger: the attempt stays `환불 중`;
 *   the retry (the nightly look, or `retryProviderCancels`) asks Toss again with the same key —
 *   Toss answers the first cancel again instead of cancelling twice — and writes the ledger once.
 * - Two presses: the payment has one attempt (unique), so the second is told it is under way.
 */
import { randomBytes } from 'node:crypto';
import type { Selectable, Transaction } from 'kysely';
import { providerRefusedText } from '#shared/messages/students.ts';
import type { OpenCancel } from '#shared/schemas/payment-cancels.ts';
import type { PaymentRecord, Student } from '#shared/schemas/students.ts';
import { AppError } from '../../app-error.ts';
import type { Dialect } from '../../db/connection.ts';
import type { Database, Db } from '../../db/database.ts';
import type { AuditActor } from '../audit/index.ts';
import type { PaymentProvider } from './collaborators.ts';
import type { PaymentCancelsTable } from './payment-cancels.tables.ts';
import { writeVoid } from './payment-void.queries.ts';
import { writeRefund } from './payments.queries.ts';
import { lockStudent, toPaymentRecord, toStudent } from './student-rows.ts';
import type { PaymentsTable } from './students.tables.ts';

/** How long the request that wrote an attempt holds it before a retry may take it over. */
const LEASE_MS = 5 * 60_000;

export interface CancelAttempt {
  id: number;
  attemptKey: string;
  providerKey: string;
  kind: 'refund' | 'void';
  amount: number;
  reason: string | null;
}

type Done = { student: Student; payment: PaymentRecord | null };

const toAttempt = (row: Selectable<PaymentCancelsTable>): CancelAttempt => ({
  id: Number(row.id),
  attemptKey: row.attempt_key,
  providerKey: row.provider_key,
  kind: row.kind,
  amount: Number(row.amount),
  reason: row.reason,
});

/** Whether a payment's money is being given back through the provider right now. */
export async function cancelUnderWay(db: Db, paymentId: number): Promise<boolean> {
  const row = await db
    .selectFrom('payment_cancels')
    .select('id')
    .where('payment_id', '=', paymentId)
    .where('status', '=', '환불 중')
    .executeTakeFirst();
  return row !== undefined;
}

/** What a refund or void was decided to give back, and who decided it, when and why. */
export interface DecidedCancel {
  amount: number;
  lessons: number;
  statutory: number;
  reason: string | null;
  actor: AuditActor;
  now: Date;
}

/**
 * Writes the attempt of a refund or void just decided, in its transaction (the student locked),
 * when the payment came through the provider; null when it did not (the caller writes the ledger).
 */
export async function startCancel(
  trx: Transaction<Database>,
  provider: PaymentProvider,
  input: DecidedCancel & { kind: 'refund' | 'void'; payment: Selectable<PaymentsTable> },
): Promise<CancelAttempt | null> {
  const providerKey = await provider.paymentKeyOf(trx, Number(input.payment.id));
  if (providerKey === null) return null;
  const at = input.now.toISOString();
  const row = await trx
    .insertInto('payment_cancels')
    .values({
      attempt_key: `cancel-${randomBytes(18).toString('base64url')}`,
      payment_id: input.payment.id,
      student_id: input.payment.student_id,
      kind: input.kind,
      provider_key: providerKey,
      amount: input.amount,
      lessons: input.lessons,
      statutory: input.statutory,
      reason: input.reason,
      actor_id: input.actor.id,
      actor_name: input.actor.name,
      status: '환불 중',
      result_payment_id: null,
      last_error: null,
      claimed_until: new Date(input.now.getTime() + LEASE_MS).toISOString(),
      created_at: at,
      updated_at: at,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return toAttempt(row);
}

const cancelReason = (attempt: Pick<CancelAttempt, 'kind' | 'reason'>) =>
  (attempt.reason?.trim() || (attempt.kind === 'void' ? '잘못 입력한 결제 취소' : '수강료 환불')).slice(
    0,
    200,
  );

/** Asks the provider to cancel; a yes is recorded in the ledger, a refusal or silence is thrown. */
async function askProvider(
  db: Db,
  provider: PaymentProvider,
  attempt: CancelAttempt,
  now: () => Date,
  firstTry: boolean,
): Promise<void> {
  const answer = await provider.cancel({
    providerKey: attempt.providerKey,
    amount: attempt.amount,
    whole: attempt.kind === 'void',
    reason: cancelReason(attempt),
    attemptKey: attempt.attemptKey,
  });
  if (answer.ok) return;
  const at = now().toISOString();
  const lastError = `${answer.code}: ${answer.message}`.slice(0, 400);
  if (answer.refused && firstTry) {
    // The key was never sent before, and Toss said no: nothing moved, nothing is kept.
    await db
      .deleteFrom('payment_cancels')
      .where('id', '=', attempt.id)
      .where('status', '=', '환불 중')
      .execute();
    throw new AppError('students.provider_refused', 409, providerRefusedText(answer.code, answer.message));
  }
  // Unknown (or refused on a retry, when an earlier try may have moved the money): kept, for the
  // retry to ask again with the same key and for staff to see why it waits.
  await db
    .updateTable('payment_cancels')
    .set({ last_error: lastError, claimed_until: null, updated_at: at })
    .where('id', '=', attempt.id)
    .where('status', '=', '환불 중')
    .execute();
  if (answer.refused) {
    throw new AppError('students.provider_refused', 409, providerRefusedText(answer.code, answer.message));
  }
  throw new AppError('students.provider_unreachable', 502);
}

/**
 * The ledger's half, once the provider said yes: the refund or the void written and the attempt
 * marked done in one transaction, under the student's lock. An attempt already done answers as
 * it stands, so a retry never writes twice.
 */
async function recordCancel(db: Db, dialect: Dialect, attemptId: number, now: Date): Promise<Done> {
  return db.transaction().execute(async (trx) => {
    const first = await trx
      .selectFrom('payment_cancels')
      .select('student_id')
      .where('id', '=', attemptId)
      .executeTakeFirstOrThrow();
    const student = await lockStudent(trx, dialect, {
      studentId: Number(first.student_id),
      teacherId: null,
    });
    const attempt = await trx
      .selectFrom('payment_cancels')
      .selectAll()
      .where('id', '=', attemptId)
      .executeTakeFirstOrThrow();
    const payment = await trx
      .selectFrom('payments')
      .selectAll()
      .where('id', '=', attempt.payment_id)
      .executeTakeFirstOrThrow();
    if (attempt.status === '완료') {
      const result =
        attempt.result_payment_id === null
          ? payment
          : await trx
              .selectFrom('payments')
              .selectAll()
              .where('id', '=', attempt.result_payment_id)
              .executeTakeFirstOrThrow();
      return {
        student: toStudent(student),
        payment: toPaymentRecord(result, student.name, attempt.kind === 'refund' && result === payment),
      };
    }
    const actor = { id: attempt.actor_id, name: attempt.actor_name };
    // The money has gone back: the ledger follows even if a lesson was recorded meanwhile, taking
    // what remains of the package's lessons rather than refusing.
    const lessons = Math.min(Number(attempt.lessons), Math.max(0, Number(student.remaining)));
    const done =
      attempt.kind === 'refund'
        ? await writeRefund(trx, {
            student,
            refundOf: payment,
            amount: Number(attempt.amount),
            lessons,
            statutory: Number(attempt.statutory),
            reason: attempt.reason,
            actor,
            now,
          })
        : await writeVoid(trx, { student, payment, lessons, reason: attempt.reason ?? '', actor, now });
    await trx
      .updateTable('payment_cancels')
      .set({
        status: '완료',
        result_payment_id: attempt.kind === 'refund' ? (done.payment?.id ?? null) : null,
        last_error: null,
        claimed_until: null,
        updated_at: now.toISOString(),
      })
      .where('id', '=', attempt.id)
      .execute();
    return done;
  });
}

/**
 * The staff's refund or void of a provider's payment, after its attempt was written: only a
 * request that named its provider starts an attempt.
 */
export async function cancelThenRecord(
  db: Db,
  dialect: Dialect,
  attempt: CancelAttempt,
  request: { provider?: PaymentProvider | undefined; now: Date },
): Promise<Done> {
  await askProvider(db, request.provider as PaymentProvider, attempt, () => request.now, true);
  return recordCancel(db, dialect, attempt.id, request.now);
}

/**
 * Takes an attempt left `환불 중` for LEASE_MS, unless another run holds it: the attempt to ask
 * the provider about again, or null when it is taken or no longer waiting.
 */
async function claimAttempt(
  db: Db,
  row: Selectable<PaymentCancelsTable>,
  now: () => Date,
): Promise<CancelAttempt | null> {
  const at = now().toISOString();
  const claimed = await db
    .updateTable('payment_cancels')
    .set({ claimed_until: new Date(now().getTime() + LEASE_MS).toISOString() })
    .where('id', '=', row.id)
    .where('status', '=', '환불 중')
    .where((eb) => eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<', at)]))
    .executeTakeFirst();
  return Number(claimed.numUpdatedRows) === 1 ? toAttempt(row) : null;
}

/**
 * Finishes the attempts left `환불 중` (the provider did not answer, or the process stopped
 * before the ledger): each claimed by a lease so one instance works it, asked again with its own
 * key, and recorded once.
 */
export async function retryProviderCancels(
  db: Db,
  dialect: Dialect,
  provider: PaymentProvider,
  now: () => Date,
): Promise<{ finished: number; waiting: number }> {
  const at = now().toISOString();
  const open = await db
    .selectFrom('payment_cancels')
    .selectAll()
    .where('status', '=', '환불 중')
    .where((eb) => eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<', at)]))
    .orderBy('id')
    .limit(50)
    .execute();
  let finished = 0;
  let waiting = 0;
  for (const row of open) {
    const attempt = await claimAttempt(db, row, now);
    if (!attempt) continue;
    try {
      await askProvider(db, provider, attempt, now, false);
      await recordCancel(db, dialect, attempt.id, now());
      finished += 1;
    } catch {
      waiting += 1;
    }
  }
  return { finished, waiting };
}

/** The attempts still 환불 중 of the students in scope (null: everyone's), oldest first. */
export async function openProviderCancels(
  db: Db,
  scope: string | null,
  studentId?: number,
): Promise<OpenCancel[]> {
  const rows = await db
    .selectFrom('payment_cancels')
    .innerJoin('students', 'students.id', 'payment_cancels.student_id')
    .select([
      'payment_cancels.id',
      'payment_cancels.payment_id as paymentId',
      'payment_cancels.student_id as studentId',
      'students.name as studentName',
      'payment_cancels.kind',
      'payment_cancels.amount',
      'payment_cancels.created_at as createdAt',
      'payment_cancels.last_error as lastError',
    ])
    .where('payment_cancels.status', '=', '환불 중')
    .$if(scope !== null, (query) => query.where('students.teacher_id', '=', scope as string))
    .$if(studentId !== undefined, (query) =>
      query.where('payment_cancels.student_id', '=', studentId as number),
    )
    .orderBy('payment_cancels.id')
    .limit(200)
    .execute();
  return rows.map((row) => ({
    ...row,
    id: Number(row.id),
    paymentId: Number(row.paymentId),
    studentId: Number(row.studentId),
    amount: Number(row.amount),
  }));
}

/**
 * Staff ask Toss again now for one attempt left 환불 중, as the nightly retry would: with the
 * same key, under the same lease (a second press, or the retry running, is told it is under
 * way), recorded once. Toss's refusal or silence is said, and the attempt keeps waiting.
 */
export async function retryProviderCancel(
  db: Db,
  dialect: Dialect,
  provider: PaymentProvider,
  input: { id: number; scope: string | null; now: () => Date },
): Promise<{ studentName: string }> {
  const row = await db
    .selectFrom('payment_cancels')
    .innerJoin('students', 'students.id', 'payment_cancels.student_id')
    .selectAll('payment_cancels')
    .select(['students.name as student_name', 'students.teacher_id'])
    .where('payment_cancels.id', '=', input.id)
    .where('payment_cancels.status', '=', '환불 중')
    .executeTakeFirst();
  if (!row || (input.scope !== null && row.teacher_id !== input.scope)) {
    throw new AppError('students.cancel_not_found', 404);
  }
  const attempt = await claimAttempt(db, row, input.now);
  if (!attempt) throw new AppError('students.refund_under_way', 409);
  await askProvider(db, provider, attempt, input.now, false);
  await recordCancel(db, dialect, attempt.id, input.now());
  return { studentName: row.student_name };
}
