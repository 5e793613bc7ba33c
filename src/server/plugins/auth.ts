/**
 * Who is asking: reads the session cookie on every request into `request.user`, and gives
 * routes one-line guards (`onRequest: app.requireRole('teacher')`), which run before the body
 * is read (route-guards.ts). The owner counts as a teacher; a pending account counts as
 * nobody's staff yet.
 */
import type { FastifyInstance, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import type { Role, SessionUser } from '#shared/schemas/auth.ts';
import { AppError } from '../app-error.ts';
import type { Config } from '../config.ts';
import type { AuditActor } from '../features/audit/index.ts';
import { findSessionUser, SESSION_LIFETIME_MS } from '../features/auth/index.ts';
import { checkRouteGuards, guard } from './route-guards.ts';
import { type SessionCookie, sessionCookie } from './session-cookie.ts';

export type StaffRole = Exclude<Role, 'pending'>;

declare module 'fastify' {
  interface FastifyRequest {
    user: SessionUser | null;
  }
  interface FastifyInstance {
    /** For a route's `onRequest`: 401 without a session, 403 below `role`. */
    requireRole(role: StaffRole): onRequestAsyncHookHandler;
    /** For a route's `onRequest`: 401 without a session; any account, pending too. */
    requireSession(): onRequestAsyncHookHandler;
    sessionCookie: SessionCookie;
  }
}

const rank: Record<Role, number> = { pending: 0, teacher: 1, owner: 2 };

export function hasRole(user: SessionUser | null, role: StaffRole): boolean {
  return user !== null && rank[user.role] >= rank[role];
}

/** The signed-in user behind a request, or 401: the one way a route asks who it serves. */
export function requireUser(request: FastifyRequest): SessionUser {
  if (!request.user) throw new AppError('auth.required', 401);
  return request.user;
}

/** Who a change is by, as the audit log records them: the signed-in user, or 401. */
export function requestActor(request: FastifyRequest): AuditActor {
  const { id, name } = requireUser(request);
  return { id, name };
}

/** Who makes a change and when, as every recorded change carries them (the instance's clock). */
export function changeBy(request: FastifyRequest): { actor: AuditActor; now: Date } {
  return { actor: requestActor(request), now: request.server.clock.now() };
}

async function auth(app: FastifyInstance, options: { config: Config }): Promise<void> {
  const cookie = sessionCookie('studio_session', options.config.cookieSecure, SESSION_LIFETIME_MS);
  app.decorate('sessionCookie', cookie);

  app.decorateRequest('user', null);
  app.addHook('onRequest', async (request) => {
    if (!request.url.startsWith('/api/')) return;
    const token = cookie.read(request);
    request.user = token ? await findSessionUser(app.db, token, app.clock.now()) : null;
  });

  checkRouteGuards(app);
  app.decorate('requireRole', (role: StaffRole) =>
    guard(role, async (request) => {
      if (request.user === null) throw new AppError('auth.required', 401);
      if (request.user.role === 'pending') throw new AppError('auth.pending', 403);
      if (!hasRole(request.user, role)) throw new AppError('auth.forbidden', 403);
    }),
  );
  app.decorate('requireSession', () =>
    guard('signed-in', async (request) => {
      if (request.user === null) throw new AppError('auth.required', 401);
    }),
  );
}

export const authPlugin = fp(auth, { name: 'auth', dependencies: ['database'] });
