/**
 * "Expected today": today's lessons of each teacher's dated calendar — series, 보강, 체험 and
 * moved lessons, none on a closed day — with the linked students as they are now and whether
 * each lesson is recorded. Reads the students feature only through its exported queries.
 */
import type { ExpectedLesson } from '#shared/schemas/timetable.ts';
import type { Db } from '../../db/database.ts';
import { listCurrentStudents } from '../students/index.ts';
import { listOccurrences } from './calendar.queries.ts';

export async function expectedFor(db: Db, teacherId: string, date: string): Promise<ExpectedLesson[]> {
  const [occurrences, students] = await Promise.all([
    listOccurrences(db, [teacherId], date, date),
    listCurrentStudents(db, teacherId),
  ]);
  const byId = new Map(students.map((student) => [student.id, student.name]));
  return occurrences
    .filter((occurrence) => occurrence.closed === null)
    .map((occurrence) => {
      const name = occurrence.studentId === null ? undefined : byId.get(occurrence.studentId);
      const student =
        name === undefined || occurrence.studentId === null ? null : { id: occurrence.studentId, name };
      // The answer keeps what its schema names of the occurrence.
      return { ...occurrence, teacherId, student, recorded: occurrence.status !== null };
    });
}
