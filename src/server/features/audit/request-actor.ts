import type { FastifyRequest } from 'fastify';
import { AppError } from '../../app-error.ts';
import type { AuditActor } from './audit.queries.ts';

/** The signed-in staff member behind a change, as the audit log records them. */
export function staffActor(request: FastifyRequest): AuditActor {
  if (!request.user) throw new AppError('auth.required', 401);
  return { id: request.user.id, name: request.user.name };
}
