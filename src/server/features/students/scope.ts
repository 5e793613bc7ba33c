/**
 * Whose students a request acts on. The teacher is the session's user; the old client's
 * `userId` (and our `teacherId`) may only repeat it. The owner may name any teacher, and
 * without one sees everyone's lists and acts on their own students.
 */
import type { FastifyRequest } from 'fastify';
import type { SessionUser } from '#shared/schemas/auth.ts';
import { errorResponse } from '#shared/schemas/common.ts';
import { AppError } from '../../app-error.ts';
import { requireUser } from '../../plugins/auth.ts';

/** Every student route may answer these. */
export const studentErrors = {
  400: errorResponse,
  401: errorResponse,
  403: errorResponse,
  404: errorResponse,
  409: errorResponse,
};

interface ScopeInput {
  teacherId?: string | undefined;
  userId?: string | undefined;
}

function named(user: SessionUser, input: ScopeInput): string | undefined {
  const asked = [input.teacherId, input.userId].filter((value): value is string => Boolean(value));
  if (user.role !== 'owner' && asked.some((id) => id !== user.id)) {
    throw new AppError('students.teacher_mismatch', 403);
  }
  return asked[0];
}

/** For lists: a teacher id, or null for every teacher's (the owner without a filter). */
export function listScope(request: FastifyRequest, ...inputs: ScopeInput[]): string | null {
  const user = requireUser(request);
  const asked = inputs.map((input) => named(user, input)).find(Boolean);
  if (user.role === 'owner') return asked ?? null;
  return user.id;
}

/** For one student's actions: the teacher whose student it must be. */
export function actionScope(request: FastifyRequest, ...inputs: ScopeInput[]): string {
  const user = requireUser(request);
  const asked = inputs.map((input) => named(user, input)).find(Boolean);
  return user.role === 'owner' ? (asked ?? user.id) : user.id;
}
