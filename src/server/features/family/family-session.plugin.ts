/**
 * Who a family is: its own cookie, its own table, its own guard (docs/decisions/048). A family
 * route names `onRequest: app.requireFamily()`; the guard reads the family cookie only, so a
 * staff session never passes it, and the staff guards read the staff cookie only, so a family
 * session never passes theirs. Like the staff guards it runs before the body is read.
 */
import type { FastifyInstance, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../../app-error.ts';
import type { Config } from '../../config.ts';
import { guard } from '../../plugins/route-guards.ts';
import { type SessionCookie, sessionCookie } from '../../plugins/session-cookie.ts';
import {
  FAMILY_SESSION_LIFETIME_MS,
  type FamilySession,
  findFamilySession,
} from './family-sessions.queries.ts';

declare module 'fastify' {
  interface FastifyRequest {
    family: FamilySession | null;
  }
  interface FastifyInstance {
    /** For a family route's `onRequest`: 401 without a family session. */
    requireFamily(): onRequestAsyncHookHandler;
    familyCookie: SessionCookie;
  }
}

/** The family session a guarded route serves; the guard has set it. */
export function requireFamilySession(request: FastifyRequest): FamilySession {
  if (!request.family) throw new AppError('family.required', 401);
  return request.family;
}

/** One of the family session's students, by id; else 404, as if there were no such student. */
export function familyStudentId(request: FastifyRequest, studentId: number): number {
  if (!requireFamilySession(request).studentIds.includes(studentId))
    throw new AppError('family.student_not_found', 404);
  return studentId;
}

async function familySession(app: FastifyInstance, options: { config: Config }): Promise<void> {
  const cookie = sessionCookie('studio_family', options.config.cookieSecure, FAMILY_SESSION_LIFETIME_MS);
  app.decorate('familyCookie', cookie);
  app.decorateRequest('family', null);
  app.decorate('requireFamily', () =>
    guard('family', async (request) => {
      const token = cookie.read(request);
      const session = token ? await findFamilySession(app.db, token, app.clock.now()) : null;
      if (!session) throw new AppError('family.required', 401);
      request.family = session;
    }),
  );
}

export const familySessionPlugin = fp(familySession, { name: 'family-session', dependencies: ['database'] });
