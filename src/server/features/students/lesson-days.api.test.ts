/**
 * Recording a lesson on its own day (DESIGN §4): up to 60 days back; 사전취소 and 강사사정 also
 * up to 60 days ahead; every list, the 출석부 and the month's figures place a record on its
 * lesson's day, and the audit log keeps both days. The server runs in UTC, the days are Seoul's.
 */
import { describe, expect, it } from 'vitest';
import type { LessonRecord } from '#shared/schemas/students.ts';
import { signIn } from '../../testing/sign-in.ts';
import { api, call, recorded, studioForEachTest, teacherWithStudent } from '../../testing/students.ts';

// 21 November 2026, 10:00 in Seoul.
const NOW = '2026-11-21T01:00:00Z';

describe('lessons on their own day', () => {
  const studio = studioForEachTest(NOW);

  /** A teacher of the test's own with 민지 (20 lessons unless told), and ways to record her lessons. */
  async function minjisTeacher(lesson = 20) {
    const { t, owner } = studio;
    const { teacher: kim } = await teacherWithStudent(t.app, { name: '민지', lesson });
    const record = (body: object = {}) => api.lesson(t.app, kim, '민지', body);
    const refusal = async (body: object) => {
      const response = await record(body);
      expect(response.statusCode).toBe(400);
      return response.json().error;
    };
    return { t, owner, kim, record, refusal };
  }

  it('records today by default and any day of the last 60, naming a day that is not today', async () => {
    const { record } = await minjisTeacher();
    const today = await record();
    expect(today.json().lessonRecord.lessonDay).toBe('2026-11-21');
    const back = await record({ date: '2026-09-22', status: '지각' });
    expect(back.statusCode).toBe(200);
    expect(back.json().lessonRecord).toMatchObject({
      lessonDay: '2026-09-22',
      status: '지각',
      charged: true,
    });
    expect(back.json().lessonRecord.recordedAt).toBe('2026-11-21T01:00:00.000Z');
    expect(back.json().message).toBe(
      '민지님 9월 22일 지각으로 기록했습니다. 1회 차감했습니다. 남은 레슨 18회.',
    );
  });

  it('refuses a day older than 60 days, and a lesson that happened on a day to come', async () => {
    const { t, kim, refusal } = await minjisTeacher();
    expect(await refusal({ date: '2026-09-21' })).toEqual({
      code: 'students.lesson_day_too_old',
      message: '60일보다 지난 날짜의 레슨은 기록할 수 없습니다.',
    });
    for (const status of ['출석', '지각', '당일취소']) {
      expect(await refusal({ date: '2026-11-22', status })).toEqual({
        code: 'students.lesson_day_future',
        message:
          '아직 오지 않은 날짜에는 출석·지각·당일취소를 기록할 수 없습니다. 미리 기록할 수 있는 것은 사전취소와 강사사정입니다.',
      });
    }
    expect((await refusal({ date: '2026-02-30' })).code).toBe('students.date_invalid');
    expect((await refusal({ date: '21.11.2026' })).code).toBe('students.date_invalid');
    // Nothing of the refusals was written.
    expect((await api.lessons(t.app, kim, '민지')).json()).toEqual([]);
    expect((await api.detail(t.app, kim, '민지')).json().lesson).toBe(20);
  });

  it('records 사전취소 and 강사사정 ahead for up to 60 days, not one day more', async () => {
    const { record, refusal } = await minjisTeacher(18);
    const ahead = await record({ date: '2027-01-20', status: '사전취소' });
    expect(ahead.statusCode).toBe(200);
    expect(ahead.json().message).toBe(
      '민지님 1월 20일 사전취소로 기록했습니다. 차감하지 않았습니다. 남은 레슨 18회. 보강권 1장이 생겼으니 보강을 잡아 주세요.',
    );
    expect((await record({ date: '2026-11-28', status: '강사사정' })).statusCode).toBe(200);
    expect(await refusal({ date: '2027-01-21', status: '강사사정' })).toEqual({
      code: 'students.lesson_day_too_far',
      message: '사전취소와 강사사정은 60일 뒤까지만 미리 기록할 수 있습니다.',
    });
  });

  it('keeps several records of one day', async () => {
    const { t, kim, record } = await minjisTeacher();
    await record({ date: '2026-11-10' });
    await record({ date: '2026-11-10', status: '당일취소' });
    const day = (await api.today(t.app, kim, '?date=2026-11-10')).json() as LessonRecord[];
    expect(day.map((record) => record.status)).toEqual(['출석', '당일취소']);
  });

  it("lists a student's history by the lessons' days, today's list by today, and the audit keeps both days", async () => {
    const { t, owner, kim } = await minjisTeacher();
    for (const body of [
      {},
      { date: '2026-09-22', status: '지각' },
      { date: '2027-01-20', status: '사전취소' },
      { date: '2026-11-28', status: '강사사정' },
      { date: '2026-11-10' },
      { date: '2026-11-10', status: '당일취소' },
    ])
      await recorded(t.app, kim, '민지', body);
    const history = (await api.lessons(t.app, kim, '민지')).json() as LessonRecord[];
    expect(history.map((record) => record.lessonDay)).toEqual([
      '2027-01-20',
      '2026-11-28',
      '2026-11-21',
      '2026-11-10',
      '2026-11-10',
      '2026-09-22',
    ]);
    // Of the two on the 10th, the one typed last comes first.
    expect(history.slice(3, 5).map((record) => record.status)).toEqual(['당일취소', '출석']);
    const today = (await api.today(t.app, kim)).json() as LessonRecord[];
    expect(today.map((record) => record.lessonDay)).toEqual(['2026-11-21']);

    // The newest page of the log holds this teacher's records: nothing was written since.
    const audit = await call(t.app, owner, 'GET', '/api/audit');
    const created = audit
      .json()
      .items.find(
        (entry: { action: string; actorId: string; detail: { lessonDay?: string } }) =>
          entry.action === 'lesson.create' &&
          entry.actorId === kim.id &&
          entry.detail.lessonDay === '2026-09-22',
      );
    expect(created.at).toBe('2026-11-21T01:00:00.000Z');
    expect(created.detail).toMatchObject({ lessonDay: '2026-09-22', recordedAt: '2026-11-21T01:00:00.000Z' });
  });

  it("counts a record in its lesson's month: the 출석부 and the month's figures", async () => {
    const { t, kim } = await minjisTeacher();
    await recorded(t.app, kim, '민지', { date: '2026-09-22', status: '지각' });
    await recorded(t.app, kim, '민지', { date: '2027-01-20', status: '사전취소' });
    const september = (await call(t.app, kim, 'GET', '/api/stats?month=2026-09')).json();
    expect(september.lessons.지각).toBe(1);
    const register = (await call(t.app, kim, 'GET', '/api/stats/attendance?month=2026-09')).json();
    expect(register.rows.find((row: { name: string }) => row.name === '민지').days).toEqual({ 22: ['지각'] });
    const january = (await call(t.app, kim, 'GET', '/api/lessonListmonth?month=2027-01')).json();
    expect(january.map((row: { lessonDay: string; status: string }) => [row.lessonDay, row.status])).toEqual([
      ['2027-01-20', '사전취소'],
    ]);
  });

  it('judges the window by the Seoul day at 23:59 and 00:00, with the server in UTC', async () => {
    const { t } = studio;
    const { teacher: kim } = await teacherWithStudent(t.app, { name: '경계', lesson: 20 });
    // 30 November, 23:59 in Seoul (14:59 UTC, the same UTC day).
    t.clock.set('2026-11-30T14:59:00Z');
    expect((await api.lesson(t.app, kim, '경계', { date: '2026-10-01' })).statusCode).toBe(200);
    const early = await api.lesson(t.app, kim, '경계', { date: '2026-12-01' });
    expect(early.json().error.code).toBe('students.lesson_day_future');
    // A minute later it is 1 December in Seoul, though still 30 November in UTC.
    t.clock.set('2026-11-30T15:00:00Z');
    const onTime = await api.lesson(t.app, kim, '경계', { date: '2026-12-01' });
    expect(onTime.statusCode).toBe(200);
    expect(onTime.json().message).toBe('경계님 출석을 기록했습니다. 1회 차감했습니다. 남은 레슨 18회.');
    expect((await api.lesson(t.app, kim, '경계', { date: '2026-10-01' })).json().error.code).toBe(
      'students.lesson_day_too_old',
    );
    // A lesson of 30 November typed after midnight is November's; the one of 1 December is December's.
    expect((await api.lesson(t.app, kim, '경계', { date: '2026-11-30', status: '지각' })).statusCode).toBe(
      200,
    );
    const november = (await call(t.app, kim, 'GET', '/api/lessonListmonth?month=2026-11')).json();
    const december = (await call(t.app, kim, 'GET', '/api/lessonListmonth?month=2026-12')).json();
    const of = (rows: { name: string; lessonDay: string }[]) =>
      rows.filter((row) => row.name === '경계').map((row) => row.lessonDay);
    expect(of(november)).toEqual(['2026-11-30']);
    expect(of(december)).toEqual(['2026-12-01']);
  });

  it('answers a visitor 401 and another teacher 404', async () => {
    const { t, kim } = await minjisTeacher();
    expect((await api.lesson(t.app, null, '민지', { date: '2026-11-20' })).statusCode).toBe(401);
    const lee = await signIn(t.app, 'teacher');
    const other = await api.lesson(t.app, lee, '민지', { date: '2026-11-20' });
    expect(other.statusCode).toBe(404);
    expect(other.json().error.code).toBe('students.not_found');
    expect((await api.lessons(t.app, kim, '민지')).json()).toEqual([]);
  });
});
