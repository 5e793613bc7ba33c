import { describe, expect, it } from 'vitest';
import { appForTests } from '../../testing/app-for-tests.ts';
import { type SignedIn, signIn } from '../../testing/sign-in.ts';
import { signedInForTests } from '../../testing/signed-in-for-tests.ts';

describe('memos (특이사항)', () => {
  const t = appForTests({ now: '2026-11-21T10:00:00+09:00' });
  // The owner writes no memo in any test: theirs stay empty.
  const owner = signedInForTests(t, 'owner');

  const post = (who: SignedIn | null, content: unknown) =>
    t.app.inject({
      method: 'POST',
      url: '/api/memos',
      payload: { content },
      headers: who ? { cookie: who.cookie } : {},
    });
  const list = (who: SignedIn | null) =>
    t.app.inject({ method: 'GET', url: '/api/memos', headers: who ? { cookie: who.cookie } : {} });
  const remove = (who: SignedIn | null, id: number | string) =>
    t.app.inject({ method: 'DELETE', url: `/api/memos/${id}`, headers: who ? { cookie: who.cookie } : {} });

  /** A teacher of the test's own with three memos, the second about 합주, and another teacher. */
  async function teacherWithMemos() {
    const teacher = await signIn(t.app, 'teacher');
    const other = await signIn(t.app, 'teacher');
    for (const content of ['목요일 보강 확인', '토요일 합주', '가'.repeat(500)])
      expect((await post(teacher, content)).statusCode).toBe(201);
    return { teacher, other };
  }

  it('keeps a teacher’s memos, oldest first, with their line breaks', async () => {
    const teacher = await signIn(t.app, 'teacher');
    const first = await post(teacher, '  목요일 보강 확인\r\n리드 2.5호 준비  ');
    expect(first.statusCode).toBe(201);
    const second = await post(teacher, '토요일 합주');
    const listed = await list(teacher);
    expect(listed.json()).toEqual([
      { id: first.json().id, content: '목요일 보강 확인\n리드 2.5호 준비' },
      { id: second.json().id, content: '토요일 합주' },
    ]);
  });

  it('refuses an empty, too long or control-character memo in Korean', async () => {
    const teacher = await signIn(t.app, 'teacher');
    for (const [content, code] of [
      ['', 'timetable.memo_required'],
      ['   \n ', 'timetable.memo_required'],
      [undefined, 'timetable.memo_required'],
      [42, 'timetable.memo_required'],
      ['가'.repeat(501), 'timetable.memo_too_long'],
      ['벨\u0007소리', 'text_control'],
    ] as const) {
      const response = await post(teacher, content);
      expect([response.statusCode, response.json().error.code]).toEqual([400, code]);
    }
    expect((await list(teacher)).json()).toEqual([]);
    expect((await post(teacher, '가'.repeat(500))).statusCode).toBe(201);
  });

  it('never shows or deletes another teacher’s memos, not even for the owner', async () => {
    const { teacher, other } = await teacherWithMemos();
    expect((await list(other)).json()).toEqual([]);
    expect((await list(owner)).json()).toEqual([]);
    const mine = (await list(teacher)).json() as { id: number }[];
    const target = mine[0]!.id;
    for (const who of [other, owner]) {
      const response = await remove(who, target);
      expect(response.statusCode).toBe(404);
      expect(response.json().error.code).toBe('timetable.memo_not_found');
    }
    expect((await list(teacher)).json()).toHaveLength(3);
  });

  it('deletes a memo once', async () => {
    const { teacher } = await teacherWithMemos();
    const [first] = (await list(teacher)).json() as { id: number }[];
    expect((await remove(teacher, first!.id)).json()).toEqual({ id: first!.id });
    expect((await remove(teacher, first!.id)).statusCode).toBe(404);
    expect((await list(teacher)).json()).toHaveLength(2);
    expect((await remove(teacher, 'abc')).statusCode).toBe(400);
  });

  it('refuses visitors (401) and pending accounts (403)', async () => {
    expect((await list(null)).statusCode).toBe(401);
    expect((await post(null, '몰래')).statusCode).toBe(401);
    expect((await remove(null, 1)).statusCode).toBe(401);
    const pending = await signIn(t.app, 'pending');
    expect((await list(pending)).statusCode).toBe(403);
  });

  it('audits every memo change without copying its words', async () => {
    const { teacher, other } = await teacherWithMemos();
    const [first] = (await list(teacher)).json() as { id: number }[];
    for (const who of [other, owner]) expect((await remove(who, first!.id)).statusCode).toBe(404);
    expect((await remove(teacher, first!.id)).statusCode).toBe(200);
    // The rows of this test's people: the owner's are only refused deletes, in any test.
    const rows = await t.db
      .selectFrom('audit_log')
      .select(['action', 'actor_id', 'detail'])
      .where('action', 'like', 'timetable.memo.%')
      .where('actor_id', 'in', [teacher.id, other.id, owner.id])
      .execute();
    expect(rows.filter((row) => row.action === 'timetable.memo.create')).toHaveLength(3);
    expect(rows.filter((row) => row.action === 'timetable.memo.delete')).toHaveLength(1);
    expect(rows.every((row) => row.actor_id === teacher.id)).toBe(true);
    expect(rows.map((row) => row.detail).join()).not.toContain('합주');
  });
});
