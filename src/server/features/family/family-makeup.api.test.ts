/**
 * 보강 예약 by a family: off until the owner allows it, the teacher's free places of 14 days
 * (closed days, taken halves and past hours left out), a booking that spends the oldest credit
 * and shows among the lessons ahead, refusals in Korean, another family's student out of
 * reach, and races: one credit booked once, one place taken once. On both databases.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asFamily, signInFamily } from '../../testing/family.ts';
import { raceBehindRow } from '../../testing/row-barrier.ts';
import { type SignedIn, signIn } from '../../testing/sign-in.ts';
import { api, call, countStatuses, setLessonRules } from '../../testing/students.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { addLesson } from '../../testing/timetable.ts';

// Wednesday 25 November 2026, 10:00 in Seoul.
const NOW = '2026-11-25T10:00:00+09:00';

describe('a family books a 보강', () => {
  let t: TestApp;
  let owner: SignedIn;
  let kim: SignedIn;
  let lee: SignedIn;
  let minji: number;
  let thursdays: number;
  let family: string;
  let suaFamily: string;
  let leeFamily: string;
  beforeAll(async () => {
    t = await createTestApp({ now: NOW });
    owner = await signIn(t.app, 'owner');
    kim = await signIn(t.app, 'teacher');
    lee = await signIn(t.app, 'teacher');
    minji = (await api.add(t.app, kim, { name: '민지', lesson: 4 })).json().student.id;
    await api.add(t.app, kim, { name: '수아', lesson: 4 });
    await api.add(t.app, lee, { name: '하준', lesson: 4 });
    thursdays = (
      await addLesson(t.app, kim, { day: '목', time: 15, type: '1시간', name: '민지', studentId: minji })
    ).json().seriesId;
    await call(t.app, owner, 'POST', '/api/closures', { from: '2026-12-01', to: '2026-12-01', name: '점검' });
    family = await signInFamily(t.app, kim, '민지');
    suaFamily = await signInFamily(t.app, kim, '수아');
    leeFamily = await signInFamily(t.app, lee, '하준');
    // 12/3 15:00 is 197 hours away: this 사전취소 grants 민지 one credit.
    const absence = await api.lesson(t.app, kim, '민지', {
      status: '사전취소',
      date: '2026-12-03',
      occurrence: `s${thursdays}@2026-12-03`,
    });
    expect(absence.json().message).toContain('보강권 1장이 생겼으니');
  });
  afterAll(async () => {
    await t.close();
  });

  /** The portal names a student by id; the names of this file are each one student's. */
  const idOf = async (name: string) =>
    Number(
      (await t.db.selectFrom('students').select('id').where('name', '=', name).executeTakeFirstOrThrow()).id,
    );
  const slots = async (cookie: string | null, name = '민지') =>
    asFamily(t.app, cookie, 'GET', `/api/family/makeup-slots?studentId=${await idOf(name)}`);
  const book = async (cookie: string | null, place: object, name = '민지') =>
    asFamily(t.app, cookie, 'POST', '/api/family/makeup', { studentId: await idOf(name), ...place });

  it('is off by default: nothing offered, a booking refused in Korean, no credit spent', async () => {
    expect((await t.app.inject({ url: '/api/site/lessons' })).json().lessons.familyBooking).toBe(false);
    expect((await slots(family)).json()).toEqual({ allowed: false, validCredits: 0, cells: [] });
    const refused = await book(family, { date: '2026-12-02', time: 11, type: '1시간' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toEqual({
      code: 'family.makeup_off',
      message: '이 학원은 가족이 보강을 직접 예약하지 않습니다. 선생님께 말씀해 주세요.',
    });
    expect(await t.db.selectFrom('lesson_one_offs').select('id').execute()).toEqual([]);
  });

  it('once allowed, lists the teacher’s free places of 14 days without closed days, taken halves or past hours', async () => {
    await setLessonRules(t.app, owner, { familyBooking: true });
    const offer = (await slots(family)).json();
    expect(offer.allowed).toBe(true);
    expect(offer.validCredits).toBe(1);
    const cells = offer.cells as { date: string; time: number; types: string[] }[];
    // Today at 10:00: 9시 is gone, 10시 only its second half starts later.
    expect(cells.slice(0, 2)).toEqual([
      { date: '2026-11-25', time: 10, types: ['2부'] },
      { date: '2026-11-25', time: 11, types: ['1시간', '1부', '2부'] },
    ]);
    expect(cells.find((cell) => cell.date === '2026-11-26' && cell.time === 15)).toBeUndefined();
    expect(cells.find((cell) => cell.date === '2026-12-03' && cell.time === 15)).toBeUndefined();
    expect(cells.filter((cell) => cell.date === '2026-12-01')).toEqual([]);
    expect(cells.filter((cell) => cell.date === '2026-11-26')).toHaveLength(12);
    expect(cells.at(-1)).toEqual({ date: '2026-12-08', time: 21, types: ['1시간', '1부', '2부'] });
    // 14 days, one closed, 13 hours each, less today's 9시, 26일 15시 and 3일 15시 (recorded).
    expect(cells).toHaveLength(13 * 13 - 3);
  });

  it('refuses a taken, closed, past or too distant place, and a student with no credit', async () => {
    const cases = [
      [{ date: '2026-11-26', time: 15, type: '2부' }, 'family.makeup_slot_taken'],
      [{ date: '2026-12-01', time: 11, type: '1시간' }, 'family.makeup_slot_taken'],
      [{ date: '2026-11-25', time: 10, type: '1부' }, 'family.makeup_slot_taken'],
      [{ date: '2026-12-09', time: 11, type: '1시간' }, 'family.makeup_out_of_window'],
    ] as const;
    for (const [place, code] of cases) {
      const refused = await book(family, place);
      expect(refused.statusCode, JSON.stringify(place)).toBe(409);
      expect(refused.json().error.code).toBe(code);
    }
    expect((await slots(suaFamily, '수아')).json()).toEqual({ allowed: true, validCredits: 0, cells: [] });
    const none = await book(suaFamily, { date: '2026-12-02', time: 11, type: '1시간' }, '수아');
    expect(none.statusCode).toBe(409);
    expect(none.json().error).toEqual({
      code: 'family.makeup_no_credit',
      message: '사용할 수 있는 보강권이 없습니다. 보강권이 있어야 보강을 예약할 수 있습니다.',
    });
    expect(await t.db.selectFrom('lesson_one_offs').select('id').execute()).toEqual([]);
  });

  it('reaches only the session’s own students, and only with a family session', async () => {
    for (const cookie of [suaFamily, leeFamily]) {
      expect((await slots(cookie)).statusCode).toBe(404);
      const other = await book(cookie, { date: '2026-12-02', time: 11, type: '1시간' });
      expect(other.statusCode).toBe(404);
      expect(other.json().error.code).toBe('family.student_not_found');
    }
    expect((await slots(null)).statusCode).toBe(401);
    expect((await book(kim.cookie, { date: '2026-12-02', time: 11, type: '1시간' })).statusCode).toBe(401);
    expect((await book(owner.cookie, { date: '2026-12-02', time: 11, type: '1시간' })).statusCode).toBe(401);
    expect(await t.db.selectFrom('lesson_one_offs').select('id').execute()).toEqual([]);
  });

  it('books a free place with the credit, by the family, audited; it shows among the lessons ahead', async () => {
    const booked = await book(family, { date: '2026-12-02', time: 11, type: '1시간' });
    expect(booked.statusCode).toBe(201);
    expect(booked.json()).toMatchObject({
      message: '12월 2일 (수) 오전 11시 1시간 보강을 예약했습니다. 보강권 1장을 사용했습니다.',
      lesson: { date: '2026-12-02', time: 11, type: '1시간' },
    });
    const student = (await asFamily(t.app, family, 'GET', '/api/family/me')).json().students[0];
    expect(student.upcoming.find((lesson: { date: string }) => lesson.date === '2026-12-02')).toMatchObject({
      time: 11,
      type: '1시간',
      kind: 'makeup',
      key: booked.json().lesson.key,
    });
    expect(student.credits).toMatchObject([{ state: 'used', usedOn: '2026-11-25' }]);
    const audit = await t.db
      .selectFrom('audit_log')
      .select(['actor_name', 'action'])
      .where('action', '=', 'calendar.one_off.create')
      .executeTakeFirstOrThrow();
    expect(audit).toEqual({ actor_name: '민지 가족', action: 'calendar.one_off.create' });
    expect((await slots(family)).json()).toEqual({ allowed: true, validCredits: 0, cells: [] });
    const again = await book(family, { date: '2026-12-04', time: 11, type: '1시간' });
    expect(again.json().error.code).toBe('family.makeup_no_credit');
  });

  it('20 bookings at once with one credit: one 보강', async () => {
    const absence = await api.lesson(t.app, kim, '민지', {
      status: '강사사정',
      date: '2026-12-10',
      occurrence: `s${thursdays}@2026-12-10`,
    });
    expect(absence.statusCode).toBe(200);
    const responses = await raceBehindRow(
      t,
      { advisory: `lesson_slots:${kim.id}` },
      () =>
        Promise.all(
          Array.from({ length: 20 }, (_, index) =>
            book(family, { date: '2026-12-07', time: 9 + (index % 10), type: index < 10 ? '1부' : '2부' }),
          ),
        ),
      20,
    );
    expect(countStatuses(responses)).toEqual({ 201: 1, 409: 19 });
    for (const response of responses.filter((r) => r.statusCode === 409)) {
      expect(response.json().error.code).toBe('family.makeup_no_credit');
    }
    const made = await t.db
      .selectFrom('lesson_one_offs')
      .select('id')
      .where('on_date', '=', '2026-12-07')
      .execute();
    expect(made).toHaveLength(1);
  });

  it('two families at once for one place: one has it, the other is told it is taken', async () => {
    await api.add(t.app, kim, { name: '서준', lesson: 4 });
    const seojun = (await api.list(t.app, kim)).json().find((s: { name: string }) => s.name === '서준').id;
    const fridays = (
      await addLesson(t.app, kim, { day: '금', time: 9, type: '1부', name: '서준', studentId: seojun })
    ).json().seriesId;
    await api.lesson(t.app, kim, '서준', {
      status: '강사사정',
      date: '2026-12-04',
      occurrence: `s${fridays}@2026-12-04`,
    });
    await api.lesson(t.app, kim, '민지', {
      status: '강사사정',
      date: '2026-12-17',
      occurrence: `s${thursdays}@2026-12-17`,
    });
    const seojunFamily = await signInFamily(t.app, kim, '서준');
    const place = { date: '2026-12-08', time: 14, type: '1시간' };
    const responses = await raceBehindRow(
      t,
      { advisory: `lesson_slots:${kim.id}` },
      () => Promise.all([book(family, place), book(seojunFamily, place, '서준')]),
      2,
    );
    expect(countStatuses(responses)).toEqual({ 201: 1, 409: 1 });
    expect(responses.find((r) => r.statusCode === 409)?.json().error.code).toBe('family.makeup_slot_taken');
    const made = await t.db
      .selectFrom('lesson_one_offs')
      .select('id')
      .where('on_date', '=', '2026-12-08')
      .execute();
    expect(made).toHaveLength(1);
    const used = await t.db
      .selectFrom('makeup_credits')
      .select('id')
      .where('used_one_off_id', 'is not', null)
      .execute();
    // The first booking's, the raced credit's, and this place's.
    expect(used).toHaveLength(3);
  });
});
