/** The week as the grid reads it: what sits in each cell, looked up by day and hour. */
import type { Lesson } from '#shared/schemas/timetable.ts';
import { hourLabel } from '#shared/time.ts';
import type { LessonType, Weekday } from '#shared/timetable-rules.ts';

/** What sits in one hour: a 1시간 fills it, a 1부 its top half, a 2부 its bottom half. */
export interface Cell<T> {
  whole?: T;
  top?: T;
  bottom?: T;
}

export type Week = Map<string, Cell<Lesson>>;

export function cellKey(day: Weekday, time: number): string {
  return `${day}-${time}`;
}

/** Puts each lesson in its hour's cell, the hour named by `keyOf`: the weekly grid and the dated week both read them so. */
export function fillCells<T extends { type: LessonType }>(
  lessons: readonly T[],
  keyOf: (lesson: T) => string,
): Map<string, Cell<T>> {
  const cells = new Map<string, Cell<T>>();
  for (const lesson of lessons) {
    const key = keyOf(lesson);
    const cell = cells.get(key) ?? {};
    if (lesson.type === '1시간') cell.whole = lesson;
    else if (lesson.type === '1부') cell.top = lesson;
    else cell.bottom = lesson;
    cells.set(key, cell);
  }
  return cells;
}

export function buildWeek(lessons: readonly Lesson[]): Week {
  return fillCells(lessons, (lesson) => cellKey(lesson.day, lesson.time));
}

export function takenTypes(cell: Cell<{ type: LessonType }> | undefined): LessonType[] {
  if (!cell) return [];
  return [cell.whole, cell.top, cell.bottom].flatMap((lesson) => (lesson ? [lesson.type] : []));
}

/** "월요일 오후 3시 1부": how a place in the week is read out and shown in messages. */
export function placeLabel(day: Weekday, time: number, type?: LessonType): string {
  const place = `${day}요일 ${hourLabel(time)}`;
  return type ? `${place} ${type}` : place;
}
