/**
 * A timetable entry may name one of the teacher's own current students (DESIGN §4), found
 * through the students feature's exported queries. Another teacher's student, an archived one
 * and an unknown id are answered alike, so nothing leaks about others.
 */
import { AppError } from '../../app-error.ts';
import type { Db } from '../../db/database.ts';
import { listCurrentStudents } from '../students/index.ts';

export async function verifyOwnStudent(
  db: Db,
  teacherId: string,
  studentId: number,
): Promise<{ id: number; name: string }> {
  const student = (await listCurrentStudents(db, teacherId)).find((item) => item.id === studentId);
  if (!student) throw new AppError('timetable.student_not_found', 404);
  return { id: student.id, name: student.name };
}
