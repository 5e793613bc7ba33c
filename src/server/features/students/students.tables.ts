import type { Generated } from 'kysely';
import type { LedgerReason, LessonStatus, PaymentMethod } from '#shared/student-rules.ts';

export interface StudentsTable {
  id: Generated<number>;
  teacher_id: string;
  name: string;
  /** Normalised Korean phone number, or '' when the student gave none. */
  phone: string;
  /** Seoul date of registration, `YYYY-MM-DD`. */
  join_date: string;
  /** The sum of the student's ledger rows; below 0 = lessons owed, down to the studio's limit. */
  remaining: Generated<number>;
  created_at: string;
  archived_at: string | null;
  /** The profile (migration 017): null when not given. */
  instrument: string | null;
  level: string | null;
  /** The teacher's private note: staff only, never shown to a family. */
  memo: string | null;
  /** What the student pays: whole won for `fee_lessons` lessons, both set or both null. */
  fee_amount: number | null;
  fee_lessons: number | null;
}

export interface LessonsGivenTable {
  id: Generated<number>;
  student_id: number;
  /** Seoul date of the lesson, `YYYY-MM-DD`. */
  lesson_day: string;
  status: LessonStatus;
  recorded_at: string;
  /** The account that recorded it. */
  recorded_by: string;
  cancelled_at: string | null;
  /** The calendar occurrence it records ('s<series>@<date>' or 'o<one-off>'), when known. */
  occurrence: string | null;
}

export interface PaymentsTable {
  id: Generated<number>;
  student_id: number;
  kind: 'payment' | 'refund';
  /** Seoul date of the payment, `YYYY-MM-DD`. */
  pay_day: string;
  paid_at: string;
  /** Whole won; negative for a refund. */
  amount: number;
  /** Lessons bought; zero or negative for a refund. */
  lessons: number;
  method: PaymentMethod;
  receipt_no: string | null;
  refund_of: number | null;
  recorded_by: string;
  /** Set when the payment was voided (entered by mistake): it then counts nowhere. */
  voided_at: string | null;
  void_reason: string | null;
  voided_by: string | null;
  /** The last Seoul day the package's lessons may be used, or null for no limit. */
  valid_until: string | null;
}

/** A make-up lesson owed to a student (보강권), granted by an absence record. */
export interface MakeupCreditsTable {
  id: Generated<number>;
  student_id: number;
  source_lesson_id: number;
  reason: '사전취소' | '강사사정';
  /** The missed lesson's Seoul day; the monthly cap counts by its month. */
  lesson_day: string;
  granted_on: string;
  /** The last Seoul day it may be used. */
  expires_on: string;
  used_one_off_id: number | null;
  used_on: string | null;
  revoked_at: string | null;
  granted_at: string;
}

export interface LessonLedgerTable {
  id: Generated<number>;
  student_id: number;
  change: number;
  reason: LedgerReason;
  lesson_id: number | null;
  payment_id: number | null;
  note: string | null;
  at: string;
  actor_id: string;
  /** The student's remaining count right after this row (negative = lessons owed). */
  balance: number;
}

export interface StudentsTables {
  students: StudentsTable;
  lessons_given: LessonsGivenTable;
  payments: PaymentsTable;
  lesson_ledger: LessonLedgerTable;
  makeup_credits: MakeupCreditsTable;
}
