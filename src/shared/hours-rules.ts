/**
 * Working hours (docs/decisions/066): the studio's opening hours per weekday and each teacher's
 * weekly hours with dated exceptions. Pure, for both sides: the server keeps the 보강 places it
 * offers inside them, the week page greys what lies outside.
 *
 * Times are half-hours (`HH:MM`, minutes 00 or 30, up to 24:00) because lessons are: a 1부
 * starts on the hour, a 2부 at half past. A day holds one span; a day without one is closed.
 */
import { hourLabel } from './time.ts';
import { type LessonType, WEEKDAYS, type Weekday, weekdayOfDate } from './timetable-rules.ts';

/** One day's span in minutes after midnight, `from` < `to`. */
export interface Span {
  from: number;
  to: number;
}

export interface DayHours {
  day: Weekday;
  from: string;
  to: string;
}

export interface HoursException {
  date: string;
  from?: string | undefined;
  to?: string | undefined;
  off?: boolean | undefined;
}

/** Until the owner saves the studio's hours, every day is open across the whole grid (9시–22시). */
export const DEFAULT_WEEKLY: readonly DayHours[] = WEEKDAYS.map((day) => ({
  day,
  from: '09:00',
  to: '22:00',
}));

/** A teacher's exceptions kept at once: a year of days off is far fewer. */
export const EXCEPTIONS_MAX = 100;
/** How far from today an exception may lie, either way. */
export const EXCEPTION_RANGE_DAYS = 366;

const TIME = /^(?:([01]\d|2[0-3]):([03]0)|24:00)$/;

export function isHalfHourTime(value: string): boolean {
  return TIME.test(value);
}

export function toMinutes(time: string): number {
  const [hours, minutes] = time.split(':').map(Number) as [number, number];
  return hours * 60 + minutes;
}

export function fromMinutes(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

/** What a lesson placed at `time` (the hour) of `type` occupies, in minutes after midnight. */
export function lessonSpan(time: number, type: LessonType): Span {
  const start = time * 60 + (type === '2부' ? 30 : 0);
  return { from: start, to: start + (type === '1시간' ? 60 : 30) };
}

export function spanHolds(span: Span | null, inner: Span): boolean {
  return span !== null && span.from <= inner.from && inner.to <= span.to;
}

function intersect(a: Span | null, b: Span | null): Span | null {
  if (a === null || b === null) return null;
  const from = Math.max(a.from, b.from);
  const to = Math.min(a.to, b.to);
  return from < to ? { from, to } : null;
}

function weeklySpan(weekly: readonly DayHours[], day: Weekday): Span | null {
  const hours = weekly.find((entry) => entry.day === day);
  return hours ? { from: toMinutes(hours.from), to: toMinutes(hours.to) } : null;
}

/**
 * A teacher's span on one date: inside the studio's hours of that weekday, and inside the
 * teacher's own — an exception for the date wins over the teacher's week; a teacher without a
 * week of their own works whenever the studio is open. Null: no lesson that day.
 */
export function workingSpan(
  input: {
    studio: readonly DayHours[];
    teacher: readonly DayHours[] | null;
    exceptions: readonly HoursException[];
  },
  date: string,
): Span | null {
  const day = weekdayOfDate(date);
  const studio = weeklySpan(input.studio, day);
  const exception = input.exceptions.find((entry) => entry.date === date);
  if (exception) {
    if (exception.off || exception.from === undefined || exception.to === undefined) return null;
    return intersect(studio, { from: toMinutes(exception.from), to: toMinutes(exception.to) });
  }
  return input.teacher === null ? studio : intersect(studio, weeklySpan(input.teacher, day));
}

/** A time as people read it: "09:30" → "오전 9시 30분", "24:00" → "밤 12시". */
export function timeLabel(time: string): string {
  const minutes = toMinutes(time);
  if (minutes === 24 * 60) return '밤 12시';
  return `${hourLabel(Math.floor(minutes / 60))}${minutes % 60 === 30 ? ' 30분' : ''}`;
}
