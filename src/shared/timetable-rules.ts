/**
 * The weekly lesson timetable's constants and its one placement rule, shared by the server
 * (whose database enforces the rule) and the page (which only offers what fits).
 * Spec §2 "Lesson timetable", §9; DESIGN §4 "Timetable".
 */
import { HOURS } from './booking-rules.ts';

/** Day columns in the spec's order; stored as ISO weekday numbers 1 (월) … 7 (일). */
export const WEEKDAYS = ['월', '화', '수', '목', '금', '토', '일'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** The same 13 hourly rows as the practice-room board, 9시 … 21시. */
export const LESSON_HOURS = HOURS;
export const FIRST_LESSON_HOUR = LESSON_HOURS[0];
export const LAST_LESSON_HOUR = LESSON_HOURS[LESSON_HOURS.length - 1]!;

/** 1시간 fills the cell, 1부 its top half, 2부 its bottom half. */
export const LESSON_TYPES = ['1시간', '1부', '2부'] as const;
export type LessonType = (typeof LESSON_TYPES)[number];

/** The halves of an hour: 1 = top (1부), 2 = bottom (2부). */
export type Half = 1 | 2;
const HALVES: Record<LessonType, readonly Half[]> = { '1시간': [1, 2], '1부': [1], '2부': [2] };

export const LESSON_NAME_MAX_LENGTH = 20;
export const MEMO_MAX_LENGTH = 500;

export function lessonHalves(type: LessonType): readonly Half[] {
  return HALVES[type];
}

/**
 * Whether a lesson of `type` fits a cell already holding `taken`: a cell holds one 1시간, or a
 * 1부 and/or a 2부. The database refuses the same overlaps (one row per half under a key).
 */
export function fitsCell(taken: readonly LessonType[], type: LessonType): boolean {
  const used = new Set(taken.flatMap((held) => lessonHalves(held)));
  return lessonHalves(type).every((half) => !used.has(half));
}

export function weekdayNumber(day: Weekday): number {
  return WEEKDAYS.indexOf(day) + 1;
}

export function weekdayFromNumber(number: number): Weekday {
  const day = WEEKDAYS[number - 1];
  if (!day) throw new RangeError(`Not an ISO weekday: ${number}`);
  return day;
}

/** The weekday of a Seoul calendar date `YYYY-MM-DD` (whatever the machine's zone). */
export function weekdayOfDate(date: string): Weekday {
  const sundayFirst = new Date(`${date}T00:00:00Z`).getUTCDay();
  return weekdayFromNumber(sundayFirst === 0 ? 7 : sundayFirst);
}
