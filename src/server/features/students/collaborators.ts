/**
 * What the students feature needs of the features above it, which it does not import: the
 * calendar (timetable), to place a recorded lesson on its occurrence; the messages a change
 * sends (messages), written in the change's own transaction; and the payment provider (invoices)
 * that money is given back through. app.ts hands them in when it registers the routes; another
 * feature that records a lesson passes its own.
 */
import type { Db } from '../../db/database.ts';

/** Which calendar lesson a record records, and when that lesson begins. */
export interface LessonPlace {
  occurrence: string | null;
  start: Date;
}

export interface LessonCalendar {
  /**
   * Places a lesson being recorded, inside the recording transaction and after the student is
   * locked: the named occurrence (refused when it is not this student's, closed or recorded), or
   * the student's first unrecorded one that day.
   */
  placeLesson(
    trx: Db,
    occurrence: string | null,
    lesson: { studentId: number; teacherId: string; day: string },
  ): Promise<LessonPlace>;
  /** When a recorded lesson began (the make-up notice of a corrected status is measured to it). */
  recordedLessonStart(
    db: Db,
    record: { studentId: number; teacherId: string; day: string; occurrence: string | null },
  ): Promise<Date>;
}

interface About {
  studentId: number;
  name: string;
  now: Date;
}

/** The messages of the students' changes (decision 046), each written in the change's transaction. */
export interface StudentNotices {
  /** A payment's receipt. */
  payment(trx: Db, about: About & { paymentId: number; pay: number; lessons: number }): Promise<void>;
  /** After a charged lesson: one left, or none (or owed). */
  remaining(trx: Db, about: About & { lessonId: number; remaining: number }): Promise<void>;
  /** The 보강권 an absence recorded as `lessonId` granted. */
  credit(trx: Db, about: About & { lessonId: number }): Promise<void>;
}

/** How the provider answered a cancel: done, refused (nothing moved), or not answered (unknown). */
export type ProviderCancel = { ok: true } | { ok: false; refused: boolean; code: string; message: string };

/**
 * The payment provider money may have come through (Toss, from the invoices feature, which
 * imports this one): a refund or a void of such a payment gives the money back through it
 * (docs/decisions/093).
 */
export interface PaymentProvider {
  /** The provider's key of a ledger payment that came through it, or null for money taken otherwise. */
  paymentKeyOf(db: Db, paymentId: number): Promise<string | null>;
  /** Cancels `amount` of it (all of it when `whole`); the same `attemptKey` is the same cancel. */
  cancel(input: {
    providerKey: string;
    amount: number;
    whole: boolean;
    reason: string;
    attemptKey: string;
  }): Promise<ProviderCancel>;
}

/** What app.ts hands the students' routes. */
export interface StudentsRoutesOptions {
  calendar: LessonCalendar;
  notices: StudentNotices;
  provider: PaymentProvider;
}
