/**
 * Students, lessons and payments: the constants both the server (which enforces them) and
 * the pages (which show them) need. DESIGN §4 "Students, lessons and payments".
 */

/** Lesson statuses, in the order the form offers them; 출석 is the default. */
export const LESSON_STATUSES = ['출석', '지각', '당일취소', '사전취소', '강사사정'] as const;
export type LessonStatus = (typeof LESSON_STATUSES)[number];

/**
 * Statuses that use up one prepaid lesson. 당일취소 is charged (a same-day cancel or no-show,
 * as the curriculum page's rule says); 사전취소 owes a make-up lesson (보강); 강사사정 is the
 * studio's fault. Neither of the last two is charged.
 */
export const CHARGED_STATUSES: readonly LessonStatus[] = ['출석', '지각', '당일취소'];

export function isCharged(status: LessonStatus): boolean {
  return CHARGED_STATUSES.includes(status);
}

export const PAYMENT_METHODS = ['카드', '계좌이체', '현금'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** Why the remaining-lesson count changed; one ledger row per change. */
export const LEDGER_REASONS = ['opening', 'payment', 'lesson', 'cancel', 'refund', 'adjustment'] as const;
export type LedgerReason = (typeof LEDGER_REASONS)[number];
