/**
 * What the dated calendar reads of the lesson records: the records of some students in a range,
 * with the occurrence each names, so that a week shows each lesson's status (decision 035).
 */
import type { LessonStatus } from '#shared/student-rules.ts';
import type { Db } from '../../db/database.ts';

export interface CalendarRecord {
  id: number;
  studentId: number;
  day: string;
  status: LessonStatus;
  occurrence: string | null;
}

/** Records not undone of `studentIds` on `[from, to]`, oldest first. */
export async function listRecordsBetween(
  db: Db,
  studentIds: readonly number[],
  from: string,
  to: string,
): Promise<CalendarRecord[]> {
  if (studentIds.length === 0) return [];
  const rows = await db
    .selectFrom('lessons_given')
    .select(['id', 'student_id', 'lesson_day', 'status', 'occurrence'])
    .where('student_id', 'in', [...studentIds])
    .where('lesson_day', '>=', from)
    .where('lesson_day', '<=', to)
    .where('cancelled_at', 'is', null)
    .orderBy('lesson_day')
    .orderBy('id')
    .execute();
  return rows.map((row) => ({
    id: Number(row.id),
    studentId: Number(row.student_id),
    day: row.lesson_day,
    status: row.status,
    occurrence: row.occurrence,
  }));
}

/** The record of one occurrence, if it has one. */
export async function findOccurrenceRecord(db: Db, occurrence: string): Promise<CalendarRecord | null> {
  const row = await db
    .selectFrom('lessons_given')
    .select(['id', 'student_id', 'lesson_day', 'status', 'occurrence'])
    .where('occurrence', '=', occurrence)
    .where('cancelled_at', 'is', null)
    .executeTakeFirst();
  return row
    ? {
        id: Number(row.id),
        studentId: Number(row.student_id),
        day: row.lesson_day,
        status: row.status,
        occurrence: row.occurrence,
      }
    : null;
}
