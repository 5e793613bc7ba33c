/**
 * Putting a record right (DESIGN §4): PATCH /api/lessonList/:id changes a status, DELETE
 * removes a record entered by mistake; the ledger follows and the audit log keeps before and
 * after. Only records of the last 60 days, only one's own students' (another's answer 404).
 */
import { describe, expect, it } from 'vitest';
import { type SignedIn, signIn } from '../../testing/sign-in.ts';
import {
  api,
  call,
  ledgerMismatches,
  ledgerRows,
  studioForEachTest,
  teacherWithStudent,
  underOwedLimit,
} from '../../testing/students.ts';

describe('correcting and deleting lesson records', () => {
  const studio = studioForEachTest('2026-11-21T01:00:00Z');

  /** A teacher of the test's own with 민지, 5 lessons paid ahead, and short ways to her records. */
  async function minjisTeacher() {
    const { t } = studio;
    const { teacher: kim, id: minji } = await teacherWithStudent(t.app, { name: '민지', lesson: 5 });
    const record = async (body: object = {}, name = '민지', who: SignedIn = kim) => {
      const response = await api.lesson(t.app, who, name, body);
      expect(response.statusCode).toBe(200);
      return response.json().lessonRecord.id as number;
    };
    const ledger = async () =>
      (await ledgerRows(t.app, minji)).map((row) => [row.reason, Number(row.change), row.note]);
    const remaining = async (name = '민지') => (await api.detail(t.app, kim, name)).json().lesson;
    /** The owner's newest audit entry of `action` by this teacher. */
    const audited = async (action: string) => {
      const audit = (await call(t.app, studio.owner, 'GET', '/api/audit')).json();
      return audit.items.find(
        (item: { action: string; actorId: string }) => item.action === action && item.actorId === kim.id,
      );
    };
    return { t, kim, record, ledger, remaining, audited };
  }

  it('turns a charged record into an uncharged one and gives its lesson back, then takes it again', async () => {
    const { t, kim, record, ledger, remaining } = await minjisTeacher();
    const id = await record({ date: '2026-11-18' });
    expect(await remaining()).toBe(4);
    const corrected = await api.correct(t.app, kim, id, { status: '사전취소', reason: '전날 연락 받음' });
    expect(corrected.statusCode).toBe(200);
    expect(corrected.json()).toMatchObject({
      message:
        '민지님 11월 18일 레슨을 출석에서 사전취소로 고쳤습니다. 차감했던 1회를 돌려주었습니다. 남은 레슨 5회.',
      student: { name: '민지', lesson: 5 },
      lessonRecord: { id, lessonDay: '2026-11-18', status: '사전취소', charged: false },
    });
    const back = await api.correct(t.app, kim, id, { status: '출석' });
    expect(back.json().message).toBe(
      '민지님 11월 18일 레슨을 사전취소에서 출석으로 고쳤습니다. 1회 차감했습니다. 남은 레슨 4회.',
    );
    const same = await api.correct(t.app, kim, id, { status: '지각' });
    expect(same.json().message).toBe(
      '민지님 11월 18일 레슨을 출석에서 지각으로 고쳤습니다. 차감은 그대로입니다. 남은 레슨 4회.',
    );
    expect((await ledger()).slice(-3)).toEqual([
      ['lesson', -1, null],
      ['correction', 1, '출석 → 사전취소'],
      ['correction', -1, '사전취소 → 출석'],
    ]);
    expect(await ledgerMismatches(t.app)).toEqual([]);
  });

  it('audits a correction with the status and the balance before and after, and the reason', async () => {
    const { t, kim, record, audited } = await minjisTeacher();
    const id = await record({ date: '2026-11-18' });
    expect(
      (await api.correct(t.app, kim, id, { status: '사전취소', reason: '전날 연락 받음' })).statusCode,
    ).toBe(200);
    expect(await audited('lesson.correct')).toMatchObject({
      actorId: kim.id,
      target: '민지',
      detail: {
        lessonDay: '2026-11-18',
        recordedAt: '2026-11-21T01:00:00.000Z',
        before: { status: '출석' },
        after: { status: '사전취소' },
        balance: { before: 4, after: 5 },
        change: 1,
      },
    });
  });

  it('refuses the same status, an unknown one and a reason past 200 characters', async () => {
    const { t, kim, record } = await minjisTeacher();
    const id = await record();
    const same = await api.correct(t.app, kim, id, { status: '출석' });
    expect(same.statusCode).toBe(409);
    expect(same.json().error).toEqual({
      code: 'students.status_unchanged',
      message: '이미 그 상태로 기록되어 있습니다.',
    });
    const unknown = await api.correct(t.app, kim, id, { status: '결석' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.code).toBe('students.status_invalid');
    const long = await api.correct(t.app, kim, id, { status: '지각', reason: '가'.repeat(201) });
    expect(long.statusCode).toBe(400);
    expect(long.json().error).toEqual({
      code: 'students.reason_too_long',
      message: '사유는 200자까지 입력할 수 있습니다.',
    });
    for (const bad of ['0', '-1', 'abc', '2147483648']) {
      const response = await call(t.app, kim, 'PATCH', `/api/lessonList/${bad}`, { status: '지각' });
      expect(response.statusCode).toBe(400);
    }
  });

  it('refuses 출석 for a cancellation recorded ahead, and anything for a record older than 60 days', async () => {
    const { t, kim, record } = await minjisTeacher();
    const ahead = await record({ date: '2026-11-25', status: '사전취소' });
    const happened = await api.correct(t.app, kim, ahead, { status: '출석' });
    expect(happened.statusCode).toBe(400);
    expect(happened.json().error.code).toBe('students.lesson_day_future');
    expect((await api.correct(t.app, kim, ahead, { status: '강사사정' })).statusCode).toBe(200);

    const old = await record({ date: '2026-09-22' });
    t.clock.set('2026-11-22T01:00:00Z'); // the record is now 61 days old
    for (const response of [
      await api.correct(t.app, kim, old, { status: '사전취소' }),
      await api.remove(t.app, kim, old),
    ]) {
      expect(response.statusCode).toBe(409);
      expect(response.json().error).toEqual({
        code: 'students.lesson_too_old',
        message: '60일보다 지난 레슨 기록은 고치거나 지울 수 없습니다.',
      });
    }
  });

  it('deletes a record entered by mistake: its charge comes back and it leaves every list', async () => {
    const { t, kim, record, ledger, remaining } = await minjisTeacher();
    const before = await remaining();
    expect(before).toBe(5);
    const id = await record({ date: '2026-11-20', status: '당일취소' });
    const deleted = await api.remove(t.app, kim, id, { reason: '다른 학생 것' });
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toMatchObject({
      message: `민지님 11월 20일 당일취소 기록을 지웠습니다. 차감했던 1회를 돌려주었습니다. 남은 레슨 ${before}회.`,
      student: { lesson: before },
      lessonRecord: { id, status: '당일취소' },
    });
    const history = (await api.lessons(t.app, kim, '민지')).json() as { id: number }[];
    expect(history.map((item) => item.id)).not.toContain(id);
    expect((await api.today(t.app, kim, '?date=2026-11-20')).json()).toEqual([]);
    expect((await ledger()).at(-1)).toEqual(['cancel', 1, '다른 학생 것']);
    const again = await api.remove(t.app, kim, id);
    expect(again.statusCode).toBe(404);
    expect(again.json().error).toEqual({
      code: 'students.lesson_not_found',
      message: '레슨 기록을 찾을 수 없습니다.',
    });
    // An uncharged record gives nothing back, and needs no body.
    const noted = await record({ status: '강사사정' });
    const removed = await api.remove(t.app, kim, noted);
    expect(removed.json().message).toBe(
      `민지님 11월 21일 강사사정 기록을 지웠습니다. 남은 레슨 ${before}회.`,
    );
    expect(await ledgerMismatches(t.app)).toEqual([]);
  });

  it('audits a deletion with what was there', async () => {
    const { t, kim, record, audited } = await minjisTeacher();
    expect((await api.remove(t.app, kim, await record({ status: '강사사정' }))).statusCode).toBe(200);
    expect((await audited('lesson.delete')).detail).toMatchObject({
      before: { status: '강사사정' },
      after: { deleted: true },
      change: 0,
    });
  });

  it('takes a correction to a charged status only down to the owed limit', async () => {
    const { t, kim, record } = await minjisTeacher();
    await underOwedLimit(t.app, studio.owner, 1, async () => {
      await api.add(t.app, kim, { name: '서연', lesson: 0 });
      const first = await record({ status: '사전취소' }, '서연');
      const second = await record({ status: '사전취소' }, '서연');
      expect((await api.correct(t.app, kim, first, { status: '출석' })).json().student.lesson).toBe(-1);
      const refused = await api.correct(t.app, kim, second, { status: '출석' });
      expect(refused.statusCode).toBe(409);
      expect(refused.json().error).toEqual({
        code: 'students.owed_limit_reached',
        message: '미수 레슨이 1회에 이르러 더 기록할 수 없습니다. 결제를 먼저 등록해 주세요.',
      });
      // Nothing of the refused correction stays.
      const history = (await api.lessons(t.app, kim, '서연')).json() as { id: number; status: string }[];
      expect(history.find((item) => item.id === second)?.status).toBe('사전취소');
    });
  });

  it("keeps other teachers' records away (404), lets the owner put any right, and answers a visitor 401", async () => {
    const { t, kim, record } = await minjisTeacher();
    const { owner } = studio;
    const lee = await signIn(t.app, 'teacher');
    const id = await record({ status: '지각' });
    for (const response of [
      await api.correct(t.app, lee, id, { status: '출석' }),
      await api.remove(t.app, lee, id),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.json().error.code).toBe('students.lesson_not_found');
    }
    expect((await api.correct(t.app, null, id, { status: '출석' })).statusCode).toBe(401);
    expect((await api.remove(t.app, null, id)).statusCode).toBe(401);
    expect((await api.correct(t.app, kim, id, { status: '출석' }, `?teacherId=${lee.id}`)).statusCode).toBe(
      403,
    );
    const byOwner = await api.correct(t.app, owner, id, { status: '출석' });
    expect(byOwner.statusCode).toBe(200);
    expect((await api.correct(t.app, owner, id, { status: '지각' }, `?teacherId=${lee.id}`)).statusCode).toBe(
      404,
    );
  });

  it("tells the student page what 오늘 기록 취소 would undo, and nothing once today's records are gone", async () => {
    const { t, kim, record } = await minjisTeacher();
    await api.add(t.app, kim, { name: '하늘', lesson: 3 });
    expect((await api.detail(t.app, kim, '하늘')).json().undoable).toBeNull();
    await record({}, '하늘');
    const latest = await record({ status: '지각' }, '하늘');
    await record({ date: '2026-11-20' }, '하늘');
    const detail = (await api.detail(t.app, kim, '하늘')).json();
    expect(detail).toMatchObject({ name: '하늘', lesson: 0, undoable: { id: latest, status: '지각' } });
    await api.cancel(t.app, kim, '하늘');
    await api.cancel(t.app, kim, '하늘');
    expect((await api.detail(t.app, kim, '하늘')).json().undoable).toBeNull();
  });
});
