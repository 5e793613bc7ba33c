/** Shared steps of the closure API tests. */
import type { FastifyInstance } from 'fastify';
import type { SignedIn } from './sign-in.ts';

const headers = (who: SignedIn | null) => (who ? { cookie: who.cookie } : {});

export function closedDays(app: FastifyInstance, query: string, who: SignedIn | null = null) {
  return app.inject({ url: `/api/closures${query}`, headers: headers(who) });
}

export function addClosure(app: FastifyInstance, who: SignedIn | null, body: unknown) {
  return app.inject({
    method: 'POST',
    url: '/api/closures',
    headers: headers(who),
    payload: body as Record<string, unknown>,
  });
}

/** A one-day closure set by the owner, failing unless it was. */
export async function closeDay(app: FastifyInstance, owner: SignedIn, date: string, name: string) {
  const added = await addClosure(app, owner, { from: date, to: date, name });
  if (added.statusCode !== 201) throw new Error(`closure not set: ${added.body}`);
}

export function deleteClosure(app: FastifyInstance, who: SignedIn | null, id: number | string) {
  return app.inject({ method: 'DELETE', url: `/api/closures/${id}`, headers: headers(who) });
}

export function studioClosures(app: FastifyInstance, who: SignedIn | null) {
  return app.inject({ url: '/api/closures/studio', headers: headers(who) });
}

export function holidaysOf(app: FastifyInstance, year: string | number, who: SignedIn | null = null) {
  return app.inject({ url: `/api/closures/holidays?year=${year}`, headers: headers(who) });
}

/** 이 날은 수업함 (`open`) or back to a closed holiday (`close`). */
export function setHolidayOpen(app: FastifyInstance, who: SignedIn | null, date: string, open: boolean) {
  return app.inject({
    method: open ? 'POST' : 'DELETE',
    url: `/api/closures/holidays/${date}/open`,
    headers: headers(who),
  });
}
