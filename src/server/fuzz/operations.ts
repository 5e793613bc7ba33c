/**
 * The operations of the OpenAPI document the app builds at runtime (`app.swagger()`), so
 * that every endpoint any feature registers is fuzzed without being listed here.
 */
import type { FastifyInstance } from 'fastify';

export interface Operation {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';
  /** OpenAPI template, e.g. `/api/posts/{postId}`. */
  path: string;
  pathParams: string[];
  queryParams: string[];
  /** Property names of a JSON body, or null when the operation takes no JSON body. */
  bodyProperties: string[] | null;
  multipart: boolean;
  /** Who may call it (route-guards.ts: `x-role`), or null for an operation open to anyone. */
  role: string | null;
}

interface OpenApiParameter {
  in: string;
  name: string;
}

interface OpenApiOperation {
  'x-role'?: string;
  parameters?: OpenApiParameter[];
  requestBody?: { content?: Record<string, { schema?: { properties?: Record<string, unknown> } }> };
}

const METHODS = ['get', 'post', 'put', 'delete', 'patch'] as const;

/** Live streams (server-sent events) never end, so a request to them cannot be judged by its answer. */
const isStream = (path: string) => path.endsWith('/events');

export function listOperations(app: FastifyInstance): Operation[] {
  const document = app.swagger() as { paths?: Record<string, Record<string, OpenApiOperation>> };
  const operations: Operation[] = [];
  for (const [path, item] of Object.entries(document.paths ?? {})) {
    if (isStream(path)) continue;
    for (const method of METHODS) {
      const operation = item[method];
      if (!operation) continue;
      const parameters = operation.parameters ?? [];
      const content = operation.requestBody?.content ?? {};
      const json = content['application/json'];
      operations.push({
        method: method.toUpperCase() as Operation['method'],
        path,
        pathParams: parameters.filter((p) => p.in === 'path').map((p) => p.name),
        queryParams: parameters.filter((p) => p.in === 'query').map((p) => p.name),
        bodyProperties: json ? Object.keys(json.schema?.properties ?? {}) : null,
        // Fastify's Swagger puts `consumes` into the request body; a route may also only say so in its summary.
        multipart: 'multipart/form-data' in content || path === '/api/img',
        role: operation['x-role'] ?? null,
      });
    }
  }
  return operations;
}
