/** Short ways for the student tests to call the API as a signed-in teacher or the owner. */
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, beforeEach, expect } from 'vitest';
import type { LessonRules } from '#shared/schemas/site-lessons.ts';
import type { Db } from '../db/database.ts';
import { balanceMismatches } from '../features/students/balance-check.queries.ts';
import { type SignedIn, signIn } from './sign-in.ts';
import { signedInForTests } from './signed-in-for-tests.ts';
import { createTestApp, type TestApp } from './test-app.ts';
import { warmPool } from './warm-pool.ts';

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
  correct: (app: FastifyInstance, who: SignedIn | null, id: number, body: object, query = '') =>
    call(app, who, 'PATCH', `/api/lessonList/${id}${query}`, body),
  remove: (app: FastifyInstance, who: SignedIn | null, id: number, body?: object, query = '') =>
    call(app, who, 'DELETE', `/api/lessonList/${id}${query}`, body),
  void: (app: FastifyInstance, who: SignedIn | null, id: number, body: object, query = '') =>
    call(app, who, 'POST', `/api/payList/${id}/void${query}`, body),
  receipt: (app: FastifyInstance, who: SignedIn | null, id: number, query = '') =>
    call(app, who, 'GET', `/api/payList/receipt/${id}${query}`),
};

/** Publishes some of the studio's lesson rules (수업 규칙) as the owner, keeping the others. */
export async function setLessonRules(
  app: FastifyInstance,
  owner: SignedIn,
  rules: Partial<LessonRules>,
): Promise<void> {
  const current = (await call(app, owner, 'GET', '/api/site/lessons')).json() as {
    version: number;
    lessons: LessonRules;
  };
  const saved = await call(app, owner, 'PUT', '/api/site/lessons', {
    version: current.version,
    lessons: { ...current.lessons, ...rules },
  });
  if (saved.statusCode !== 200) throw new Error(`lesson rules not published: ${saved.body}`);
}

/** Publishes the studio's owed limit (수업 규칙) as the owner. */
export async function setOwedLimit(app: FastifyInstance, owner: SignedIn, owedLimit: number): Promise<void> {
  await setLessonRules(app, owner, { owedLimit });
}

/**
 * A teacher for the races of a file or a describe: before its first test the studio's owed
 * limit is set to `owedLimit` and the pool is warmed with the teacher's student list.
 */
export function teacherForRaces(t: TestApp, owedLimit: number): SignedIn {
  const teacher = signedInForTests(t, 'teacher');
  beforeAll(async () => {
    await setOwedLimit(t.app, await signIn(t.app, 'owner'), owedLimit);
    await warmPool(() => api.list(t.app, teacher));
  });
  return teacher;
}

/** Runs `run` under another owed limit, then puts the first one (2) back, even if `run` failed. */
export async function underOwedLimit<T>(
  app: FastifyInstance,
  owner: SignedIn,
  owedLimit: number,
  run: () => Promise<T>,
): Promise<T> {
  await setOwedLimit(app, owner, owedLimit);
  try {
    return await run();
  } finally {
    await setOwedLimit(app, owner, 2);
  }
}

/** The student's ledger rows, oldest first. */
/** The lessons a student has left, as stored. */
export async function remainingOf(db: Db, studentId: number): Promise<number> {
  const { remaining } = await db
    .selectFrom('students')
    .select('remaining')
    .where('id', '=', studentId)
    .executeTakeFirstOrThrow();
  return Number(remaining);
}

export function ledgerRows(app: FastifyInstance, studentId: number) {
  return app.db
    .selectFrom('lesson_ledger')
    .selectAll()
    .where('student_id', '=', studentId)
    .orderBy('id')
    .execute();
}

/** Every student's remaining count against the sum of their ledger rows, and the lowest balance. */
export async function ledgerMismatches(app: FastifyInstance): Promise<string[]> {
  const students = await app.db.selectFrom('students').select(['id', 'name', 'remaining']).execute();
  const problems: string[] = [];
  for (const student of students) {
    const rows = await app.db
      .selectFrom('lesson_ledger')
      .select(['change', 'balance'])
      .where('student_id', '=', student.id)
      .orderBy('id')
      .execute();
    let running = 0;
    for (const row of rows) {
      running += Number(row.change);
      if (Number(row.balance) !== running)
        problems.push(`${student.name}: row balance ${row.balance} ≠ ${running}`);
    }
    if (running !== Number(student.remaining)) {
      problems.push(`${student.name}: remaining ${student.remaining} ≠ ledger ${running}`);
    }
  }
  return problems;
}

