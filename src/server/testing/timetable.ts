/** Requests the timetable tests send again and again. */
import type { FastifyInstance } from 'fastify';
import type { SignedIn } from './sign-in.ts';

const headers = (who: SignedIn | null) => (who ? { cookie: who.cookie } : {});

function send(
  app: FastifyInstance,
  who: SignedIn | null,
  method: 'POST' | 'DELETE',
  url: string,
  payload: Record<string, unknown>,
) {
  return app.inject({ method, url, payload, headers: headers(who) });
}

export function addLesson(app: FastifyInstance, who: SignedIn | null, body: Record<string, unknown>) {
  return send(app, who, 'POST', '/api/lessons', body);
}

export function removeLesson(app: FastifyInstance, who: SignedIn | null, body: Record<string, unknown>) {
  return send(app, who, 'DELETE', '/api/lessons', body);
}

export function week(app: FastifyInstance, who: SignedIn | null, teacherId?: string) {
  const url = teacherId ? `/api/lessons?teacherId=${encodeURIComponent(teacherId)}` : '/api/lessons';
  return app.inject({ url, headers: headers(who) });
}

/** The dated calendar of a range, as `who` sees it. */
export function calendar(app: FastifyInstance, who: SignedIn | null, query: string) {
  return app.inject({ url: `/api/calendar${query}`, headers: headers(who) });
}

/** A 보강, 체험 or one moved lesson on a date. */
export function addOneOff(app: FastifyInstance, who: SignedIn | null, body: Record<string, unknown>) {
  return send(app, who, 'POST', '/api/calendar/one-offs', body);
}

/** The lesson of series `seriesId` on date `from` moved to `to`: a one-off of kind `moved`. */
export function moveLesson(
  app: FastifyInstance,
  who: SignedIn | null,
  seriesId: number,
  from: string,
  to: { date: string; time: number; type: string },
) {
  return addOneOff(app, who, { ...to, kind: 'moved', movedFrom: `s${seriesId}@${from}` });
}

/** A weekly lesson placed on the timetable, failing unless it landed: its series id. */
export async function newSeries(app: FastifyInstance, who: SignedIn, body: Record<string, unknown>) {
  const added = await addLesson(app, who, body);
  if (added.statusCode !== 201) throw new Error(`lesson not placed: ${added.body}`);
  return added.json().seriesId as number;
}

type Weekly = [day: string, time: number, type: string, name: string, studentId: number];

/** Each student's weekly lesson placed for the teacher: the series ids, in the order given. */
export async function weeklyLessons<const L extends Weekly[]>(
  app: FastifyInstance,
  who: SignedIn,
  lessons: L,
): Promise<{ [K in keyof L]: number }> {
  const ids: number[] = [];
  for (const [day, time, type, name, studentId] of lessons)
    ids.push(await newSeries(app, who, { day, time, type, name, studentId }));
  return ids as { [K in keyof L]: number };
}
