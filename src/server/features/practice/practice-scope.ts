/**
 * Whose practice a request reaches: a family its own students (the family's refusal for any
 * other), staff a current student of theirs — the owner anyone's. Anything else answers 404,
 * so that an id tells nothing.
 */
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../app-error.ts';
import type { Db } from '../../db/database.ts';
import { reachedTeacher, type TeacherFilter } from '../../lib/teacher-scope.ts';
import { requireUser } from '../../plugins/auth.ts';
import { requireFamilySession } from '../family/index.ts';

export function familyStudent(request: FastifyRequest, studentId: number): number {
  if (!requireFamilySession(request).studentIds.includes(studentId))
    throw new AppError('family.student_not_found', 404);
  return studentId;
}

/** The teacher whose students a staff request reaches: null for the owner without a filter. */
export function staffTeacher(request: FastifyRequest, filter: TeacherFilter = {}): string | null {
  return reachedTeacher(requireUser(request), filter);
}

export async function staffStudent(db: Db, teacherId: string | null, studentId: number): Promise<number> {
  const row = await db
    .selectFrom('students')
    .select('id')
    .where('id', '=', studentId)
    .where('archived_at', 'is', null)
    .$if(teacherId !== null, (query) => query.where('teacher_id', '=', teacherId as string))
    .executeTakeFirst();
  if (!row) throw new AppError('practice.student_not_found', 404);
  return Number(row.id);
}
