/**
 * Whose lesson records and students a request reaches. Staff: a teacher their own students',
 * the owner anyone's (or the teacher named by `teacherId`). A family: the students its session
 * sees. Anything else answers 404, as if it were not there, so that an id tells nothing.
 */
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../app-error.ts';
import type { Db } from '../../db/database.ts';
import { reachedTeacher, type TeacherFilter } from '../../lib/teacher-scope.ts';
import { requireUser } from '../../plugins/auth.ts';
import { requireFamilySession } from '../family/index.ts';

/** The teacher whose students a staff request reaches; null for the owner without a filter (anyone's). */
export function staffScope(request: FastifyRequest, filter: TeacherFilter = {}): string | null {
  return reachedTeacher(requireUser(request), filter);
}

export interface ReachedStudent {
  id: number;
  name: string;
  teacherId: string;
}

/** A current student of the scope, by id; else 404. */
export async function staffStudent(db: Db, scope: string | null, studentId: number): Promise<ReachedStudent> {
  const row = await db
    .selectFrom('students')
    .select(['id', 'name', 'teacher_id'])
    .where('id', '=', studentId)
    .where('archived_at', 'is', null)
    .$if(scope !== null, (query) => query.where('teacher_id', '=', scope as string))
    .executeTakeFirst();
  if (!row) throw new AppError('lessonNotes.student_not_found', 404);
  return { id: Number(row.id), name: row.name, teacherId: row.teacher_id };
}

/** The family session's student of this id; else 404 (the family's own refusal). */
export function familyStudentId(request: FastifyRequest, studentId: number): number {
  const session = requireFamilySession(request);
  if (!session.studentIds.includes(studentId)) throw new AppError('family.student_not_found', 404);
  return studentId;
}
