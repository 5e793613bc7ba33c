/**
 * Teacher pay (강사 정산; DESIGN §4 "Teacher pay", docs/decisions/040-teacher-pay.md): what a
 * teacher earns in a Seoul calendar month from the lessons recorded for their students, under
 * the pay rule in force on each lesson's day, and the 3.3 % withheld from it as 사업소득.
 *
 * A rule is one of three kinds:
 * - 건당: a fixed amount for each lesson that counts, optionally another for a 30-minute one;
 * - 시간당: won per hour: an hour's lesson earns it, a 30-minute 1부 or 2부 half of it;
 * - 비율: a share (%) of what the student paid for that lesson: the price per lesson of the
 *   package that covered it (the student's charged lessons matched first in, first out to their
 *   packages), or the student's own fee per lesson when no package covers it.
 * A rule applies from its start day until the next rule's; a month with two rules splits there.
 * A lesson's length comes from the calendar lesson its record names; a record that names none
 * counts as an hour's lesson (docs/decisions/052-pay-for-half-hour-lessons.md).
 */
import type { LessonStatus } from './student-rules.ts';
import type { LessonType } from './timetable-rules.ts';
import { formatWon } from './won.ts';

/** How long a lesson was: an hour (1시간), or 30 minutes (1부 or 2부 of an hour). */
export type LessonLength = 'hour' | 'half';
export function lessonLengthOf(type: LessonType | null | undefined): LessonLength {
  return type === '1부' || type === '2부' ? 'half' : 'hour';
}

export const PAY_KINDS = ['건당', '시간당', '비율'] as const;
export type PayKind = (typeof PAY_KINDS)[number];

/** The statuses that earn pay unless the rule says otherwise: the lessons the student is charged. */
export const DEFAULT_PAY_STATUSES: readonly LessonStatus[] = ['출석', '지각', '당일취소'];

/** Largest amount per lesson or per hour, in won: a typo guard, far above any real rate. */
export const MAX_PAY_AMOUNT = 10_000_000;

/** 소득세법 §86 소액부징수: an income tax under 1,000원 is not withheld (nor its local tax). */
export const SMALL_TAX_EXEMPT = 1_000;

export interface PayRule {
  /** First Seoul day the rule applies to, `YYYY-MM-DD`. */
  validFrom: string;
  kind: PayKind;
  /** 건당: won per lesson; 시간당: won per hour. Null for 비율. */
  amount: number | null;
  /** 건당: won for a 30-minute lesson; null pays it `amount`. Always null for the other kinds. */
  halfAmount: number | null;
  /** 비율: the teacher's share in percent (1–100). Null otherwise. */
  share: number | null;
  statuses: readonly LessonStatus[];
  withholding: boolean;
}

/** Where a 비율 lesson's price came from. */
export type PriceSource = '수강권' | '수강료';

export interface LessonPrice {
  /** Won per lesson, possibly fractional (250,000원 / 3회). */
  price: number;
  source: PriceSource;
}

export interface PayLesson {
  lessonId: number;
  day: string;
  student: string;
  status: LessonStatus;
  /** For 비율: what the student paid for this lesson; null when nothing is known. */
  price: LessonPrice | null;
  length: LessonLength;
}

export interface PayLine {
  lessonId: number;
  date: string;
  student: string;
  status: LessonStatus;
  basis: string;
  amount: number;
  /** Whether the rule that priced it withholds 3.3 %. */
  withheld: boolean;
}

export interface Withholding {
  incomeTax: number;
  localTax: number;
  total: number;
}

/** The rule in force on a day: the one with the latest start on or before it, or null. */
export function ruleOn(rules: readonly PayRule[], day: string): PayRule | null {
  let found: PayRule | null = null;
  for (const rule of rules) {
    if (rule.validFrom <= day && (found === null || rule.validFrom > found.validFrom)) found = rule;
  }
  return found;
}

