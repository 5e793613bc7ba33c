/** The week as the grid reads it: what sits in each cell, looked up by day and hour. */
import type { Lesson } from '#shared/schemas/timetable.ts';
import { hourLabel } from '#shared/time.ts';
import type { LessonType, Weekday } from '#shared/timetable-rules.ts';

interface CellContent {
  whole?: Lesson;
  top?: Lesson;
  bottom?: Lesson;
}

export type Week = Map<string, CellContent>;

export function cellKey(day: Weekday, time: number): string {
  return `${day}-${time}`;
}

export function buildWeek(lessons: readonly Lesson[]): Week {
  const week: Week = new Map();
  for (const lesson of lessons) {
    const key = cellKey(lesson.day, lesson.time);
    const cell = week.get(key) ?? {};
    if (lesson.type === '1시간') cell.whole = lesson;
    else if (lesson.type === '1부') cell.top = lesson;
    else cell.bottom = lesson;
    week.set(key, cell);
  }
  return week;
}

export function takenTypes(cell: CellContent | undefined): LessonType[] {
  if (!cell) return [];
  return [cell.whole, cell.top, cell.bottom].flatMap((lesson) => (lesson ? [lesson.type] : []));
}

/** "월요일 오후 3시 1부": how a place in the week is read out and shown in messages. */
export function placeLabel(day: Weekday, time: number, type?: LessonType): string {
  const place = `${day}요일 ${hourLabel(time)}`;
  return type ? `${place} ${type}` : place;
}
