/**
 * Whose student a teacher's family action is about: a teacher's own; the owner's own, or the
 * teacher's named by `teacherId` (namedTeacher refuses a teacher naming another).
 */
import type { FastifyRequest } from 'fastify';
import { namedTeacher, reachedTeacher, type TeacherFilter } from '../../lib/teacher-scope.ts';
import { requireUser } from '../../plugins/auth.ts';

export function studentTeacher(request: FastifyRequest, filter: TeacherFilter): string {
  const user = requireUser(request);
  const asked = namedTeacher(user, filter);
  return user.role === 'owner' ? (asked ?? user.id) : user.id;
}

/** Whose students a list is about: a teacher's own; the owner's named teacher's, or everyone's (null). */
export function listTeacher(request: FastifyRequest, filter: TeacherFilter): string | null {
  return reachedTeacher(requireUser(request), filter);
}