/** A rule in a few words: `건당 30,000원 (30분 20,000원)`, `시간당 40,000원`, `비율 50%`. */
export function describeRule(rule: Pick<PayRule, 'kind' | 'amount' | 'share' | 'halfAmount'>): string {
  if (rule.kind === '비율') return `비율 ${rule.share ?? 0}%`;
  const half = rule.kind === '건당' && rule.halfAmount !== null ? formatWon(rule.halfAmount) : null;
  return `${rule.kind} ${formatWon(rule.amount ?? 0)}${half ? ` (30분 ${half})` : ''}`;
}

/** What one lesson earns under a rule, with the working in words. */
export function lessonPay(
  rule: PayRule | null,
  lesson: Pick<PayLesson, 'status' | 'price' | 'length'>,
): { amount: number; basis: string; withheld: boolean } {
  if (rule === null) return { amount: 0, basis: '정산 규칙 없음', withheld: false };
  return { ...pricedBy(rule, lesson), withheld: rule.withholding };
}

/** A lesson's amount under a rule that is in force, and how it was reached. */
function pricedBy(
  rule: PayRule,
  lesson: Pick<PayLesson, 'status' | 'price' | 'length'>,
): { amount: number; basis: string } {
  if (!rule.statuses.includes(lesson.status)) return { amount: 0, basis: `${lesson.status}: 정산하지 않음` };
  const half = lesson.length === 'half';
  if (rule.kind === '건당') {
    if (half && rule.halfAmount !== null) {
      return { amount: rule.halfAmount, basis: `건당 30분 ${formatWon(rule.halfAmount)}` };
    }
    return { amount: rule.amount ?? 0, basis: `건당 ${formatWon(rule.amount ?? 0)}` };
  }
  if (rule.kind === '시간당') {
    const perHour = rule.amount ?? 0;
    // Half an hour's pay in whole won, rounded half up (an odd hourly amount loses no won to it).
    const amount = half ? Math.round(perHour / 2) : perHour;
    return { amount, basis: `시간당 ${formatWon(perHour)} × ${half ? '30분' : '1시간'}` };
  }
  const share = rule.share ?? 0;
  if (lesson.price === null) return { amount: 0, basis: `비율 ${share}%: 수강권·수강료 없음` };
  const price = Math.round(lesson.price.price);
  return {
    // Whole won per line, rounded half up from the exact share of the exact price.
    amount: Math.round((lesson.price.price * share) / 100),
    basis: `${lesson.price.source} 회당 ${formatWon(price)} × ${share}%`,
  };
}

/** The lines of a month: each lesson under the rule of its own day. */
export function payLines(rules: readonly PayRule[], lessons: readonly PayLesson[]): PayLine[] {
  return lessons.map((lesson) => ({
    lessonId: lesson.lessonId,
    date: lesson.day,
    student: lesson.student,
    status: lesson.status,
    ...lessonPay(ruleOn(rules, lesson.day), lesson),
  }));
}

const floorTo10 = (won: number) => Math.floor(won / 10) * 10;

/**
 * 3.3 % of a gross: 소득세 3 % cut down to 10 won (국고금 관리법 §47: under 10 won is not
 * collected), 지방소득세 10 % of that income tax, also cut down to 10 won; nothing when the
 * income tax is under 1,000원 (소액부징수) or the base is not positive.
 */
export function withholdingFor(base: number): Withholding {
  // Integer arithmetic: 3 % of a whole won amount, without binary-fraction surprises.
  const incomeTax = floorTo10(Math.floor((Math.max(base, 0) * 3) / 100));
  if (incomeTax < SMALL_TAX_EXEMPT) return { incomeTax: 0, localTax: 0, total: 0 };
  const localTax = floorTo10(Math.floor(incomeTax / 10));
  return { incomeTax, localTax, total: incomeTax + localTax };
}

export interface StatementTotals {
  total: number;
  withholding: Withholding;
  net: number;
}

/** Totals over lines and adjustments alike; only lines under a withholding rule are taxed. */
export function statementTotals(lines: readonly Pick<PayLine, 'amount' | 'withheld'>[]): StatementTotals {
  let total = 0;
  let taxed = 0;
  for (const line of lines) {
    total += line.amount;
    if (line.withheld) taxed += line.amount;
  }
  const withholding = withholdingFor(taxed);
  return { total, withholding, net: total - withholding.total };
}

