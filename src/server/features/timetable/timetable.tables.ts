import type { Generated } from 'kysely';
import type { LessonType } from '#shared/timetable-rules.ts';

/** What a weekly lesson and a lesson on one date both hold: who teaches whom, at what hour. */
interface LessonColumns {
  id: Generated<number>;
  teacher_id: string;
  /** ISO weekday, 1 = 월 … 7 = 일 (for a one-off, the weekday of `on_date`, kept for the overlap check). */
  weekday: number;
  /** The hour, 9–21. */
  time: number;
  type: LessonType;
  /** The student's name as typed (normalised), whether or not they are a registered student. */
  name: string;
  /** The linked student of this teacher, when there is one. */
  student_id: number | null;
  created_at: string;
}

/** A weekly lesson from its first Monday to its last day (migration 019). */
export interface LessonSeriesTable extends LessonColumns {
  /** Seoul date of the first day (for a new entry the Monday of its week), `YYYY-MM-DD`. */
  starts_on: string;
  /** Seoul date of the last day, or null while it goes on. */
  ends_on: string | null;
}

export type OneOffKind = 'makeup' | 'trial' | 'moved';

/** A lesson on one date: a 보강, a 체험, or a series occurrence moved this week only. */
export interface LessonOneOffsTable extends LessonColumns {
  on_date: string;
  kind: OneOffKind;
  moved_series_id: number | null;
  moved_from_date: string | null;
  created_by: string;
}

export interface TimetableMemosTable {
  id: Generated<number>;
  teacher_id: string;
  content: string;
  created_at: string;
}

/** A teacher's private calendar address; a new token replaces the old one. */
export interface CalendarFeedsTable {
  teacher_id: string;
  token: string;
  created_at: string;
}

export interface TimetableTables {
  lesson_series: LessonSeriesTable;
  lesson_one_offs: LessonOneOffsTable;
  timetable_memos: TimetableMemosTable;
  calendar_feeds: CalendarFeedsTable;
}
