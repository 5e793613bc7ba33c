/**
 * The free places a family may book a 보강 into (docs/decisions/054): the teacher's halves of
 * the timetable's hours in the next days that no lesson holds (a series, a one-off, a recorded
 * lesson), on days the studio is open, inside the teacher's working span of the day (docs/decisions/066),
 * starting after now. Pure: the server reads the calendar
 * and answers with these; the database still refuses an overlap when two families race.
 */
import { lessonStart } from './calendar-rules.ts';
import { lessonSpan, type Span, spanHolds } from './hours-rules.ts';
import { addDays } from './time.ts';
import { fitsCell, LESSON_HOURS, type LessonType } from './timetable-rules.ts';

/** How far ahead a family may book a 보강: today and the 13 days after it. */
export const MAKEUP_SLOT_DAYS = 14;

export interface HeldPlace {
  date: string;
  time: number;
  type: LessonType;
}

export interface FreeCell {
  date: string;
  time: number;
  /** What fits the cell and starts after now: 1시간 only when both halves are free. */
  types: LessonType[];
}

export function freeCells(input: {
  today: string;
  now: Date;
  held: readonly HeldPlace[];
  closed: ReadonlySet<string>;
  /** The teacher's working span by date (null: no lessons that day); a date left out is open all day. */
  spans?: ReadonlyMap<string, Span | null>;
  days?: number;
}): FreeCell[] {
  const taken = new Map<string, LessonType[]>();
  for (const place of input.held) {
    const key = `${place.date} ${place.time}`;
    taken.set(key, [...(taken.get(key) ?? []), place.type]);
  }
  const cells: FreeCell[] = [];
  for (let offset = 0; offset < (input.days ?? MAKEUP_SLOT_DAYS); offset++) {
    const date = addDays(input.today, offset);
    if (input.closed.has(date)) continue;
    const span = input.spans?.has(date) ? (input.spans.get(date) ?? null) : undefined;
    if (span === null) continue;
    for (const time of LESSON_HOURS) {
      const held = taken.get(`${date} ${time}`) ?? [];
      const types = (['1시간', '1부', '2부'] as const).filter(
        (type) =>
          fitsCell(held, type) &&
          (span === undefined || spanHolds(span, lessonSpan(time, type))) &&
          lessonStart(date, time, type).getTime() > input.now.getTime(),
      );
      if (types.length > 0) cells.push({ date, time, types });
    }
  }
  return cells;
}

/** Whether one place is among the free cells (the server's check before it books). */
export function isFree(cells: readonly FreeCell[], place: HeldPlace): boolean {
  return cells.some(
    (cell) => cell.date === place.date && cell.time === place.time && cell.types.includes(place.type),
  );
}
