/** `GET /api/member?q=`: a teacher finds a student by name, phone digits or 초성, on the server. */
import { beforeAll, describe, expect, it } from 'vitest';
import { appForTests } from '../../testing/app-for-tests.ts';
import type { SignedIn } from '../../testing/sign-in.ts';
import { signedInForTests } from '../../testing/signed-in-for-tests.ts';
import { api } from '../../testing/students.ts';

describe('searching students', () => {
  const t = appForTests({ now: '2026-11-21T10:00:00+09:00' });
  const owner = signedInForTests(t, 'owner');
  const kim = signedInForTests(t, 'teacher');
  const lee = signedInForTests(t, 'teacher');

  const names = async (who: SignedIn, q: string, scope = '') => {
    const response = await api.list(t.app, who, `?q=${encodeURIComponent(q)}${scope}`);
    expect(response.statusCode, `${q}: ${response.body}`).toBe(200);
    return (response.json() as { name: string }[]).map((student) => student.name);
  };

  beforeAll(async () => {
    const students: [SignedIn, string, string][] = [
      [kim, '김민지', '010-1234-5678'],
      [kim, '김민수', '010-2222-3333'],
      [kim, '꼬마', ''],
      [kim, '이서준', '010-5678-0000'],
      [kim, 'Amy', '010-9999-1234'],
      [lee, '김민정', '010-1234-9999'],
    ];
    for (const [who, name, phone] of students) {
      expect((await api.add(t.app, who, { name, phone })).statusCode).toBe(201);
    }
  });

  it('finds by a piece of the name, by 초성 and by a mix of both, in name order', async () => {
    expect(await names(kim, 'ㄱㅁㅈ')).toEqual(['김민지']);
    expect(await names(kim, 'ㄱㅁ')).toEqual(['김민수', '김민지']);
    expect(await names(kim, '김ㅁ')).toEqual(['김민수', '김민지']);
    expect(await names(kim, '김ㅁㅅ')).toEqual(['김민수']);
    expect(await names(kim, '민지')).toEqual(['김민지']);
    expect(await names(kim, 'ㄲ')).toEqual(['꼬마']);
    expect(await names(kim, 'ㅇㅅㅈ')).toEqual(['이서준']);
    expect(await names(kim, 'amy')).toEqual(['Amy']);
    expect(await names(kim, 'ㅎ')).toEqual([]);
  });

  it('finds by phone digits, with or without dashes', async () => {
    expect(await names(kim, '1234')).toEqual(['김민지', 'Amy']);
    expect(await names(kim, '010-1234')).toEqual(['김민지']);
    expect(await names(kim, '01012345678')).toEqual(['김민지']);
    expect(await names(kim, '5678')).toEqual(['김민지', '이서준']);
    expect(await names(kim, '2222 3333')).toEqual(['김민수']);
  });

  it('trims the query and lists everyone for an empty one', async () => {
    expect(await names(kim, '  ㄱㅁㅈ  ')).toEqual(['김민지']);
    expect(await names(kim, '')).toEqual(['김민수', '김민지', '꼬마', '이서준', 'Amy']);
    expect(await names(kim, '   ')).toHaveLength(5);
  });

  it("searches only the teacher's own students; the owner searches everyone's or one teacher's", async () => {
    expect(await names(lee, 'ㄱㅁ')).toEqual(['김민정']);
    expect(await names(owner, 'ㄱㅁㅈ')).toEqual(['김민정', '김민지']);
    expect(await names(owner, 'ㄱㅁㅈ', `&teacherId=${kim.id}`)).toEqual(['김민지']);
    expect(await names(owner, '1234-9999')).toEqual(['김민정']);
  });

  it('refuses a query over 50 characters or with control characters, in Korean', async () => {
    const cases: [string, string, string][] = [
      ['가'.repeat(51), 'students.query_too_long', '검색어는 50자까지 입력할 수 있습니다.'],
      ['김\u0000', 'text_control', ''],
      ['김\u202e', 'text_direction', ''],
    ];
    for (const [q, code, message] of cases) {
      const response = await api.list(t.app, kim, `?q=${encodeURIComponent(q)}`);
      expect(response.statusCode).toBe(400);
      expect(response.json().error.code).toBe(code);
      if (message) expect(response.json().error.message).toBe(message);
      else expect(response.json().error.message).toMatch(/[가-힣]/);
    }
    expect(await names(kim, `  ${'가'.repeat(50)}  `)).toEqual([]);
  });

  it('gives each student the day of their last lesson given, for sorting', async () => {
    await t.db.updateTable('students').set({ remaining: 5 }).where('name', '=', '이서준').execute();
    expect((await api.lesson(t.app, kim, '이서준', { date: '2026-11-19' })).statusCode).toBe(200);
    expect((await api.lesson(t.app, kim, '이서준', { date: '2026-11-20', status: '지각' })).statusCode).toBe(
      200,
    );
    // Not lessons given: a cancellation, and a record undone.
    expect((await api.lesson(t.app, kim, '이서준', { status: '사전취소' })).statusCode).toBe(200);
    expect((await api.lesson(t.app, kim, '김민지', { status: '강사사정' })).statusCode).toBe(200);
    expect((await api.lesson(t.app, kim, 'Amy')).statusCode).toBe(200);
    expect((await api.cancel(t.app, kim, 'Amy')).statusCode).toBe(200);
    const list = (await api.list(t.app, kim)).json() as { name: string; lastLessonDay: string | null }[];
    expect(Object.fromEntries(list.map((student) => [student.name, student.lastLessonDay]))).toEqual({
      김민수: null,
      김민지: null,
      꼬마: null,
      이서준: '2026-11-20',
      Amy: null,
    });
  });
});
