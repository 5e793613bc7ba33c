/**
 * The calendar's closed days (DESIGN §4 "Calendar"; docs/decisions/036): Korean public holidays
 * from the gazette-based package, and the studio's own closures the owner enters (방학, 휴원).
 *
 * Pure: the holidays come in as the package's yearly tables (date → names), loaded by the
 * server. A day that is both a holiday and a studio closure shows twice, once per kind, so that
 * the owner sees that 추석 falls inside the 방학 and the calendar can say why a day is closed.
 * Within one kind a day has one entry; several names of one day (2025-05-05: 어린이날 and
 * 부처님 오신 날) are joined with ", ".
 */
import { addDays, daysBetween, isCalendarDate } from './time.ts';

/** At most this many days per GET of closed days (a quarter and a little). */
export const CLOSURE_QUERY_MAX_DAYS = 93;
/** A studio closure covers at most this many days (a whole year, leap day included). */
export const CLOSURE_RANGE_MAX_DAYS = 366;
/** A closure's name, after trimming: 1–30 characters. */
export const CLOSURE_NAME_MAX = 30;

export const CLOSURE_KINDS = ['holiday', 'studio'] as const;
export type ClosureKind = (typeof CLOSURE_KINDS)[number];

export interface ClosedDay {
  date: string;
  name: string;
  kind: ClosureKind;
}

/** One year of the package: `YYYY-MM-DD` → the day's holiday names. */
export type HolidayTable = Readonly<Record<string, readonly string[]>>;

export interface StudioClosure {
  from: string;
  to: string;
  name: string;
}

export type RangeProblem = 'date' | 'order' | 'too_long';

/**
 * Why `[from, to]` (both days included) may not be used, or null: not dates, `to` before
 * `from`, or more than `maxDays` days.
 */
export function rangeProblem(from: string, to: string, maxDays: number): RangeProblem | null {
  if (!isCalendarDate(from) || !isCalendarDate(to)) return 'date';
  const span = daysBetween(from, to);
  if (span < 0) return 'order';
  return span + 1 > maxDays ? 'too_long' : null;
}

/** Every date of `[from, to]`, both included, in order; empty when `to` is before `from`. */
export function daysOf(from: string, to: string): string[] {
  const count = daysBetween(from, to) + 1;
  return Array.from({ length: Math.max(count, 0) }, (_, index) => addDays(from, index));
}

/** The years `[from, to]` touches, as the package names its tables (`'2026'`). */
export function yearsOf(from: string, to: string): string[] {
  const first = Number(from.slice(0, 4));
  const last = Number(to.slice(0, 4));
  return Array.from({ length: Math.max(last - first + 1, 0) }, (_, index) => String(first + index));
}

/** The gazette names a substitute holiday `대체공휴일(추석)`; the page labels those. */
export function isSubstituteHoliday(name: string): boolean {
  return name.startsWith('대체공휴일');
}

function addName(names: Map<string, string[]>, date: string, name: string): void {
  const list = names.get(date) ?? [];
  if (!list.includes(name)) list.push(name);
  names.set(date, list);
}

/**
 * The closed days of `[from, to]`, sorted by date, a holiday before a studio closure of the
 * same day. `holidays` may hold any years (days outside the range are left out); a year the
 * package does not cover simply has no holidays.
 */
export function mergeClosures(input: {
  from: string;
  to: string;
  holidays: readonly HolidayTable[];
  studio: readonly StudioClosure[];
}): ClosedDay[] {
  const { from, to } = input;
  const holidayNames = new Map<string, string[]>();
  for (const table of input.holidays) {
    // Days outside the range are never read below.
    for (const [date, names] of Object.entries(table)) {
      for (const name of names) addName(holidayNames, date, name);
    }
  }
  const studioNames = new Map<string, string[]>();
  for (const closure of input.studio) {
    for (const date of daysOf(closure.from, closure.to)) addName(studioNames, date, closure.name);
  }
  const days: ClosedDay[] = [];
  for (const date of daysOf(from, to)) {
    const holiday = holidayNames.get(date);
    if (holiday) days.push({ date, name: holiday.join(', '), kind: 'holiday' });
    const studio = studioNames.get(date);
    if (studio) days.push({ date, name: studio.join(', '), kind: 'studio' });
  }
  return days;
}

/** The same days by date, for a calendar that asks "is this day closed, and why?". */
export function closedDaysByDate(
  days: readonly ClosedDay[],
): Map<string, { name: string; kind: ClosureKind }[]> {
  const byDate = new Map<string, { name: string; kind: ClosureKind }[]>();
  for (const { date, name, kind } of days) {
    const list = byDate.get(date) ?? [];
    list.push({ name, kind });
    byDate.set(date, list);
  }
  return byDate;
}
