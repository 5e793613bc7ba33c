/**
 * A feature's route declarations in one line each: `const staffRoute = routesOf('students',
 * app.requireRole('teacher'))`, then `app.get('/api/…', staffRoute('요약', { querystring,
 * response }), handler)`. The options are Fastify's own: the guard in `onRequest`, where it runs
 * before the body is read (plugins/route-guards.ts), and the schema, tagged with the feature,
 * for validation and the OpenAPI document.
 */
import type { FastifySchema, onRequestAsyncHookHandler } from 'fastify';

/** What a route states for itself; the tag is its feature's. */
type RouteSchema = Omit<FastifySchema, 'tags' | 'summary'>;

export function routesOf(tag: string, guard?: onRequestAsyncHookHandler) {
  return <S extends RouteSchema>(summary: string, schema: S) => {
    const documented = { tags: [tag], summary, ...schema };
    return guard ? { onRequest: guard, schema: documented } : { schema: documented };
  };
}
