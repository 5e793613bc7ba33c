/**
 * A timetable entry may name one of the teacher's own students (DESIGN §4). Another teacher's
 * student, an archived one or an unknown id is answered alike, so nothing leaks about others.
 */
import { AppError } from '../../app-error.ts';
import type { Db } from '../../db/database.ts';
import { isCurrentStudentOf } from '../students/student-lookup.queries.ts';

export async function verifyOwnStudent(db: Db, teacherId: string, studentId: number): Promise<void> {
  if (!(await isCurrentStudentOf(db, teacherId, studentId))) {
    throw new AppError('timetable.student_not_found', 404);
  }
}
