/**
 * The one writer of the lesson ledger (DESIGN §4): every change of a student's remaining count
 * — an opening balance, a payment, a lesson, its undo or correction, a refund, a void — goes
 * through `writeLedger`, inside the caller's transaction, after the caller has locked the
 * student (`lockStudent`); the opening balances of students just made by an import go through
 * `writeOpeningBalances`, many at a time.
 *
 * The balance moves with one guarded UPDATE: a taking carries its floor in the WHERE clause,
 * so whatever the application read before, the database decides whether the row still has
 * enough — of any number of simultaneous charges exactly as many succeed as the floor allows,
 * on both databases. The ledger row then records the change, its reason, what caused it
 * (a lesson, a payment or a note) and the balance it left.
 */
import type { Transaction } from 'kysely';
import { owedLimitText } from '#shared/messages/students.ts';
import type { LedgerReason } from '#shared/student-rules.ts';
import { AppError } from '../../app-error.ts';
import type { Database } from '../../db/database.ts';
import type { StudentRow } from './student-rows.ts';

export interface LedgerChange {
  studentId: number;
  /** Lessons added (> 0) or taken (< 0); never 0. */
  change: number;
  reason: LedgerReason;
  lessonId?: number | null;
  paymentId?: number | null;
  note?: string | null;
  /**
   * The lowest balance a taking may leave: −N for a lesson's charge (N = lessons the studio
   * lets a student owe), 0 for everything else. Additions are never refused.
   */
  floor?: number;
  actorId: string;
  at: string;
}

/**
 * What a taking that would cross its floor is told, by what it is: a lesson's charge at the
 * owed limit leads to the payment dialog (the studio that allows nothing owed keeps the first
 * words); a void whose lessons are used leads to a refund.
 */
function floorError(reason: LedgerReason, floor: number): AppError {
  if (reason === 'lesson' || reason === 'correction') {
    return floor === 0
      ? new AppError('students.no_lessons_left', 409)
      : new AppError('students.owed_limit_reached', 409, owedLimitText(-floor));
  }
  if (reason === 'void') return new AppError('students.void_lessons_used', 409);
  return new AppError('students.busy', 409);
}

/** Writes one change; answers the student's row as it stands after it. */
export async function writeLedger(trx: Transaction<Database>, entry: LedgerChange): Promise<StudentRow> {
  if (!Number.isInteger(entry.change) || entry.change === 0) {
    throw new Error(`A ledger change must be a whole number other than 0, not ${entry.change}`);
  }
  const floor = entry.floor ?? 0;
  const after = await trx
    .updateTable('students')
    .set((eb) => ({ remaining: eb('remaining', '+', entry.change) }))
    .where('id', '=', entry.studentId)
    .$if(entry.change < 0, (query) =>
      query.where((eb) => eb(eb('remaining', '+', entry.change), '>=', floor)),
    )
    .returningAll()
    .executeTakeFirstOrThrow(() => floorError(entry.reason, floor));
  await trx
    .insertInto('lesson_ledger')
    .values({
      student_id: entry.studentId,
      change: entry.change,
      reason: entry.reason,
      lesson_id: entry.lessonId ?? null,
      payment_id: entry.paymentId ?? null,
      note: entry.note ?? null,
      at: entry.at,
      actor_id: entry.actorId,
      balance: Number(after.remaining),
    })
    .execute();
  return after;
}

/** Rows per statement when opening balances are written together. */
const OPENING_CHUNK = 200;

/**
 * Opening balances of students made earlier in the same transaction (학생 가져오기), each still
 * at 0 lessons, so each ledger row's balance is its change. Students of one count move in one
 * UPDATE and the ledger rows go in by the hundred: a thousand students cost a few dozen
 * statements instead of two thousand. The UPDATE only moves rows still at 0; should any not be,
 * the whole transaction fails rather than record a wrong balance.
 */
export async function writeOpeningBalances(
  trx: Transaction<Database>,
  entries: readonly { studentId: number; change: number }[],
  common: Pick<LedgerChange, 'reason' | 'note' | 'actorId' | 'at'>,
): Promise<void> {
  const byChange = new Map<number, number[]>();
  for (const entry of entries) {
    if (!Number.isInteger(entry.change) || entry.change <= 0) {
      throw new Error(`An opening balance must be a whole number above 0, not ${entry.change}`);
    }
    byChange.set(entry.change, [...(byChange.get(entry.change) ?? []), entry.studentId]);
  }
  for (const [change, ids] of byChange) {
    for (let start = 0; start < ids.length; start += OPENING_CHUNK) {
      const chunk = ids.slice(start, start + OPENING_CHUNK);
      const moved = await trx
        .updateTable('students')
        .set({ remaining: change })
        .where('id', 'in', chunk)
        .where('remaining', '=', 0)
        .returning('id')
        .execute();
      if (moved.length !== chunk.length) throw new Error('An opening balance met a student not at 0 lessons');
    }
  }
  for (let start = 0; start < entries.length; start += OPENING_CHUNK) {
    await trx
      .insertInto('lesson_ledger')
      .values(
        entries.slice(start, start + OPENING_CHUNK).map((entry) => ({
          student_id: entry.studentId,
          change: entry.change,
          reason: common.reason,
          lesson_id: null,
          payment_id: null,
          note: common.note ?? null,
          at: common.at,
          actor_id: common.actorId,
          balance: entry.change,
        })),
      )
      .execute();
  }
}

/** Writes a change that may be none: then the student's row stays as it was read. */
export function writeChange(
  trx: Transaction<Database>,
  student: StudentRow,
  entry: LedgerChange,
): Promise<StudentRow> {
  return entry.change === 0 ? Promise.resolve(student) : writeLedger(trx, entry);
}
