/**
 * 보강 예약 by a family: off until the owner allows it, the teacher's free places of 14 days
 * (closed days, taken halves and past hours left out), a booking that spends the oldest credit
 * and shows among the lessons ahead, refusals in Korean, another family's student out of
 * reach, and races: one credit booked once, one place taken once. On both databases.
 */
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { latestAuditEntry } from '../../testing/audit-entries.ts';
import { asFamily, signInFamily, studentWithFamily } from '../../testing/family.ts';
import { raceBehindRow, raceEachBehindRow } from '../../testing/row-barrier.ts';
import { signIn } from '../../testing/sign-in.ts';
import {
  api,
  call,
  countStatuses,
  newStudent,
  setLessonRules,
  studioForEachTest,
} from '../../testing/students.ts';
import { withTestApp } from '../../testing/test-app.ts';

// Wednesday 25 November 2026, 10:00 in Seoul.
const NOW = '2026-11-25T10:00:00+09:00';

/**
 * A teacher of the test's own with 민지 (4 lessons, Thursdays 15:00) and her family signed in;
 * 민지's 사전취소 of 12/3 (197 hours away) grants her one credit.
 */
async function minjisFamily(app: FastifyInstance) {
  const kim = await signIn(app, 'teacher');
  const {
    id: minji,
    series: [thursdays],
    family,
  } = await studentWithFamily(app, kim, { name: '민지', lesson: 4 }, [['목', 15, '1시간']]);
  const absence = await api.lesson(app, kim, '민지', {
    status: '사전취소',
    date: '2026-12-03',
    occurrence: `s${thursdays}@2026-12-03`,
  });
  expect(absence.json().message).toContain('보강권 1장이 생겼으니');
  return { kim, minji, thursdays: thursdays as number, family };
}

/** The portal names a student by id. */
const slots = (app: FastifyInstance, cookie: string | null, studentId: number) =>
  asFamily(app, cookie, 'GET', `/api/family/makeup-slots?studentId=${studentId}`);
const book = (app: FastifyInstance, cookie: string | null, studentId: number, place: object) =>
  asFamily(app, cookie, 'POST', '/api/family/makeup', { studentId, ...place });

/** The 보강 placed at a teacher's on a day. */
const oneOffsOn = async (app: FastifyInstance, teacherId: string, date: string) =>
  (
    await app.db.selectFrom('lesson_one_offs').selectAll().where('teacher_id', '=', teacherId).execute()
  ).filter((oneOff) => oneOff.on_date === date);

