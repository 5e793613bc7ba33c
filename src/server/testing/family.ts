/** Families in tests: a link made by a teacher, opened by a fresh browser, and its cookie. */
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Db } from '../db/database.ts';
import type { SignedIn } from './sign-in.ts';
import { newStudent } from './students.ts';
import { weeklyLessons } from './timetable.ts';

/** A sender of texts that is never worked in these tests: with it, a family code is made and waits in the outbox. */
export const TEXT_SENDER_ENV = {
  MESSAGES_WEBHOOK_URL: 'https://hooks.studio.example/messages',
  MESSAGES_WEBHOOK_SECRET: 'a-webhook-secret-of-the-studio',
};

/** The sign-in code last sent to `phone`, read from the outbox. */
export async function lastFamilyCode(db: Db, phone: string): Promise<string> {
  const sent = await db
    .selectFrom('message_outbox')
    .select('variables')
    .where('event', '=', 'family-code')
    .where('recipient', '=', phone)
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  return JSON.parse(sent.variables).인증번호 as string;
}

let addresses = 0;
/** A fresh address per opening, so that the per-address limit bites only where a test wants it. */
export const nextAddress = () => `10.24.${(++addresses >> 8) & 255}.${addresses & 255}`;

export function makeLink(app: FastifyInstance, who: SignedIn | null, studentName: string, query = '') {
  return app.inject({
    method: 'POST',
    url: `/api/family/links${query}`,
    headers: who ? { cookie: who.cookie } : {},
    payload: { studentName },
  });
}

/** The token at the end of a link's address. */
export function tokenOf(url: string): string {
  return url.slice(url.lastIndexOf('/') + 1);
}

export function openLink(app: FastifyInstance, token: string, cookie?: string) {
  return app.inject({
    method: 'GET',
    url: `/family/enter/${token}`,
    remoteAddress: nextAddress(),
    headers: cookie ? { cookie } : {},
  });
}

/** The family cookie a response set, as a `cookie` header value. */
export function familyCookieOf(app: FastifyInstance, response: LightMyRequestResponse): string {
  const set = response.cookies.find((cookie) => cookie.name === app.familyCookie.name);
  if (!set) throw new Error(`no family cookie in ${response.statusCode} ${response.body.slice(0, 200)}`);
  return `${set.name}=${set.value}`;
}

/** A teacher's link for the student, opened: the family's cookie. */
export async function signInFamily(app: FastifyInstance, teacher: SignedIn, studentName: string, query = '') {
  const made = await makeLink(app, teacher, studentName, query);
  if (made.statusCode !== 200) throw new Error(made.body);
  return familyCookieOf(app, await openLink(app, tokenOf(made.json().url)));
}

export function asFamily(
  app: FastifyInstance,
  cookie: string | null,
  method: 'GET' | 'POST' | 'DELETE',
  url: string,
  payload?: object,
) {
  return app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload ? { payload } : {}) });
}

/**
 * A new student of `teacher` with weekly lessons placed (day, time, type) and the family signed in
 * on the teacher's link: the student's id, the series ids in the order given and the cookie.
 */
export async function studentWithFamily(
  app: FastifyInstance,
  teacher: SignedIn,
  student: { name: string } & Record<string, unknown>,
  weekly: [day: string, time: number, type: string][] = [],
) {
  const id = await newStudent(app, teacher, student);
  const series = await weeklyLessons(
    app,
    teacher,
    weekly.map(([day, time, type]) => [day, time, type, student.name, id] as const),
  );
  return { id, series, family: await signInFamily(app, teacher, student.name) };
}
