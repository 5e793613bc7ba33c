/** Requests the timetable tests send again and again. */
import type { FastifyInstance } from 'fastify';
import type { SignedIn } from './sign-in.ts';

export function addLesson(app: FastifyInstance, who: SignedIn | null, body: Record<string, unknown>) {
  return app.inject({
    method: 'POST',
    url: '/api/lessons',
    payload: body,
    headers: who ? { cookie: who.cookie } : {},
  });
}

export function removeLesson(app: FastifyInstance, who: SignedIn | null, body: Record<string, unknown>) {
  return app.inject({
    method: 'DELETE',
    url: '/api/lessons',
    payload: body,
    headers: who ? { cookie: who.cookie } : {},
  });
}

export async function week(app: FastifyInstance, who: SignedIn | null, teacherId?: string) {
  const response = await app.inject({
    method: 'GET',
    url: teacherId ? `/api/lessons?teacherId=${encodeURIComponent(teacherId)}` : '/api/lessons',
    headers: who ? { cookie: who.cookie } : {},
  });
  return response;
}

/** The dated calendar of a range, as `who` sees it. */
export function calendar(app: FastifyInstance, who: SignedIn | null, query: string) {
  return app.inject({ url: `/api/calendar${query}`, headers: who ? { cookie: who.cookie } : {} });
}

/** A 보강, 체험 or one moved lesson on a date. */
export function addOneOff(app: FastifyInstance, who: SignedIn | null, body: Record<string, unknown>) {
  return app.inject({
    method: 'POST',
    url: '/api/calendar/one-offs',
    payload: body,
    headers: who ? { cookie: who.cookie } : {},
  });
}
