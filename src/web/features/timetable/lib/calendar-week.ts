/**
 * The dated week as /lessontime draws it (docs/decisions/044-dated-week-page.md): which Monday
 * the address names, how a day and a place are written, what sits in each half of each hour,
 * and what a tap on an occurrence may do. Pure, so the rules are tested without a page.
 */
import { mondayOf, ONE_OFF_LABELS } from '#shared/calendar-rules.ts';
import { dayLabel } from '#shared/day-labels.ts';
import type { Occurrence } from '#shared/schemas/calendar.ts';
import { LESSON_STATUSES, type LessonStatus } from '#shared/student-rules.ts';
import { addDays, hourLabel, isCalendarDate } from '#shared/time.ts';
import {
  fitsCell,
  LESSON_HOURS,
  LESSON_TYPES,
  type LessonType,
  weekdayOfDate,
} from '#shared/timetable-rules.ts';
import { type Cell, fillCells, takenTypes } from './week.ts';

/** The Monday of the week `?week=` names (any day of it), or of this week when it names none. */
export function shownMonday(param: string | null | undefined, today: string): string {
  return param && isCalendarDate(param) ? mondayOf(param) : mondayOf(today);
}

/** "월 12/1": a column's heading. */
export function dayHeading(date: string): string {
  const [, month, day] = date.split('-');
  return `${weekdayOfDate(date)} ${Number(month)}/${Number(day)}`;
}

/** "2026년 12월 1일 – 7일", "2026년 12월 28일 – 2027년 1월 3일": the week shown. */
export function weekRangeLabel(monday: string): string {
  const sunday = addDays(monday, 6);
  const [year, month, day] = monday.split('-').map(Number) as [number, number, number];
  const [endYear, endMonth, endDay] = sunday.split('-').map(Number) as [number, number, number];
  const start = `${year}년 ${month}월 ${day}일`;
  if (endYear !== year) return `${start} – ${endYear}년 ${endMonth}월 ${endDay}일`;
  if (endMonth !== month) return `${start} – ${endMonth}월 ${endDay}일`;
  return `${start} – ${endDay}일`;
}

/** "12월 3일 (수) 오후 3시 1부": how one place of the dated week is read out. */
export function datedPlace(date: string, time: number, type?: LessonType): string {
  const place = `${dayLabel(date)} ${hourLabel(time)}`;
  return type ? `${place} ${type}` : place;
}

/** The marks of the 출석부 (paper attendance books use the same). */
export const STATUS_MARKS: Record<LessonStatus, string> = {
  출석: '○',
  지각: '△',
  당일취소: '×',
  사전취소: '보',
  강사사정: '강',
};

export const UNRECORDED = '미기록';

interface Mark {
  /** What the half shows. */
  mark: string;
  /** What it means, in words. */
  label: string;
}

/**
 * An occurrence's mark: its status, or 미기록 for a student's lesson of a past day that nobody
 * recorded. Skipped (closed) days, unlinked lessons and days still to come show none.
 */
export function occurrenceMark(occurrence: Occurrence, today: string): Mark | null {
  if (occurrence.status) return { mark: STATUS_MARKS[occurrence.status], label: occurrence.status };
  if (occurrence.closed) return null;
  if (occurrence.studentId == null || occurrence.date >= today) return null;
  return { mark: UNRECORDED, label: UNRECORDED };
}

/** 보강, 체험 or 이동; a weekly lesson carries no badge. */
export function kindLabel(kind: Occurrence['kind']): string | null {
  return kind === 'series' ? null : ONE_OFF_LABELS[kind];
}

export type CalendarWeek = Map<string, Cell<Occurrence>>;

export function dayCellKey(date: string, time: number): string {
  return `${date}-${time}`;
}

/** The week's occurrences by day and hour: a 1시간 fills the cell, a 1부 its top, a 2부 its bottom. */
export function buildCalendarWeek(occurrences: readonly Occurrence[]): CalendarWeek {
  return fillCells(occurrences, (occurrence) => dayCellKey(occurrence.date, occurrence.time));
}

/** The types a new lesson may take in a cell: a free half alone, or the whole hour when both are free. */
export function typesThatFit(week: CalendarWeek, date: string, time: number): LessonType[] {
  const taken = takenTypes(week.get(dayCellKey(date, time)));
  return LESSON_TYPES.filter((type) => fitsCell(taken, type));
}

/** The hours of `date` where a lesson of `type` fits. */
export function freeHours(week: CalendarWeek, date: string, type: LessonType): number[] {
  return LESSON_HOURS.filter((time) => fitsCell(takenTypes(week.get(dayCellKey(date, time))), type));
}

/** A day still to come takes only the cancellations told ahead; today and earlier days take all five. */
export function statusesFor(date: string, today: string): readonly LessonStatus[] {
  return date > today ? (['사전취소', '강사사정'] as const) : LESSON_STATUSES;
}

/** Whether the calendar can record this occurrence: a student's, not skipped, not yet recorded. */
export function canRecord(occurrence: Occurrence): boolean {
  return (
    occurrence.key !== undefined && occurrence.studentId != null && !occurrence.closed && !occurrence.status
  );
}

/**
 * Whether this occurrence can be moved, not yet recorded: a weekly lesson's day (this week only,
 * as an 이동) or a one-off lesson itself (to another free time).
 */
export function canMove(occurrence: Occurrence): boolean {
  const movable = occurrence.kind === 'series' || occurrence.oneOffId != null;
  return movable && occurrence.key !== undefined && !occurrence.status;
}
