/**
 * `GET /api/member` answers from memory while nothing its list shows has changed (decision
 * 050): every change — through the API, through another instance, or written to the database
 * by anything else — shows on the very next read, for the teacher and for the owner's list.
 */
import { brotliDecompressSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSecondInstance } from '../../testing/second-app.ts';
import { type SignedIn, signIn } from '../../testing/sign-in.ts';
import { api, call } from '../../testing/students.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { testDialect } from '../../testing/test-database.ts';
import { balanceMismatches } from './balance-check.queries.ts';

type Listed = { name: string; lesson: number; lastLessonDay: string | null; phone: string };

const listOf = async (app: FastifyInstance, who: SignedIn, query = '') => {
  const response = await api.list(app, who, query);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as Listed[];
};
const lessonsOf = (rows: Listed[]) => Object.fromEntries(rows.map((row) => [row.name, row.lesson]));

describe('GET /api/member kept in memory', () => {
  let t: TestApp;
  let owner: SignedIn;
  let kim: SignedIn;
  let lee: SignedIn;
  beforeAll(async () => {
    t = await createTestApp({ now: '2026-11-21T10:00:00+09:00' });
    owner = await signIn(t.app, 'owner');
    kim = await signIn(t.app, 'teacher');
    lee = await signIn(t.app, 'teacher');
    await api.add(t.app, kim, { name: '김민지', phone: '010-1234-5678', lesson: 4 });
    await api.add(t.app, kim, { name: '박서준', lesson: 2 });
    await api.add(t.app, lee, { name: '이하늘', lesson: 1 });
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers the same JSON twice, as JSON, in name order with the last lesson day', async () => {
    const first = await api.list(t.app, kim);
    const second = await api.list(t.app, kim);
    expect(first.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(second.body).toBe(first.body);
    expect(first.json()).toEqual([
      expect.objectContaining({ name: '김민지', lesson: 4, lastLessonDay: null, phone: '010-1234-5678' }),
      expect.objectContaining({ name: '박서준', lesson: 2, lastLessonDay: null }),
    ]);
  });

  it('shows a lesson, its undo, a payment, an edit and an archive on the next read', async () => {
    await listOf(t.app, kim);
    expect((await api.lesson(t.app, kim, '김민지', { date: '2026-11-19' })).statusCode).toBe(200);
    expect(await listOf(t.app, kim)).toEqual([
      expect.objectContaining({ name: '김민지', lesson: 3, lastLessonDay: '2026-11-19' }),
      expect.objectContaining({ name: '박서준', lesson: 2 }),
    ]);
    expect((await api.lesson(t.app, kim, '김민지')).statusCode).toBe(200);
    expect((await listOf(t.app, kim))[0]).toMatchObject({ lesson: 2, lastLessonDay: '2026-11-21' });
    expect((await api.cancel(t.app, kim, '김민지')).statusCode).toBe(200);
    expect((await listOf(t.app, kim))[0]).toMatchObject({ lesson: 3, lastLessonDay: '2026-11-19' });
    expect((await api.charge(t.app, kim, '박서준', { pay: 200_000, lesson: 4 })).statusCode).toBe(200);
    expect(lessonsOf(await listOf(t.app, kim))).toEqual({ 김민지: 3, 박서준: 6 });
    expect((await api.edit(t.app, kim, '박서준', { phone: '010-9999-8888' })).statusCode).toBe(200);
    expect((await listOf(t.app, kim))[1]).toMatchObject({ phone: '010-9999-8888' });
    expect((await api.archive(t.app, kim, '박서준')).statusCode).toBe(200);
    expect((await listOf(t.app, kim)).map((row) => row.name)).toEqual(['김민지']);
  });

  it('keeps the owner’s list of everyone apart, and follows any teacher’s change', async () => {
    expect(lessonsOf(await listOf(t.app, owner))).toEqual({ 김민지: 3, 이하늘: 1 });
    expect((await api.lesson(t.app, lee, '이하늘')).statusCode).toBe(200);
    expect(lessonsOf(await listOf(t.app, owner))).toEqual({ 김민지: 3, 이하늘: 0 });
    expect(lessonsOf(await listOf(t.app, owner, `?teacherId=${lee.id}`))).toEqual({ 이하늘: 0 });
    // Another teacher's change leaves kim's list as it was.
    expect(lessonsOf(await listOf(t.app, kim))).toEqual({ 김민지: 3 });
  });

  it('searches the kept list by 초성 and phone digits', async () => {
    expect((await listOf(t.app, kim, `?q=${encodeURIComponent('ㄱㅁㅈ')}`)).map((row) => row.name)).toEqual([
      '김민지',
    ]);
    expect(await listOf(t.app, kim, '?q=5678')).toHaveLength(1);
    expect(await listOf(t.app, kim, '?q=0000')).toEqual([]);
  });

  it('shows what another writer put in the database, past the API', async () => {
    await listOf(t.app, kim);
    await t.db.updateTable('students').set({ remaining: 9 }).where('name', '=', '김민지').execute();
    expect(lessonsOf(await listOf(t.app, kim))).toEqual({ 김민지: 9 });
    await sql`update lessons_given set cancelled_at = ${'2026-11-21T01:00:00.000Z'} where lesson_day = ${'2026-11-19'}`.execute(
      t.db,
    );
    expect((await listOf(t.app, kim))[0]).toMatchObject({ lastLessonDay: null });
    // That write went past the ledger, and the check says so.
    expect(await balanceMismatches(t.db)).toEqual([
      { studentId: expect.any(Number), name: '김민지', kept: 9, ledger: 3 },
    ]);
  });

  it('sends a browser the kept list compressed, the same each time, and a short list as it is', async () => {
    for (let index = 0; index < 12; index++) await api.add(t.app, kim, { name: `학생${index}`, lesson: 1 });
    const plain = await api.list(t.app, kim);
    const ask = () =>
      t.app.inject({ url: '/api/member', headers: { cookie: kim.cookie, 'accept-encoding': 'gzip, br' } });
    const [first, second] = [await ask(), await ask()];
    expect(first.headers['content-encoding']).toBe('br');
    expect(first.headers.vary).toContain('Accept-Encoding');
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(brotliDecompressSync(first.rawPayload).toString()).toBe(plain.body);
    const short = await t.app.inject({
      url: '/api/member',
      headers: { cookie: lee.cookie, 'accept-encoding': 'br' },
    });
    expect(short.headers['content-encoding']).toBeUndefined();
    expect(short.json()).toEqual([expect.objectContaining({ name: '이하늘' })]);
  });

  it('still refuses a visitor without a session', async () => {
    expect((await call(t.app, null, 'GET', '/api/member')).statusCode).toBe(401);
  });
});

describe.runIf(testDialect() === 'postgres')('GET /api/member kept in memory on two instances', () => {
  let t: TestApp;
  let other: FastifyInstance;
  let kim: SignedIn;
  beforeAll(async () => {
    t = await createTestApp({ now: '2026-11-21T10:00:00+09:00' });
    other = await createSecondInstance(t);
    kim = await signIn(t.app, 'teacher');
    await api.add(t.app, kim, { name: '김민지', lesson: 4 });
  });
  afterAll(async () => {
    await other.close();
    await t.close();
  });

  it('shows on one instance a lesson recorded through the other', async () => {
    expect(lessonsOf(await listOf(t.app, kim))).toEqual({ 김민지: 4 });
    expect(lessonsOf(await listOf(other, kim))).toEqual({ 김민지: 4 });
    expect((await api.lesson(other, kim, '김민지')).statusCode).toBe(200);
    expect(lessonsOf(await listOf(t.app, kim))).toEqual({ 김민지: 3 });
    expect((await api.lesson(t.app, kim, '김민지')).statusCode).toBe(200);
    expect(lessonsOf(await listOf(other, kim))).toEqual({ 김민지: 2 });
  });
});