export interface Package {
  /** Lessons the package still covers: bought, less any refunded. */
  lessons: number;
  /** Won per lesson as bought. */
  price: number;
}

/**
 * Prices of a student's charged lessons, oldest first: lessons brought in without a package
 * (`opening`) come first and have no package price, then each package in the order it was paid
 * covers as many lessons as it holds. A lesson no package covers — opening lessons, lessons
 * owed not yet paid for — is priced at the student's fee per lesson, or null without one.
 */
export function fifoPrices(
  lessonCount: number,
  opening: number,
  packages: readonly Package[],
  fee: number | null,
): (LessonPrice | null)[] {
  const fallback: LessonPrice | null = fee === null ? null : { price: fee, source: '수강료' };
  const prices: (LessonPrice | null)[] = [];
  for (let index = 0; index < Math.min(opening, lessonCount); index += 1) prices.push(fallback);
  for (const pack of packages) {
    for (let index = 0; index < pack.lessons && prices.length < lessonCount; index += 1) {
      prices.push({ price: pack.price, source: '수강권' });
    }
  }
  while (prices.length < lessonCount) prices.push(fallback);
  return prices;
}

/** Whether a rule fits its kind: an amount for 건당/시간당, a share for 비율, a 30분 amount for 건당 only. */
export function ruleProblem(
  rule: Pick<PayRule, 'kind' | 'amount' | 'share' | 'statuses' | 'halfAmount'>,
): string | null {
  if (rule.statuses.length === 0) return 'payroll.statuses_required';
  if (rule.halfAmount !== null && rule.kind !== '건당') return 'payroll.half_amount_kind';
  if (rule.kind === '비율') return rule.share === null ? 'payroll.share_required' : null;
  return rule.amount === null ? 'payroll.amount_required' : null;
}

/** `YYYY-MM` of a day. */
export function monthOfDay(day: string): string {
  return day.slice(0, 7);
}

/** What a locked statement has already paid for a lesson: the latest status and the sum paid. */
export interface Accounted {
  status: LessonStatus | '삭제';
  amount: number;
}

export interface AdjustmentLine extends Omit<PayLine, 'status'> {
  status: LessonStatus | '삭제';
  /** The locked month the lesson belongs to, `YYYY-MM`. */
  month: string;
}

/**
 * Changes to lessons of locked months since they were paid: a record whose status changed, a
 * record deleted, a record added afterwards. Each gives the difference between what it earns
 * now and what the locked statements paid for it; a lesson whose record did not change gives
 * nothing, even if its price moved (a later payment, a new fee), so a locked month is never
 * paid again on other grounds. Lessons that earn what was paid give no line.
 */
export function adjustmentsFor(
  accounted: ReadonlyMap<number, Accounted>,
  live: readonly (PayLine & { deleted: boolean })[],
): AdjustmentLine[] {
  const lines: AdjustmentLine[] = [];
  for (const { deleted, ...record } of live) {
    const paid = accounted.get(record.lessonId);
    const status = deleted ? ('삭제' as const) : record.status;
    if (paid !== undefined && paid.status === status) continue;
    const now = deleted ? 0 : record.amount;
    const amount = now - (paid?.amount ?? 0);
    if (amount === 0) continue;
    const basis =
      paid === undefined
        ? `${monthOfDay(record.date)} 확정 후 추가된 기록 (${record.basis})`
        : `${monthOfDay(record.date)} 확정 후 ${paid.status} → ${status}`;
    lines.push({ ...record, status, basis, amount, month: monthOfDay(record.date) });
  }
  return lines;
}

/**
 * The accounts of locked statements, oldest first, folded per lesson: amounts add up, the last
 * status stands.
 */
export function foldAccounted(
  lines: readonly { lessonId: number; status: LessonStatus | '삭제'; amount: number }[],
): Map<number, Accounted> {
  const accounted = new Map<number, Accounted>();
  for (const line of lines) {
    const before = accounted.get(line.lessonId);
    accounted.set(line.lessonId, { status: line.status, amount: (before?.amount ?? 0) + line.amount });
  }
  return accounted;
}
