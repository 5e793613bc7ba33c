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

/** The records not undone, as the calendar reads them. */
function standingRecords(db: Db) {
  return db
    .selectFrom('lessons_given')
    .select(['id', 'student_id as studentId', 'lesson_day as day', 'status', 'occurrence'])
    .where('cancelled_at', 'is', null);
}

const toRecord = (row: CalendarRecord): CalendarRecord => ({
  ...row,
  id: Number(row.id),
  studentId: Number(row.studentId),
});

/** Records not undone of `studentIds` on `[from, to]`, oldest first. */
export async function listRecordsBetween(
  db: Db,
  studentIds: readonly number[],
  from: string,
  to: string,
): Promise<CalendarRecord[]> {
  if (studentIds.length === 0) return [];
  const rows = await standingRecords(db)
    .where('student_id', 'in', [...studentIds])
    .where('lesson_day', '>=', from)
    .where('lesson_day', '<=', to)
    .orderBy('lesson_day')
    .orderBy('id')
    .execute();
  return rows.map(toRecord);
}

/** The record of one occurrence, if it has one. */
export async function findOccurrenceRecord(db: Db, occurrence: string): Promise<CalendarRecord | null> {
  const row = await standingRecords(db).where('occurrence', '=', occurrence).executeTakeFirst();
  return row ? toRecord(row) : null;
}
