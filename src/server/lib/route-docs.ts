/**
 * A feature's routes, each declared as one object: `const staffRoutes = routesOf(app,
 * 'students', app.requireRole('teacher'))`, then `staffRoutes.get('/api/…', { summary: '요약',
 * querystring, response, handler })`. The guard runs in `onRequest`, where it runs before the
 * body is read (plugins/route-guards.ts); the rest is the route's schema, tagged with the
 * feature, for validation and the OpenAPI document.
 */
import type {
  ContextConfigDefault,
  FastifyBaseLogger,
  FastifyInstance,
  FastifySchema,
  FastifyTypeProvider,
  HTTPMethods,
  onRequestAsyncHookHandler,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
  RouteHandlerMethod,
} from 'fastify';

/**
 * What a route states for itself (the tag is its feature's), and its handler, which sees the
 * body, query and params its own schema declares. The four are named one by one so that
 * TypeScript reads them before it types the handler beside them.
 */
type Declared<B, Q, P, R> = { body: B; querystring: Q; params: P; response: R };

type Route<T extends FastifyTypeProvider, B, Q, P, R> = Omit<
  FastifySchema,
  'tags' | 'summary' | 'body' | 'querystring' | 'params' | 'response'
> & {
  summary: string;
  body?: B;
  querystring?: Q;
  params?: P;
  response?: R;
  handler: RouteHandlerMethod<
    RawServerDefault,
    RawRequestDefaultExpression,
    RawReplyDefaultExpression,
    RouteGenericInterface,
    ContextConfigDefault,
    Declared<B, Q, P, R>,
    T
  >;
};

type Routes<T extends FastifyTypeProvider> = Record<
  'get' | 'post' | 'put' | 'patch' | 'delete',
  <B, Q, P, R>(url: string, route: Route<T, B, Q, P, R>) => void
>;

export function routesOf<T extends FastifyTypeProvider>(
  app: FastifyInstance<
    RawServerDefault,
    RawRequestDefaultExpression,
    RawReplyDefaultExpression,
    FastifyBaseLogger,
    T
  >,
  tag: string,
  guard?: onRequestAsyncHookHandler,
): Routes<T>;
// Typed above, where each handler sits beside its own schema; Fastify need not check it twice.
export function routesOf(
  app: FastifyInstance,
  tag: string,
  guard?: onRequestAsyncHookHandler,
): Record<string, (url: string, route: never) => void> {
  const declare =
    (method: HTTPMethods) =>
    (url: string, { summary, handler, ...schema }: FastifySchema & { handler: RouteHandlerMethod }) => {
      const route = { method, url, schema: { tags: [tag], summary, ...schema }, handler };
      app.route(guard ? { ...route, onRequest: guard } : route);
    };
  return {
    get: declare('GET'),
    post: declare('POST'),
    put: declare('PUT'),
    patch: declare('PATCH'),
    delete: declare('DELETE'),
  };
}