describe('a family books a 보강', () => {
  const studio = studioForEachTest(NOW);
  // Read by every test, changed by none: the studio closed on 12/1 and families allowed to book.
  beforeAll(async () => {
    const { t, owner } = studio;
    await call(t.app, owner, 'POST', '/api/closures', { from: '2026-12-01', to: '2026-12-01', name: '점검' });
    await setLessonRules(t.app, owner, { familyBooking: true });
  });

  it('is off by default: nothing offered, a booking refused in Korean, no credit spent', async () => {
    // The first rules show only on a fresh install: this test has its own.
    await withTestApp(
      async ({ app }) => {
        const { minji, family } = await minjisFamily(app);
        expect((await app.inject({ url: '/api/site/lessons' })).json().lessons.familyBooking).toBe(false);
        expect((await slots(app, family, minji)).json()).toEqual({
          allowed: false,
          validCredits: 0,
          cells: [],
        });
        const refused = await book(app, family, minji, { date: '2026-12-02', time: 11, type: '1시간' });
        expect(refused.statusCode).toBe(403);
        expect(refused.json().error).toEqual({
          code: 'family.makeup_off',
          message: '이 학원은 가족이 보강을 직접 예약하지 않습니다. 선생님께 말씀해 주세요.',
        });
        expect(await app.db.selectFrom('lesson_one_offs').select('id').execute()).toEqual([]);
      },
      { now: NOW },
    );
  });

  it('once allowed, lists the teacher’s free places of 14 days without closed days, taken halves or past hours', async () => {
    const { t } = studio;
    const { minji, family } = await minjisFamily(t.app);
    const offer = (await slots(t.app, family, minji)).json();
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
    const { t } = studio;
    const { kim, minji, family } = await minjisFamily(t.app);
    const cases = [
      [{ date: '2026-11-26', time: 15, type: '2부' }, 'family.makeup_slot_taken'],
      [{ date: '2026-12-01', time: 11, type: '1시간' }, 'family.makeup_slot_taken'],
      [{ date: '2026-11-25', time: 10, type: '1부' }, 'family.makeup_slot_taken'],
      [{ date: '2026-12-09', time: 11, type: '1시간' }, 'family.makeup_out_of_window'],
    ] as const;
    for (const [place, code] of cases) {
      const refused = await book(t.app, family, minji, place);
      expect(refused.statusCode, JSON.stringify(place)).toBe(409);
      expect(refused.json().error.code).toBe(code);
    }
    const { id: sua, family: suaFamily } = await studentWithFamily(t.app, kim, { name: '수아', lesson: 4 });
    expect((await slots(t.app, suaFamily, sua)).json()).toEqual({
      allowed: true,
      validCredits: 0,
      cells: [],
    });
    const none = await book(t.app, suaFamily, sua, { date: '2026-12-02', time: 11, type: '1시간' });
    expect(none.statusCode).toBe(409);
    expect(none.json().error).toEqual({
      code: 'family.makeup_no_credit',
      message: '사용할 수 있는 보강권이 없습니다. 보강권이 있어야 보강을 예약할 수 있습니다.',
    });
    expect(
      await t.db.selectFrom('lesson_one_offs').select('id').where('teacher_id', '=', kim.id).execute(),
    ).toEqual([]);
  });

  it('reaches only the session’s own students, and only with a family session', async () => {
    const { t, owner } = studio;
    const { kim, minji } = await minjisFamily(t.app);
    await newStudent(t.app, kim, { name: '수아', lesson: 4 });
    const suaFamily = await signInFamily(t.app, kim, '수아');
    const lee = await signIn(t.app, 'teacher');
    await newStudent(t.app, lee, { name: '하준', lesson: 4 });
    const leeFamily = await signInFamily(t.app, lee, '하준');
    for (const cookie of [suaFamily, leeFamily]) {
      expect((await slots(t.app, cookie, minji)).statusCode).toBe(404);
      const other = await book(t.app, cookie, minji, { date: '2026-12-02', time: 11, type: '1시간' });
      expect(other.statusCode).toBe(404);
      expect(other.json().error.code).toBe('family.student_not_found');
    }
    expect((await slots(t.app, null, minji)).statusCode).toBe(401);
    const place = { date: '2026-12-02', time: 11, type: '1시간' };
    expect((await book(t.app, kim.cookie, minji, place)).statusCode).toBe(401);
    expect((await book(t.app, owner.cookie, minji, place)).statusCode).toBe(401);
    expect(
      await t.db.selectFrom('lesson_one_offs').select('id').where('teacher_id', '=', kim.id).execute(),
    ).toEqual([]);
  });

  it('books a free place with the credit, by the family, audited; it shows among the lessons ahead', async () => {
    const { t } = studio;
    const { minji, family } = await minjisFamily(t.app);
    const booked = await book(t.app, family, minji, { date: '2026-12-02', time: 11, type: '1시간' });
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
    // The newest entry of the log: nothing was written since the booking.
    const audit = await latestAuditEntry(t.db);
    expect(audit).toMatchObject({ actor_name: '민지 가족', action: 'calendar.one_off.create' });
    expect((await slots(t.app, family, minji)).json()).toEqual({ allowed: true, validCredits: 0, cells: [] });
    const again = await book(t.app, family, minji, { date: '2026-12-04', time: 11, type: '1시간' });
    expect(again.json().error.code).toBe('family.makeup_no_credit');
  });

  it('20 bookings at once with one credit: one 보강', async () => {
    const { t } = studio;
    const { kim, minji, family } = await minjisFamily(t.app);
    const responses = await raceEachBehindRow(t, { advisory: `lesson_slots:${kim.id}` }, 20, (index) =>
      book(t.app, family, minji, {
        date: '2026-12-07',
        time: 9 + (index % 10),
        type: index < 10 ? '1부' : '2부',
      }),
    );
    expect(countStatuses(responses)).toEqual({ 201: 1, 409: 19 });
    for (const response of responses.filter((r) => r.statusCode === 409)) {
      expect(response.json().error.code).toBe('family.makeup_no_credit');
    }
    expect(await oneOffsOn(t.app, kim.id, '2026-12-07')).toHaveLength(1);
  });

  it('two families at once for one place: one has it, the other is told it is taken', async () => {
    const { t } = studio;
    const { kim, minji, family } = await minjisFamily(t.app);
    const {
      id: seojun,
      series: [fridays],
      family: seojunFamily,
    } = await studentWithFamily(t.app, kim, { name: '서준', lesson: 4 }, [['금', 9, '1부']]);
    await api.lesson(t.app, kim, '서준', {
      status: '강사사정',
      date: '2026-12-04',
      occurrence: `s${fridays}@2026-12-04`,
    });
    const place = { date: '2026-12-08', time: 14, type: '1시간' };
    const responses = await raceBehindRow(
      t,
      { advisory: `lesson_slots:${kim.id}` },
      () => Promise.all([book(t.app, family, minji, place), book(t.app, seojunFamily, seojun, place)]),
      2,
    );
    expect(countStatuses(responses)).toEqual({ 201: 1, 409: 1 });
    expect(responses.find((r) => r.statusCode === 409)?.json().error.code).toBe('family.makeup_slot_taken');
    expect(await oneOffsOn(t.app, kim.id, '2026-12-08')).toHaveLength(1);
    const used = await t.db
      .selectFrom('makeup_credits')
      .select('student_id')
      .where('student_id', 'in', [minji, seojun])
      .where('used_one_off_id', 'is not', null)
      .execute();
    // Only the winner's credit is spent; the other family keeps its own.
    expect(used).toHaveLength(1);
  });
});
