/**
 * Calendar months in Asia/Seoul for the statistics. Lessons and payments carry their Seoul
 * calendar day as `YYYY-MM-DD`, so a month is the string range [first day, first day of the
 * next month): a payment at 00:30 on 1 March in Seoul (15:30 on 28 February in UTC) has the
 * day 2026-03-01 and belongs to March.
 */
import { seoulYearMonth } from './time.ts';

export interface YearMonth {
  year: number;
  /** 1–12 */
  month: number;
}

const MONTH_KEY = /^(\d{4})-(\d{2})$/;
const BARE_MONTH = /^(0?[1-9]|1[0-2])$/;
/** Years the statistics accept: far enough back for the ledger, far enough ahead for typos. */
export const FIRST_YEAR = 2000;
export const LAST_YEAR = 2100;

function pad(value: number, length = 2): string {
  return String(value).padStart(length, '0');
}

/** `2026-03` */
export function monthKey({ year, month }: YearMonth): string {
  return `${pad(year, 4)}-${pad(month)}`;
}

/** The Seoul month an instant falls in. */
export function seoulMonthOf(instant: Date): YearMonth {
  return seoulYearMonth(instant);
}

/**
 * `YYYY-MM`, or a bare `1`…`12` (the spec's month select) meaning that month of the current
 * Seoul year. Anything else is null.
 */
export function parseMonth(value: string, now: Date): YearMonth | null {
  const text = value.trim();
  if (BARE_MONTH.test(text)) return { year: seoulYearMonth(now).year, month: Number(text) };
  const match = MONTH_KEY.exec(text);
  if (!match) return null;
  const year = Number(match[1]);
  const month = Number(match[2]);
  if (month < 1 || month > 12 || year < FIRST_YEAR || year > LAST_YEAR) return null;
  return { year, month };
}

/** The month `count` months after (negative: before) the given one. */
export function addMonths({ year, month }: YearMonth, count: number): YearMonth {
  const index = year * 12 + (month - 1) + count;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
}

/** A half-open range of Seoul days: day >= first and day < next. */
export interface DayRange {
  /** First day of the range, `YYYY-MM-DD`, included. */
  first: string;
  /** First day after the range, excluded. */
  next: string;
}

/** Calendar days of the month as a half-open string range. */
export function monthDays(ym: YearMonth): DayRange {
  return { first: `${monthKey(ym)}-01`, next: `${monthKey(addMonths(ym, 1))}-01` };
}

/** The last day of a `YYYY-MM` month, `YYYY-MM-DD`. */
export function lastDayOfMonth(key: string): string {
  const year = Number(key.slice(0, 4));
  const month = Number(key.slice(5, 7));
  return `${key}-${String(daysInMonth({ year, month })).padStart(2, '0')}`;
}

export function daysInMonth({ year, month }: YearMonth): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** The `count` months ending with (and including) `last`, oldest first. */
export function monthsEndingAt(last: YearMonth, count: number): YearMonth[] {
  return Array.from({ length: count }, (_, index) => addMonths(last, index - count + 1));
}

/** `2026년 3월` */
export function monthLabel({ year, month }: YearMonth): string {
  return `${year}년 ${month}월`;
}
