/**
 * The arithmetic of the lesson ledger (DESIGN §4), apart from any database: what a record, a
 * status change, a payment or a void does to a student's balance. The server's ledger writer
 * applies these; the pages use them to say beforehand what an action will do.
 *
 * A balance is the student's remaining count: positive = prepaid lessons left, negative =
 * lessons given on credit (미수, owed), never below −N where N is the studio's owed limit.
 */
import { type LessonStatus, lessonCharge } from './student-rules.ts';

/** Lessons a student may owe unless the owner sets otherwise (the `lessons` section). */
export const DEFAULT_OWED_LIMIT = 2;
/** The most the owner may allow; the database allows a balance down to −100 whatever happens. */
export const OWED_LIMIT_MAX = 10;

/** The change a status correction makes: +1 when a charged lesson becomes uncharged, −1 back. */
export function statusChangeDelta(from: LessonStatus, to: LessonStatus): number {
  return lessonCharge(to) - lessonCharge(from);
}

/** The lowest balance a lesson's charge may leave: 0 when the studio allows nothing owed. */
export function chargeFloor(owedLimit: number): number {
  const limit = Math.trunc(owedLimit);
  return limit > 0 ? -limit : 0;
}

/** Lessons owed (미수) at a balance: 0 unless the balance is negative. */
export function owedLessons(balance: number): number {
  return balance < 0 ? -balance : 0;
}

export interface PaymentCover {
  /** Of the payment's lessons, those that settle lessons owed before it. */
  coversOwed: number;
  /** Those left to use afterwards. */
  addsPrepaid: number;
  /** The balance after the payment. */
  balance: number;
}

/** A payment first covers what is owed: 4 lessons with 1 owed leave 3 (DESIGN §4). */
export function paymentCover(balanceBefore: number, lessons: number): PaymentCover {
  const coversOwed = Math.min(lessons, owedLessons(balanceBefore));
  return { coversOwed, addsPrepaid: lessons - coversOwed, balance: balanceBefore + lessons };
}

/**
 * A payment entered by mistake may be voided only while all its lessons are still there: a
 * student with fewer remaining than the payment bought has used some (or the payment paid for
 * lessons owed), and a refund is the way to settle that.
 */
export function canVoidPayment(remaining: number, lessons: number): boolean {
  return remaining >= lessons;
}
