/** Make-up credits through the API (decision 037): granted with their absence, spent by a 보강. */
import { describe, expect, it } from 'vitest';
import type { Credit } from '#shared/schemas/calendar.ts';
import { appForTests } from '../../testing/app-for-tests.ts';
import { type SignedIn, signIn, signInAgain } from '../../testing/sign-in.ts';
import { api, call, newStudent } from '../../testing/students.ts';
import { addOneOff, weeklyLessons } from '../../testing/timetable.ts';

describe('make-up credits', () => {
  const t = appForTests({ now: '2026-11-25T10:00:00+09:00' });

  /**
   * A teacher of the test's own, on Wednesday 25 November 2026 at 10:00 in Seoul, with 민지 (10
   * lessons) on Thursdays 15:00 and Fridays 10:00 1부 — exactly 48 hours after now — and 서연.
   */
  async function minjiOnTheTimetable() {
    t.clock.set('2026-11-25T10:00:00+09:00');
    let kim = await signIn(t.app, 'teacher');
    const minji = await newStudent(t.app, kim, { name: '민지', lesson: 10 });
    await newStudent(t.app, kim, { name: '서연', lesson: 10 });
    const [thursdays, fridays] = await weeklyLessons(t.app, kim, [
      ['목', 15, '1시간', '민지', minji],
      ['금', 10, '1부', '민지', minji],
    ]);
    const credits = async (name = '민지') => {
      const detail = await api.detail(t.app, kim, name);
      if (detail.statusCode !== 200) throw new Error(detail.body);
      return detail.json().credits as Credit[];
    };
    const absent = (status: string, date: string, key?: string) =>
      api.lesson(t.app, kim, '민지', { status, date, ...(key ? { occurrence: key } : {}) });
    /** An absence that must land; a credit granted or not is the test's to check. */
    const absentOk = async (status: string, date: string, key?: string) => {
      const response = await absent(status, date, key);
      if (response.statusCode !== 200) throw new Error(response.body);
      return response;
    };
    return {
      get kim() {
        return kim;
      },
      /** A month on, the session has lapsed: the teacher signs in again. */
      async signInAgain() {
        kim = await signInAgain(t.app, kim);
      },
      minji,
      thursdays,
      fridays,
      credits,
      absent,
      absentOk,
      /** The credit of Friday 11/27, told 48 hours ahead (valid until 12/27). */
      novemberCredit: () => absentOk('사전취소', '2026-11-27', `s${fridays}@2026-11-27`),
      /** The credit of Friday 12/4, December's own (valid until 1/3). */
      decemberCredit: () => absentOk('사전취소', '2026-12-04'),
      /** A teacher's 강사사정 of Thursday 12/17, outside the monthly cap. */
      teacherCredit: () => absentOk('강사사정', '2026-12-17', `s${thursdays}@2026-12-17`),
    };
  }

  const makeupOn = (kim: SignedIn, studentId: number, date: string, time = 18) =>
    addOneOff(t.app, kim, { date, time, type: '1시간', kind: 'makeup', studentId });

  const recordOf = async (kim: SignedIn, lessonDay: string) => {
    const records = (await api.lessons(t.app, kim, '민지')).json() as { id: number; lessonDay: string }[];
    return records.find((record) => record.lessonDay === lessonDay)!;
  };

  it('grants nothing for a 사전취소 told 29 hours ahead, and says why', async () => {
    const { absent, thursdays, credits } = await minjiOnTheTimetable();
    const late = await absent('사전취소', '2026-11-26', `s${thursdays}@2026-11-26`);
    expect(late.json().message).toBe(
      '민지님 11월 26일 사전취소로 기록했습니다. 차감하지 않았습니다. 남은 레슨 10회. 알린 때가 늦었거나 이번 달 보강권을 이미 받아 보강권은 생기지 않았습니다.',
    );
    expect(await credits()).toEqual([]);
  });

  it('grants one for a 사전취소 told exactly 48 hours ahead, valid 30 days from the lesson', async () => {
    const { absent, fridays, credits } = await minjiOnTheTimetable();
    const onTime = await absent('사전취소', '2026-11-27', `s${fridays}@2026-11-27`);
    expect(onTime.json().message).toContain('보강권 1장이 생겼으니 보강을 잡아 주세요.');
    expect(await credits()).toEqual([
      {
        id: expect.any(Number),
        reason: '사전취소',
        lessonDay: '2026-11-27',
        grantedOn: '2026-11-25',
        expiresOn: '2026-12-27',
        usedOn: null,
        makeupDay: null,
        state: 'valid',
      },
    ]);
  });

  it('finds the lesson a record from the student page is about, for the notice too', async () => {
    const { absent, credits, novemberCredit } = await minjiOnTheTimetable();
    await novemberCredit();
    // The Friday of 12/4 10:00 is 216 hours ahead: a record without a key finds it.
    const response = await absent('사전취소', '2026-12-04');
    // November's credit is taken: December counts anew.
    expect(response.json().message).toContain('보강권 1장이 생겼으니');
    expect((await credits()).map((credit) => [credit.lessonDay, credit.reason])).toEqual([
      ['2026-12-04', '사전취소'],
      ['2026-11-27', '사전취소'],
    ]);
  });

  it('caps a student’s own credits at one a month, but never a teacher’s 강사사정', async () => {
    const { absent, thursdays, credits, novemberCredit, decemberCredit } = await minjiOnTheTimetable();
    await novemberCredit();
    await decemberCredit();
    const second = await absent('사전취소', '2026-12-10', `s${thursdays}@2026-12-10`);
    expect(second.json().message).toContain('보강권은 생기지 않았습니다');
    const teacher = await absent('강사사정', '2026-12-17', `s${thursdays}@2026-12-17`);
    expect(teacher.json().message).toContain('보강권 1장이 생겼으니');
    expect((await credits()).map((credit) => [credit.lessonDay, credit.reason])).toEqual([
      ['2026-12-17', '강사사정'],
      ['2026-12-04', '사전취소'],
      ['2026-11-27', '사전취소'],
    ]);
  });

  it('grants nothing for a 당일취소', async () => {
    const { absent, absentOk, thursdays, credits, novemberCredit } = await minjiOnTheTimetable();
    await absentOk('사전취소', '2026-11-26', `s${thursdays}@2026-11-26`);
    await novemberCredit();
    const before = await credits();
    expect(before).toHaveLength(1);
    t.clock.set('2026-11-26T14:00:00+09:00');
    // The 11/26 lesson already holds its 사전취소; a second lesson record of the day has no key.
    expect((await absent('당일취소', '2026-11-26')).statusCode).toBe(200);
    expect(await credits()).toEqual(before);
  });

  it('books a 보강 with the credit that runs out first, and refuses one without any', async () => {
    const { kim, minji, credits, novemberCredit, decemberCredit } = await minjiOnTheTimetable();
    await decemberCredit();
    await novemberCredit();
    t.clock.set('2026-11-26T14:00:00+09:00');
    const makeup = await makeupOn(kim, minji, '2026-12-01');
    expect(makeup.statusCode).toBe(201);
    expect(makeup.json()).toMatchObject({ kind: 'makeup', name: '민지', studentId: minji });
    const after = await credits();
    expect(after.find((credit) => credit.lessonDay === '2026-11-27')).toMatchObject({
      state: 'used',
      usedOn: '2026-11-26',
    });
    expect(after.find((credit) => credit.lessonDay === '2026-12-04')).toMatchObject({
      state: 'valid',
      usedOn: null,
    });
    const seoyeon = (await api.detail(t.app, kim, '서연')).json().id as number;
    const none = await makeupOn(kim, seoyeon, '2026-12-01', 19);
    expect([none.statusCode, none.json().error]).toEqual([
      409,
      { code: 'calendar.no_credit', message: '사용할 수 있는 보강권이 없습니다.' },
    ]);
    // Nothing of the refused 보강 stays on the calendar.
    const day = (await call(t.app, kim, 'GET', '/api/calendar?from=2026-12-01&to=2026-12-01')).json();
    expect(day.map((item: { name: string }) => item.name)).toEqual(['민지']);
  });

  it('gives the credit back when the 보강 is deleted', async () => {
    const { kim, minji, credits, novemberCredit } = await minjiOnTheTimetable();
    await novemberCredit();
    t.clock.set('2026-11-26T14:00:00+09:00');
    expect((await makeupOn(kim, minji, '2026-12-01')).statusCode).toBe(201);
    expect((await credits())[0]).toMatchObject({ state: 'used', usedOn: '2026-11-26' });
    const day = (await call(t.app, kim, 'GET', '/api/calendar?from=2026-12-01&to=2026-12-01')).json();
    const removed = await call(t.app, kim, 'DELETE', `/api/calendar/one-offs/${day[0].oneOffId}`);
    expect(removed.statusCode).toBe(200);
    expect((await credits()).find((credit) => credit.lessonDay === '2026-11-27')).toMatchObject({
      state: 'valid',
      usedOn: null,
    });
  });

  it('takes an unused credit back when its record is corrected or deleted, and grants anew on a correction back', async () => {
    const { kim, credits, decemberCredit, teacherCredit } = await minjiOnTheTimetable();
    await decemberCredit();
    await teacherCredit();
    const december17 = await recordOf(kim, '2026-12-17');
    expect((await api.correct(t.app, kim, december17.id, { status: '사전취소' })).statusCode).toBe(200);
    // Now a student's 사전취소 in December, where one is already granted: the cap leaves none.
    expect((await credits()).find((credit) => credit.lessonDay === '2026-12-17')?.state).toBe('revoked');
    expect((await api.correct(t.app, kim, december17.id, { status: '강사사정' })).statusCode).toBe(200);
    expect((await credits()).find((credit) => credit.lessonDay === '2026-12-17')).toMatchObject({
      state: 'valid',
      reason: '강사사정',
    });
    expect((await api.remove(t.app, kim, december17.id, { reason: '잘못 기록함' })).statusCode).toBe(200);
    expect((await credits()).find((credit) => credit.lessonDay === '2026-12-17')?.state).toBe('revoked');
  });

  it('shows a credit past its last day as expired, and no 보강 can use it', async () => {
    const minji = await minjiOnTheTimetable();
    await minji.novemberCredit();
    await minji.decemberCredit();
    await minji.teacherCredit();
    const december17 = await recordOf(minji.kim, '2026-12-17');
    expect((await api.remove(t.app, minji.kim, december17.id, { reason: '잘못 기록함' })).statusCode).toBe(
      200,
    );
    t.clock.set('2026-12-28T10:00:00+09:00');
    // A month on, the session has lapsed: the teacher signs in again.
    await minji.signInAgain();
    const states = (await minji.credits()).map((credit) => [credit.lessonDay, credit.state]);
    expect(states).toEqual([
      ['2026-12-17', 'revoked'],
      ['2026-12-04', 'valid'],
      ['2026-11-27', 'expired'],
    ]);
    expect((await makeupOn(minji.kim, minji.minji, '2026-12-29')).statusCode).toBe(201);
    const next = await makeupOn(minji.kim, minji.minji, '2026-12-30');
    expect(next.json().error.code).toBe('calendar.no_credit');
  });

  it('lets the owner read any student’s credits and publishes the rules that grant them', async () => {
    const { kim, novemberCredit, decemberCredit, teacherCredit } = await minjiOnTheTimetable();
    await novemberCredit();
    await decemberCredit();
    await teacherCredit();
    const owner = await signIn(t.app, 'owner');
    const detail = await api.detail(t.app, owner, '민지', `?teacherId=${kim.id}`);
    expect((detail.json().credits as Credit[]).length).toBe(3);
    const rules = (await t.app.inject({ url: '/api/site/lessons' })).json().lessons;
    expect(rules).toMatchObject({ noticeHours: 48, creditDays: 30, monthlyCap: 1 });
  });
});
