/**
 * Session guards run before a body is read. A guard (`app.requireRole`, `app.requireSession`)
 * belongs in a route's `onRequest`: that stage runs after the auth plugin's own hook has read
 * the session and before Fastify parses and validates the body, so a request without a session
 * is refused with 401 whatever it carries, and nothing a visitor sent is parsed. In a later
 * stage (preParsing, preValidation, preHandler) the validation would answer first, with the
 * validation's message; the app refuses to start with a guard there.
 *
 * Every guarded route is marked in the OpenAPI document: `security` names the session cookie
 * and `x-role` who may call it. The fuzz suite reads the mark to send every guarded route
 * requests without a session.
 */
import type { FastifyInstance, FastifySchema, onRequestAsyncHookHandler, RouteOptions } from 'fastify';
import type { Role } from '#shared/schemas/auth.ts';

/**
 * Who a guard lets through: a staff role, anyone signed in (a pending account too), a family
 * session, or staff and a family alike (a lesson file: its student's staff and its family).
 */
export type GuardLevel = Exclude<Role, 'pending'> | 'signed-in' | 'family' | 'staff-or-family';

const guards = new WeakMap<object, GuardLevel>();

/** Marks `check` as a session guard, so that routes can be held to running it first. */
export function guard(level: GuardLevel, check: onRequestAsyncHookHandler): onRequestAsyncHookHandler {
  guards.set(check, level);
  return check;
}

const LATER_STAGES = ['preParsing', 'preValidation', 'preHandler'] as const;

function hooksOf(value: unknown): object[] {
  if (Array.isArray(value)) return value as object[];
  return typeof value === 'function' ? [value] : [];
}

/** The guard a route runs in `onRequest`, after refusing one put in a later stage. */
export function guardOf(
  route: Pick<RouteOptions, 'method' | 'url' | (typeof LATER_STAGES)[number] | 'onRequest'>,
) {
  for (const stage of LATER_STAGES) {
    if (hooksOf(route[stage]).some((hook) => guards.has(hook))) {
      throw new Error(
        `${String(route.method)} ${route.url}: a session guard runs in onRequest, before the body is read, not in ${stage}`,
      );
    }
  }
  return hooksOf(route.onRequest)
    .map((hook) => guards.get(hook))
    .find((level) => level !== undefined);
}

/** Holds every route registered after it to guardOf, and marks the guarded ones' documentation. */
export function checkRouteGuards(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    const level = guardOf(route);
    if (level === undefined || route.schema === undefined) return;
    const marked: FastifySchema & Record<`x-${string}`, unknown> = {
      ...route.schema,
      security: [{ session: [] }],
      'x-role': level,
    };
    route.schema = marked;
  });
}
