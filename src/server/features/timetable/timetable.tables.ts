import type { Generated } from 'kysely';
import type { Half, LessonType } from '#shared/timetable-rules.ts';

/** One occupied half of an hour; a 1시간 lesson is two rows with type '1시간'. */
export interface TimetableLessonsTable {
  teacher_id: string;
  /** ISO weekday, 1 = 월 … 7 = 일. */
  weekday: number;
  /** The hour, 9–21. */
  time: number;
  half: Half;
  type: LessonType;
  /** The student's name as typed (normalised), whether or not they are a registered student. */
  name: string;
  /** The linked student of this teacher, when there is one. */
  student_id: number | null;
  created_at: string;
}

export interface TimetableMemosTable {
  id: Generated<number>;
  teacher_id: string;
  content: string;
  created_at: string;
}

export interface TimetableTables {
  timetable_lessons: TimetableLessonsTable;
  timetable_memos: TimetableMemosTable;
}
