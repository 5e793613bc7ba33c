import type { FastifyRequest } from 'fastify';
import type { SessionUser } from '#shared/schemas/auth.ts';
import { AppError } from '../../app-error.ts';

/** The signed-in user behind a route guarded by `requireRole`. */
export function staffUser(request: FastifyRequest): SessionUser {
  if (!request.user) throw new AppError('auth.required', 401);
  return request.user;
}