/**
 * After a race: every kept balance is the sum of its ledger rows (the production check), and the
 * teacher's student list — answered from memory while nothing changes — shows exactly them.
 */
export async function expectBalancesTrue(app: FastifyInstance, teacher: SignedIn): Promise<void> {
  expect(await balanceMismatches(app.db)).toEqual([]);
  const listed = (await call(app, teacher, 'GET', '/api/member')).json() as { id: number; lesson: number }[];
  const kept = await app.db
    .selectFrom('students')
    .select(['id', 'remaining'])
    .where('teacher_id', '=', teacher.id)
    .where('archived_at', 'is', null)
    .execute();
  expect(new Map(listed.map((student) => [student.id, student.lesson]))).toEqual(
    new Map(kept.map((row) => [Number(row.id), Number(row.remaining)])),
  );
}

export function countStatuses(responses: LightMyRequestResponse[]): Record<number, number> {
  const counts: Record<number, number> = {};
  for (const { statusCode } of responses) counts[statusCode] = (counts[statusCode] ?? 0) + 1;
  return counts;
}

/** Adds a student of `teacher` (the add form's fields, a name at least); answers the new id. */
export async function newStudent(
  app: FastifyInstance,
  teacher: SignedIn,
  body: { name: string } & Record<string, unknown>,
): Promise<number> {
  const added = await api.add(app, teacher, body);
  if (added.statusCode !== 201) throw new Error(`student not added: ${added.body}`);
  return added.json().student.id as number;
}

/** Records a lesson (or an absence) of the student and fails unless it landed; answers the body. */
export async function recorded(
  app: FastifyInstance,
  teacher: SignedIn,
  name: string,
  body: object = {},
): Promise<{ message: string; lessonRecord: { id: number } }> {
  const response = await api.lesson(app, teacher, name, body);
  if (response.statusCode !== 200) throw new Error(`lesson not recorded: ${response.body}`);
  return response.json();
}

/**
 * One app for a file's tests and the studio's owner, made before the first test and closed after
 * the last; the clock goes back to `now` before each test, so that no test inherits another's
 * moved clock. Read `t` and `owner` inside a test (they are set once the file starts).
 */
export function studioForEachTest(now: string, options: { env?: Record<string, string> } = {}) {
  const studio = {} as { t: TestApp; owner: SignedIn };
  beforeAll(async () => {
    studio.t = await createTestApp({ now, ...options });
    studio.owner = await signIn(studio.t.app, 'owner');
  });
  beforeEach(() => {
    studio.t.clock.set(now);
  });
  afterAll(async () => {
    await studio.t?.close();
  });
  return studio;
}

/** A teacher of the test's own with the students given (the add form's fields): the teacher and the ids. */
export async function teacherWith(
  app: FastifyInstance,
  ...students: ({ name: string } & Record<string, unknown>)[]
): Promise<{ teacher: SignedIn; ids: number[] }> {
  const teacher = await signIn(app, 'teacher');
  const ids: number[] = [];
  for (const student of students) ids.push(await newStudent(app, teacher, student));
  return { teacher, ids };
}

/** A teacher of the test's own with one student (the add form's fields): the teacher and its id. */
export async function teacherWithStudent(
  app: FastifyInstance,
  student: { name: string } & Record<string, unknown>,
): Promise<{ teacher: SignedIn; id: number }> {
  const teacher = await signIn(app, 'teacher');
  return { teacher, id: await newStudent(app, teacher, student) };
}

/** A charge (payment) as the teacher, failing unless it landed: the payment's id. */
export async function paid(
  app: FastifyInstance,
  teacher: SignedIn,
  name: string,
  body: { pay: number; lesson: number } & Record<string, unknown>,
): Promise<number> {
  const response = await api.charge(app, teacher, name, body);
  if (response.statusCode !== 200) throw new Error(`payment not recorded: ${response.body}`);
  return response.json().payment.id as number;
}
