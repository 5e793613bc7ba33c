/**
 * "Expected today": today's weekday of each teacher's timetable, with the linked students as
 * they are now and whether their lesson is already recorded. Reads the students feature only
 * through its exported queries.
 */
import type { ExpectedLesson } from '#shared/schemas/timetable.ts';
import type { Weekday } from '#shared/timetable-rules.ts';
import type { Db } from '../../db/database.ts';
import { listLessonsOfDay } from '../students/lessons.queries.ts';
import { listCurrentStudents } from '../students/students.queries.ts';
import { listExpectedToday } from './timetable.queries.ts';

export async function expectedFor(
  db: Db,
  teacherId: string,
  day: Weekday,
  date: string,
): Promise<ExpectedLesson[]> {
  const [planned, students, recorded] = await Promise.all([
    listExpectedToday(db, teacherId, day),
    listCurrentStudents(db, teacherId),
    listLessonsOfDay(db, teacherId, date),
  ]);
  const byId = new Map(students.map((student) => [student.id, student.name]));
  const done = new Set(recorded.map((lesson) => lesson.name));
  return planned.map((lesson) => {
    const name = lesson.studentId === null ? undefined : byId.get(lesson.studentId);
    const student = name === undefined || lesson.studentId === null ? null : { id: lesson.studentId, name };
    return {
      teacherId,
      time: lesson.time,
      type: lesson.type,
      name: lesson.name,
      student,
      recorded: student !== null && done.has(student.name),
    };
  });
}
