/**
 * Students, lessons and payments: the constants both the server (which enforces them) and
 * the pages (which show them) need. DESIGN §4 "Students, lessons and payments".
 */
import { formatWon } from './won.ts';

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

/**
 * Why the remaining-lesson count changed; one ledger row per change. 'correction' is a lesson's
 * status changed afterwards, 'void' a payment entered by mistake, 'import' lessons brought from
 * another system; 'credit' and 'lapse' are lessons granted or expired by a package's validity.
 */
export const LEDGER_REASONS = [
  'opening',
  'payment',
  'lesson',
  'cancel',
  'correction',
  'refund',
  'void',
  'adjustment',
  'import',
  'credit',
  'lapse',
] as const;
export type LedgerReason = (typeof LEDGER_REASONS)[number];

/** Lessons a single payment may buy (DESIGN §4). */
export const MAX_LESSONS_PER_PAYMENT = 100;
/** Whole won; a generous ceiling that keeps every sum inside a 32-bit integer column. */
export const MAX_PAYMENT = 100_000_000;

/**
 * A 학원 must issue a 현금영수증 for a cash payment of 10만원 or more, so the page reminds
 * whoever takes one.
 */
export const CASH_RECEIPT_THRESHOLD = 100_000;

export function needsCashReceiptReminder(method: PaymentMethod, pay: number): boolean {
  return method === '현금' && pay >= CASH_RECEIPT_THRESHOLD;
}

/** The ledger change a lesson record makes: −1 when its status is charged, else none. */
export function lessonCharge(status: LessonStatus): number {
  return isCharged(status) ? -1 : 0;
}

/*
 * The statutory refund of a lesson package (학원의 설립·운영 및 과외교습에 관한 법률 시행령
 * 별표 4), counted in lessons: before the first lesson everything comes back; before 1/3 of
 * the package is used, 2/3 of the fee; before 1/2, half; after that, nothing. "Before 1/3"
 * is strict, so having used exactly a third falls into the half bracket, and exactly half
 * into nothing. Shared so the page shows the same working the server records.
 *
 * Lessons are used oldest first: the student's remaining count belongs to their latest
 * package up to its size, and whatever is missing from it has been used.
 */

export type RefundBracket = 'before_start' | 'before_third' | 'before_half' | 'after_half';

export interface RefundInput {
  /** What the package cost, whole won. */
  amount: number;
  /** Lessons the package bought. */
  lessons: number;
  /** The student's remaining lessons now. */
  remaining: number;
}

export interface RefundCalculation {
  amount: number;
  lessons: number;
  used: number;
  /** The package's lessons still unused; the refund removes them from the ledger. */
  unused: number;
  bracket: RefundBracket;
  /** The share of the fee refunded, as a fraction. */
  numerator: number;
  denominator: number;
  /** Whole won, fractions of a won dropped. */
  refund: number;
  /** Readable lines of the working, in order. */
  steps: string[];
}

const bracketLabels: Record<RefundBracket, string> = {
  before_start: '수업 시작 전: 이미 낸 교습비 전액',
  before_third: '총 교습시간의 1/3 경과 전: 교습비의 2/3',
  before_half: '총 교습시간의 1/2 경과 전: 교습비의 1/2',
  after_half: '총 교습시간의 1/2 경과 후: 반환하지 않음',
};

const shares: Record<RefundBracket, [number, number]> = {
  before_start: [1, 1],
  before_third: [2, 3],
  before_half: [1, 2],
  after_half: [0, 1],
};

export function refundBracket(used: number, lessons: number): RefundBracket {
  if (used <= 0) return 'before_start';
  // Integer comparisons: used/lessons < 1/3 ⇔ 3·used < lessons, with no rounding at the edge.
  if (used * 3 < lessons) return 'before_third';
  if (used * 2 < lessons) return 'before_half';
  return 'after_half';
}

export function calculateRefund(input: RefundInput): RefundCalculation {
  const { amount, lessons } = input;
  const unused = Math.max(0, Math.min(input.remaining, lessons));
  const used = lessons - unused;
  const bracket = refundBracket(used, lessons);
  const [numerator, denominator] = shares[bracket];
  const refund = Math.floor((amount * numerator) / denominator);
  const steps = [
    `결제: ${formatWon(amount)}, ${lessons}회`,
    `사용: ${used}회 / ${lessons}회 (남은 ${unused}회)`,
    `기준: ${bracketLabels[bracket]}`,
    numerator === 0
      ? '환불 금액: 0원'
      : numerator === denominator
        ? `환불 금액: ${formatWon(refund)}`
        : `환불 금액: ${formatWon(amount)} × ${numerator}/${denominator} = ${formatWon(refund)} (원 미만 버림)`,
  ];
  return { amount, lessons, used, unused, bracket, numerator, denominator, refund, steps };
}
