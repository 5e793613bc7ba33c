/**
 * Which teacher's students and records a request is about, for every route that takes a
 * teacher filter: the student routes, the statistics, the timetable's list of today. A
 * teacher's requests are about their own: `teacherId` (and the old client's `userId`) may only
 * repeat the session's user, and a teacher naming anyone else, in either, is refused with 403
 * on all of them alike. The owner may name any teacher (each route checks that one exists),
 * or none.
 */
import type { SessionUser } from '#shared/schemas/auth.ts';
import { AppError } from '../app-error.ts';

export interface TeacherFilter {
  teacherId?: string | undefined;
  userId?: string | undefined;
}

/** The teacher the filters name (the first named), or undefined; 403 for a teacher naming another. */
export function namedTeacher(user: SessionUser, ...filters: TeacherFilter[]): string | undefined {
  const named = filters
    .flatMap((filter) => [filter.teacherId, filter.userId])
    .filter((id): id is string => Boolean(id));
  if (user.role !== 'owner' && named.some((id) => id !== user.id)) {
    throw new AppError('auth.other_teacher', 403);
  }
  return named[0];
}

/**
 * Whose students a staff request reaches: a teacher's own; the owner's named teacher's, or
 * everyone's (null) when the owner names none.
 */
export function reachedTeacher(user: SessionUser, filter: TeacherFilter = {}): string | null {
  const asked = namedTeacher(user, filter);
  return user.role === 'owner' ? (asked ?? null) : user.id;
}
