/**
 * The dated calendar's rules, shared by the server (which answers occurrences and enforces
 * overlaps in the database) and the page (which draws a week). DESIGN §4 "Calendar";
 * docs/decisions/035-dated-calendar.md.
 *
 * Dates are Seoul calendar days `YYYY-MM-DD`; Korea keeps no daylight saving time, so a
 * lesson's hour is the same instant offset (+09:00) every day of the year.
 */
import { addDays, daysBetween, seoulHourStart } from './time.ts';
import { type LessonType, weekdayNumber, weekdayOfDate } from './timetable-rules.ts';

/** The most days one calendar request may span (a quarter). */
export const CALENDAR_MAX_DAYS = 93;

export const ONE_OFF_KINDS = ['makeup', 'trial', 'moved'] as const;
export type OneOffKind = (typeof ONE_OFF_KINDS)[number];
export type OccurrenceKind = 'series' | OneOffKind;

export const ONE_OFF_LABELS: Record<OneOffKind, string> = { makeup: '보강', trial: '체험', moved: '이동' };

/** The Monday of the week holding `date`. */
export function mondayOf(date: string): string {
  return addDays(date, 1 - weekdayNumber(weekdayOfDate(date)));
}

/** The seven days of the week starting on `monday`. */
export function weekDays(monday: string): string[] {
  return Array.from({ length: 7 }, (_, index) => addDays(monday, index));
}

/** Whether `[from, to]` is a range one request may ask for. */
export function calendarRangeProblem(
  from: string,
  to: string,
): 'calendar.range_order' | 'calendar.range_too_long' | null {
  const days = daysBetween(from, to);
  if (days < 0) return 'calendar.range_order';
  if (days >= CALENDAR_MAX_DAYS) return 'calendar.range_too_long';
  return null;
}

/** The instant a lesson begins: a 2부 at half past its hour. */
export function lessonStart(date: string, time: number, type: LessonType): Date {
  const start = seoulHourStart(date, time);
  return type === '2부' ? new Date(start.getTime() + 30 * 60 * 1000) : start;
}

/** A series occurrence is named by its series and day, a one-off by its own id. */
export function seriesOccurrenceKey(seriesId: number, date: string): string {
  return `s${seriesId}@${date}`;
}

export function oneOffOccurrenceKey(oneOffId: number): string {
  return `o${oneOffId}`;
}

export type OccurrenceRef =
  | { kind: 'series'; seriesId: number; date: string }
  | { kind: 'one-off'; oneOffId: number };

const KEY_PATTERN = /^(?:s([1-9]\d{0,9})@(\d{4}-\d{2}-\d{2})|o([1-9]\d{0,9}))$/;

/** Reads an occurrence key, or null when it is not one. */
export function parseOccurrenceKey(key: string): OccurrenceRef | null {
  const match = KEY_PATTERN.exec(key);
  if (!match) return null;
  const [, series, date, oneOff] = match;
  if (series !== undefined && date !== undefined) {
    const seriesId = Number(series);
    return seriesId <= 2_147_483_647 ? { kind: 'series', seriesId, date } : null;
  }
  const oneOffId = Number(oneOff);
  return oneOffId <= 2_147_483_647 ? { kind: 'one-off', oneOffId } : null;
}

export interface SeriesPlan {
  id: number;
  weekday: number;
  time: number;
  type: LessonType;
  name: string;
  studentId: number | null;
  startsOn: string;
  endsOn: string | null;
}

export interface OneOffPlan {
  id: number;
  date: string;
  time: number;
  type: LessonType;
  name: string;
  studentId: number | null;
  kind: OneOffKind;
  movedSeriesId: number | null;
  movedFromDate: string | null;
}

export interface PlannedOccurrence {
  key: string;
  date: string;
  time: number;
  type: LessonType;
  kind: OccurrenceKind;
  name: string;
  studentId: number | null;
  seriesId: number | null;
  oneOffId: number | null;
  /** The closure's name when the day is closed: the series skips it (shown, not held). */
  closed: string | null;
  /** For a moved lesson: the day it was moved from. */
  movedFrom: string | null;
}

const HALF_ORDER: Record<LessonType, number> = { '1시간': 0, '1부': 0, '2부': 1 };

function byDateAndHour(a: PlannedOccurrence, b: PlannedOccurrence): number {
  if (a.date !== b.date) return a.date < b.date ? -1 : 1;
  if (a.time !== b.time) return a.time - b.time;
  return HALF_ORDER[a.type] - HALF_ORDER[b.type];
}

/**
 * Every lesson of `[from, to]`: each series on its weekday within its dates, unless moved away
 * that day (a moved one-off names it); a series day on a closure is kept with `closed` set, so
 * that the week can show what the closure skips; one-offs on their dates.
 */
export function expandOccurrences(input: {
  series: readonly SeriesPlan[];
  oneOffs: readonly OneOffPlan[];
  closures: ReadonlyMap<string, string>;
  from: string;
  to: string;
}): PlannedOccurrence[] {
  const { from, to } = input;
  const moved = new Set(
    input.oneOffs
      .filter((oneOff) => oneOff.movedSeriesId !== null)
      .map((oneOff) => seriesOccurrenceKey(oneOff.movedSeriesId as number, oneOff.movedFromDate as string)),
  );
  const occurrences: PlannedOccurrence[] = [];
  for (const series of input.series) {
    const first = series.startsOn > from ? series.startsOn : from;
    const last = series.endsOn !== null && series.endsOn < to ? series.endsOn : to;
    if (first > last) continue;
    const offset = (series.weekday - weekdayNumber(weekdayOfDate(first)) + 7) % 7;
    for (let date = addDays(first, offset); date <= last; date = addDays(date, 7)) {
      const key = seriesOccurrenceKey(series.id, date);
      if (moved.has(key)) continue;
      occurrences.push({
        key,
        date,
        time: series.time,
        type: series.type,
        kind: 'series',
        name: series.name,
        studentId: series.studentId,
        seriesId: series.id,
        oneOffId: null,
        closed: input.closures.get(date) ?? null,
        movedFrom: null,
      });
    }
  }
  for (const oneOff of input.oneOffs) {
    if (oneOff.date < from || oneOff.date > to) continue;
    occurrences.push({
      key: oneOffOccurrenceKey(oneOff.id),
      date: oneOff.date,
      time: oneOff.time,
      type: oneOff.type,
      kind: oneOff.kind,
      name: oneOff.name,
      studentId: oneOff.studentId,
      seriesId: oneOff.movedSeriesId,
      oneOffId: oneOff.id,
      closed: input.closures.get(oneOff.date) ?? null,
      movedFrom: oneOff.movedFromDate,
    });
  }
  return occurrences.sort(byDateAndHour);
}

/**
 * The day a series changed "from `date`" ends on: the day before. A change from a day at or
 * before the series' first Monday replaces it whole (`null`: delete, nothing earlier to keep).
 */
export function endBefore(startsOn: string, date: string): string | null {
  return date <= startsOn ? null : addDays(date, -1);
}
