/**
 * Calendar arithmetic in Asia/Seoul, whatever the zone of the machine running it.
 * Korea has kept UTC+9 without daylight saving since 1988, so a fixed offset is exact.
 * Calendar dates travel as `YYYY-MM-DD` strings; instants as `Date` / ISO strings in UTC.
 */
const SEOUL_OFFSET_MS = 9 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;
const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The instant shifted so that its UTC fields read as Seoul wall-clock fields. */
function seoulWallClock(instant: Date): Date {
  return new Date(instant.getTime() + SEOUL_OFFSET_MS);
}

function pad(value: number, length = 2): string {
  return String(value).padStart(length, '0');
}

/** The Seoul calendar date of an instant, as `YYYY-MM-DD`. */
export function seoulDate(instant: Date): string {
  const wall = seoulWallClock(instant);
  return `${pad(wall.getUTCFullYear(), 4)}-${pad(wall.getUTCMonth() + 1)}-${pad(wall.getUTCDate())}`;
}

/** The Seoul wall-clock hour (0–23) of an instant. */
export function seoulHour(instant: Date): number {
  return seoulWallClock(instant).getUTCHours();
}

/** The Seoul year and month (1–12) of an instant. */
export function seoulYearMonth(instant: Date): { year: number; month: number } {
  const wall = seoulWallClock(instant);
  return { year: wall.getUTCFullYear(), month: wall.getUTCMonth() + 1 };
}

/** True when the string is a real calendar date in `YYYY-MM-DD` form (2026-02-30 is not). */
export function isCalendarDate(value: string): boolean {
  const match = DATE_PATTERN.exec(value);
  if (!match) return false;
  const [, year, month, day] = match.map(Number) as [number, number, number, number];
  const probe = new Date(Date.UTC(year, month - 1, day));
  return probe.getUTCFullYear() === year && probe.getUTCMonth() === month - 1 && probe.getUTCDate() === day;
}

function parseCalendarDate(date: string): Date {
  if (!isCalendarDate(date)) throw new RangeError(`Not a calendar date: ${date}`);
  return new Date(`${date}T00:00:00Z`);
}

/** The calendar date `days` after `date` (negative goes back). */
export function addDays(date: string, days: number): string {
  const shifted = new Date(parseCalendarDate(date).getTime() + days * DAY_MS);
  return shifted.toISOString().slice(0, 10);
}

/** Whole days from `from` to `to` (positive when `to` is later). */
export function daysBetween(from: string, to: string): number {
  return Math.round((parseCalendarDate(to).getTime() - parseCalendarDate(from).getTime()) / DAY_MS);
}

/** The UTC instant at which a Seoul calendar date begins (00:00 KST). */
export function startOfSeoulDay(date: string): Date {
  return new Date(parseCalendarDate(date).getTime() - SEOUL_OFFSET_MS);
}

/** The instant a Seoul wall-clock hour of a date begins, e.g. 21:00 KST. */
export function seoulHourStart(date: string, hour: number): Date {
  return new Date(startOfSeoulDay(date).getTime() + hour * 60 * 60 * 1000);
}

/**
 * The half-open range of instants [start, end) covering a Seoul calendar month,
 * for queries such as "payments of March" on a server that runs in UTC.
 */
export function seoulMonthRange(year: number, month: number): { start: Date; end: Date } {
  const first = `${pad(year, 4)}-${pad(month)}-01`;
  const nextYear = month === 12 ? year + 1 : year;
  const nextMonth = month === 12 ? 1 : month + 1;
  const next = `${pad(nextYear, 4)}-${pad(nextMonth)}-01`;
  return { start: startOfSeoulDay(first), end: startOfSeoulDay(next) };
}

const WEEKDAYS = ['일', '월', '화', '수', '목', '금', '토'];

function seoulClock(instant: Date | string): Date {
  return new Date((typeof instant === 'string' ? new Date(instant) : instant).getTime() + SEOUL_OFFSET_MS);
}

/** An instant's time of day in Seoul, e.g. "오후 6:53". */
export function formatSeoulTime(instant: Date | string): string {
  const seoul = seoulClock(instant);
  const hour = seoul.getUTCHours();
  return `${hour < 12 ? '오전' : '오후'} ${hour % 12 || 12}:${pad(seoul.getUTCMinutes())}`;
}

/**
 * An instant as Korean readers expect it, named like the days on every screen ("11월 21일 (토)")
 * with its year, e.g. "2026년 11월 21일 (토) 오후 6:53". Written out by hand: the server renders
 * pages too, and Node's ICU data names the half-day "PM" where browsers say "오후", which would
 * make the server's HTML differ from the browser's.
 */
export function formatSeoulDateTime(instant: Date | string): string {
  const seoul = seoulClock(instant);
  const day = `${seoul.getUTCFullYear()}년 ${seoul.getUTCMonth() + 1}월 ${seoul.getUTCDate()}일`;
  return `${day} (${WEEKDAYS[seoul.getUTCDay()]}) ${formatSeoulTime(instant)}`;
}

/**
 * An instant as a spreadsheet shows it to a person in Seoul: `2026-11-28 11:41:05`, in Seoul
 * time (a cell in UTC reads nine hours off), sortable as text. Empty in, empty out.
 */
export function formatSeoulStamp(instant: Date | string | null | undefined): string {
  if (instant === null || instant === undefined || instant === '') return '';
  const time = (typeof instant === 'string' ? new Date(instant) : instant).getTime();
  if (Number.isNaN(time)) return String(instant);
  const seoul = new Date(time + SEOUL_OFFSET_MS);
  return `${seoul.toISOString().slice(0, 10)} ${seoul.toISOString().slice(11, 19)}`;
}

/** An hour of the day as a Korean label, e.g. 9 → "오전 9시", 12 → "오후 12시", 13 → "오후 1시". */
export function hourLabel(hour: number): string {
  if (hour < 12) return `오전 ${hour === 0 ? 12 : hour}시`;
  return `오후 ${hour === 12 ? 12 : hour - 12}시`;
}
