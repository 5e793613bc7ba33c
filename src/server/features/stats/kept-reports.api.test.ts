/**
 * The month's statistics and 출석부 are answered from memory while nothing they show has changed
 * (decision 059): every change — a lesson, a payment, a void, a student's or a teacher's new
 * name, a row written to the database by anything else, a change through another instance —
 * shows at the very next read, for the teacher and for the owner's whole studio.
 */
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AttendanceResponse, StatsResponse } from '#shared/schemas/stats.ts';
import { createSecondInstance } from '../../testing/second-app.ts';
import { type SignedIn, signIn } from '../../testing/sign-in.ts';
import { api } from '../../testing/students.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { testDialect } from '../../testing/test-database.ts';

const MONTH = '2026-11';

async function read<T>(app: FastifyInstance, who: SignedIn, url: string): Promise<T> {
  const response = await app.inject({ url, headers: { cookie: who.cookie } });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as T;
}
const statsOf = (app: FastifyInstance, who: SignedIn, query = '') =>
  read<StatsResponse>(app, who, `/api/stats?month=${MONTH}${query}`);
const registerOf = (app: FastifyInstance, who: SignedIn, query = '') =>
  read<AttendanceResponse>(app, who, `/api/stats/attendance?month=${MONTH}${query}`);
/** Each student's marks of the month, by name: { 김민지: { '21': ['출석'] } }. */
const marksOf = (register: AttendanceResponse) =>
  Object.fromEntries(register.rows.map((row) => [row.name, row.days]));

