/**
 * Whose students a request acts on. The teacher is the session's user; the old client's
 * `userId` (and our `teacherId`) may only repeat it (namedTeacher, shared with the statistics).
 * The owner may name any teacher, and without one sees everyone's lists and acts on their own
 * students.
 */
import type { FastifyRequest } from 'fastify';
import { namedTeacher, reachedTeacher, type TeacherFilter } from '../../lib/teacher-scope.ts';
import { requireUser } from '../../plugins/auth.ts';

/** For lists: a teacher id, or null for every teacher's (the owner without a filter). */
export function listScope(request: FastifyRequest, filter: TeacherFilter = {}): string | null {
  return reachedTeacher(requireUser(request), filter);
}

/** For one student's actions: the teacher whose student it must be. */
export function actionScope(request: FastifyRequest, ...inputs: TeacherFilter[]): string {
  const user = requireUser(request);
  const asked = namedTeacher(user, ...inputs);
  return user.role === 'owner' ? (asked ?? user.id) : user.id;
}
