/** Short ways for the student tests to call the API as a signed-in teacher or the owner. */
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { SignedIn } from './sign-in.ts';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export function call(
  app: FastifyInstance,
  who: SignedIn | null,
  method: Method,
  url: string,
  payload?: unknown,
): Promise<LightMyRequestResponse> {
  return app.inject({
    method,
    url,
    headers: who ? { cookie: who.cookie } : {},
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

const enc = encodeURIComponent;

export const api = {
  list: (app: FastifyInstance, who: SignedIn | null, query = '') =>
    call(app, who, 'GET', `/api/member${query}`),
  add: (app: FastifyInstance, who: SignedIn | null, body: object, query = '') =>
    call(app, who, 'POST', `/api/member/${query}`, body),
  detail: (app: FastifyInstance, who: SignedIn | null, name: string, query = '') =>
    call(app, who, 'GET', `/api/member/detail/${enc(name)}${query}`),
  lesson: (app: FastifyInstance, who: SignedIn | null, name: string, body: object = {}, query = '') =>
    call(app, who, 'PUT', `/api/member/${enc(name)}${query}`, body),
  cancel: (app: FastifyInstance, who: SignedIn | null, name: string, query = '') =>
    call(app, who, 'PUT', `/api/member/cancel/${enc(name)}${query}`),
  charge: (app: FastifyInstance, who: SignedIn | null, name: string, body: object, query = '') =>
    call(app, who, 'PUT', `/api/member/charge/${enc(name)}${query}`, body),
  refund: (app: FastifyInstance, who: SignedIn | null, name: string, dryRun: boolean, query = '') =>
    call(app, who, 'POST', `/api/member/refund/${enc(name)}${query}`, { dryRun }),
  archive: (app: FastifyInstance, who: SignedIn | null, name: string, query = '') =>
    call(app, who, 'DELETE', `/api/member/${enc(name)}${query}`),
  edit: (app: FastifyInstance, who: SignedIn | null, name: string, body: object, query = '') =>
    call(app, who, 'PATCH', `/api/member/${enc(name)}${query}`, body),
  lessons: (app: FastifyInstance, who: SignedIn | null, name: string, query = '') =>
    call(app, who, 'GET', `/api/lessonList/detail/${enc(name)}${query}`),
  payments: (app: FastifyInstance, who: SignedIn | null, name: string, query = '') =>
    call(app, who, 'GET', `/api/payList/detail/${enc(name)}${query}`),
  today: (app: FastifyInstance, who: SignedIn | null, query = '') =>
    call(app, who, 'GET', `/api/lessonList/today${query}`),
};

export function countStatuses(responses: LightMyRequestResponse[]): Record<number, number> {
  const counts: Record<number, number> = {};
  for (const { statusCode } of responses) counts[statusCode] = (counts[statusCode] ?? 0) + 1;
  return counts;
}