describe('the statistics and 출석부 kept in memory', () => {
  let t: TestApp;
  let owner: SignedIn;
  let kim: SignedIn;
  let lee: SignedIn;
  beforeAll(async () => {
    t = await createTestApp({ now: '2026-11-21T10:00:00+09:00' });
    owner = await signIn(t.app, 'owner');
    kim = await signIn(t.app, 'teacher');
    lee = await signIn(t.app, 'teacher');
    await api.add(t.app, kim, { name: '김민지', lesson: 4 });
    await api.add(t.app, lee, { name: '이하늘', lesson: 2 });
  });
  afterAll(async () => {
    await t.close();
  });

  it('shows a lesson recorded after the register was read, to its teacher and the owner', async () => {
    expect(marksOf(await registerOf(t.app, kim))).toEqual({ 김민지: {} });
    expect(marksOf(await registerOf(t.app, owner))).toEqual({ 김민지: {}, 이하늘: {} });
    expect((await api.lesson(t.app, kim, '김민지')).statusCode).toBe(200);
    expect(marksOf(await registerOf(t.app, kim))).toEqual({ 김민지: { '21': ['출석'] } });
    expect(marksOf(await registerOf(t.app, owner))).toEqual({ 김민지: { '21': ['출석'] }, 이하늘: {} });
    expect((await statsOf(t.app, owner)).lessons.출석).toBe(1);
  });

  it("shows another teacher's lesson in the owner's whole studio, and not in the first teacher's", async () => {
    const kimBefore = await t.app.inject({
      url: `/api/stats/attendance?month=${MONTH}`,
      headers: { cookie: kim.cookie },
    });
    expect((await api.lesson(t.app, lee, '이하늘')).statusCode).toBe(200);
    expect(marksOf(await registerOf(t.app, owner))).toEqual({
      김민지: { '21': ['출석'] },
      이하늘: { '21': ['출석'] },
    });
    const kimAfter = await t.app.inject({
      url: `/api/stats/attendance?month=${MONTH}`,
      headers: { cookie: kim.cookie },
    });
    expect(kimAfter.body).toBe(kimBefore.body);
  });

  it('counts a payment at the next read, and leaves it out again once voided', async () => {
    const before = await statsOf(t.app, kim);
    const studioBefore = await statsOf(t.app, owner);
    const charged = await api.charge(t.app, kim, '김민지', { pay: 240_000, lesson: 4, method: '카드' });
    expect(charged.statusCode).toBe(200);
    expect((await statsOf(t.app, kim)).sales).toBe(before.sales + 240_000);
    expect((await statsOf(t.app, owner)).sales).toBe(studioBefore.sales + 240_000);
    const voided = await api.void(t.app, kim, charged.json().payment.id, { reason: '잘못 입력함' });
    expect(voided.statusCode).toBe(200);
    expect((await statsOf(t.app, kim)).sales).toBe(before.sales);
    expect((await statsOf(t.app, owner)).sales).toBe(studioBefore.sales);
  });

  it('follows a change written to the database by anything else than the app', async () => {
    const charged = await api.charge(t.app, lee, '이하늘', { pay: 200_000, lesson: 4, method: '현금' });
    expect(charged.statusCode).toBe(200);
    const before = await statsOf(t.app, owner);
    // A payment's amount corrected by hand: the student's row is not touched.
    await sql`update payments set amount = 210000 where id = ${charged.json().payment.id}`.execute(t.db);
    expect((await statsOf(t.app, owner)).sales).toBe(before.sales + 10_000);
    await sql`update students set name = '김민지2' where name = '김민지'`.execute(t.db);
    expect(Object.keys(marksOf(await registerOf(t.app, owner)))).toEqual(['김민지2', '이하늘']);
  });

  it("names a teacher by their new name in the owner's statistics at the next read", async () => {
    const named = (stats: StatsResponse) => stats.teachers?.find((teacher) => teacher.id === lee.id)?.name;
    const before = named(await statsOf(t.app, owner));
    expect(before).toBeDefined();
    await sql`update users set name = '새이름' where id = ${lee.id}`.execute(t.db);
    expect(named(await statsOf(t.app, owner))).toBe('새이름');
    expect((await statsOf(t.app, owner)).byTeacher?.map((row) => row.teacherName)).toContain('새이름');
  });

  it('sends the same answer kept and compressed as it built, and the owner’s apart from the teacher’s', async () => {
    const url = `/api/stats/attendance?month=${MONTH}`;
    const built = await t.app.inject({ url, headers: { cookie: owner.cookie } });
    const kept = await t.app.inject({ url, headers: { cookie: owner.cookie } });
    expect(kept.body).toBe(built.body);
    expect(kept.headers['content-type']).toBe('application/json; charset=utf-8');
    const brotli = await t.app.inject({ url, headers: { cookie: owner.cookie, 'accept-encoding': 'br' } });
    const gzip = await t.app.inject({ url, headers: { cookie: owner.cookie, 'accept-encoding': 'gzip' } });
    // Under 1 KB an answer goes uncompressed; the register of two students is.
    if (Buffer.byteLength(built.body) >= 1024) {
      expect(brotli.headers['content-encoding']).toBe('br');
      expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(built.body);
      expect(gunzipSync(gzip.rawPayload).toString()).toBe(built.body);
    } else {
      expect(brotli.body).toBe(built.body);
    }
    const teacherStats = await statsOf(t.app, kim);
    const ownerStats = await statsOf(t.app, owner, `&teacherId=${kim.id}`);
    expect(teacherStats.teachers).toBeUndefined();
    expect(ownerStats.teachers).toBeDefined();
    expect({ ...ownerStats, teachers: undefined }).toEqual({ ...teacherStats, teachers: undefined });
  });

  it('still refuses a visitor and a teacher naming another teacher', async () => {
    expect((await t.app.inject({ url: `/api/stats/attendance?month=${MONTH}` })).statusCode).toBe(401);
    const other = await t.app.inject({
      url: `/api/stats?month=${MONTH}&teacherId=${lee.id}`,
      headers: { cookie: kim.cookie },
    });
    expect(other.statusCode).toBe(403);
  });
});

describe.runIf(testDialect() === 'postgres')('the statistics kept in memory on two instances', () => {
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

  it('shows on one instance a lesson and a payment made through the other', async () => {
    expect((await statsOf(t.app, kim)).lessons.출석).toBe(0);
    expect((await statsOf(other, kim)).lessons.출석).toBe(0);
    expect((await api.lesson(other, kim, '김민지')).statusCode).toBe(200);
    expect((await statsOf(t.app, kim)).lessons.출석).toBe(1);
    expect(marksOf(await registerOf(t.app, kim))).toEqual({ 김민지: { '21': ['출석'] } });
    expect(
      (await api.charge(t.app, kim, '김민지', { pay: 100_000, lesson: 2, method: '현금' })).statusCode,
    ).toBe(200);
    expect((await statsOf(other, kim)).sales).toBe(100_000);
  });
});
