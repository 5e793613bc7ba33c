/**
 * 연습 기록 through the API, on both databases: a family logs its own student's practice by day
 * (Seoul), never ahead of today and never past 24 hours in a day however many phones log at
 * once; the week comes back with its total, the days practised and the streak; the student's
 * staff read it, and no one else reaches it.
 */

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { statusAndCode } from '../../testing/errors.ts';
import { asFamily, signInFamily } from '../../testing/family.ts';
import { appWithOwner } from '../../testing/owner-app.ts';
import { raceEachBehindRow } from '../../testing/row-barrier.ts';
import { type SignedIn, signIn } from '../../testing/sign-in.ts';
import { api, call, countStatuses } from '../../testing/students.ts';
import type { TestApp } from '../../testing/test-app.ts';

// Wednesday 25 November 2026, 20:00 in Seoul (11:00 UTC): week 2026-W48, Monday the 23rd.
const NOW = '2026-11-25T20:00:00+09:00';

describe('practice log', () => {
  let t: TestApp;
  let owner: SignedIn;
  let kim: SignedIn;
  let lee: SignedIn;
  let names = 0;
  /** A student of the teacher, and the cookie of its family. */
  const student = async (teacher: SignedIn) => {
    const name = `연습생${++names}`;
    const id = (await api.add(t.app, teacher, { name })).json().student.id as number;
    return { id, name, family: await signInFamily(t.app, teacher, name) };
  };
  const log = (family: string | null, body: object) =>
    asFamily(t.app, family, 'POST', '/api/family/practice', body);
  const week = (family: string | null, query: string) =>
    asFamily(t.app, family, 'GET', `/api/family/practice?${query}`);

  beforeAll(async () => {
    ({ t, owner } = await appWithOwner({ now: NOW }));
    kim = await signIn(t.app, 'teacher');
    lee = await signIn(t.app, 'teacher');
  });
  afterAll(() => t.close());

  it('logs practice and reads the week back with its total, days practised, streak and pieces', async () => {
    const { id, family } = await student(kim);
    await call(t.app, kim, 'POST', `/api/member/${id}/repertoire`, { title: '캐논' });
    await call(t.app, kim, 'POST', `/api/member/${id}/repertoire`, { title: '아리랑', stage: '완성' });
    expect((await log(family, { studentId: id, date: '2026-11-22', minutes: 20 })).statusCode).toBe(201);
    expect(
      (await log(family, { studentId: id, date: '2026-11-23', minutes: 30, piece: '캐논' })).statusCode,
    ).toBe(201);
    expect(
      (await log(family, { studentId: id, date: '2026-11-24', minutes: 15, piece: '' })).statusCode,
    ).toBe(201);
    const logged = await log(family, {
      studentId: id,
      date: '2026-11-24',
      minutes: 40,
      piece: '  音階   연습 ',
    });
    expect(logged.statusCode).toBe(201);
    const body = logged.json();
    expect(body.message).toBe('연습 40분을 기록했습니다. 이날 모두 55분입니다.');
    expect(body.entry).toEqual({
      id: body.entry.id,
      date: '2026-11-24',
      minutes: 40,
      piece: '音階 연습',
      loggedAt: '2026-11-25T11:00:00.000Z',
    });
    const read = await week(family, `studentId=${id}`);
    expect(read.statusCode).toBe(200);
    expect(read.headers['cache-control']).toBe('private, no-store');
    const { entries, ...rest } = read.json();
    expect(rest).toEqual({
      studentId: id,
      week: '2026-W48',
      today: '2026-11-25',
      days: [
        { date: '2026-11-23', minutes: 30 },
        { date: '2026-11-24', minutes: 55 },
        { date: '2026-11-25', minutes: 0 },
        { date: '2026-11-26', minutes: 0 },
        { date: '2026-11-27', minutes: 0 },
        { date: '2026-11-28', minutes: 0 },
        { date: '2026-11-29', minutes: 0 },
      ],
      totalMinutes: 85,
      daysPractised: 2,
      // Sunday (last week) to Tuesday: today has nothing yet and does not break it.
      streak: 3,
      pieces: ['캐논', '아리랑'],
    });
    expect(
      entries.map((entry: { minutes: number; piece: string | null }) => [entry.minutes, entry.piece]),
    ).toEqual([
      [40, '音階 연습'],
      [15, null],
      [30, '캐논'],
    ]);
    expect(body.week).toEqual(read.json());
    // Last week holds only Sunday's.
    expect((await week(family, `studentId=${id}&week=2026-W47`)).json()).toMatchObject({
      totalMinutes: 20,
      daysPractised: 1,
      streak: 3,
    });
    // The staff see the same week.
    const staffRead = await call(t.app, kim, 'GET', `/api/member/${id}/practice`);
    expect(staffRead.json()).toEqual(read.json());
    expect(
      (await call(t.app, owner, 'GET', `/api/member/${id}/practice?week=2026-W47`)).json().totalMinutes,
    ).toBe(20);
  });

  it('takes the day in Seoul: past midnight there, today is logged and tomorrow refused', async () => {
    const { id, family } = await student(kim);
    try {
      // 00:10 on the 26th in Seoul is still the 25th in UTC.
      t.clock.set('2026-11-26T00:10:00+09:00');
      expect((await log(family, { studentId: id, date: '2026-11-26', minutes: 10 })).statusCode).toBe(201);
      expect(statusAndCode(await log(family, { studentId: id, date: '2026-11-27', minutes: 10 }))).toEqual([
        400,
        'practice.date_future',
      ]);
      expect(statusAndCode(await log(family, { studentId: id, date: '2026-10-25', minutes: 10 }))).toEqual([
        400,
        'practice.date_too_old',
      ]);
      expect((await log(family, { studentId: id, date: '2026-10-26', minutes: 10 })).statusCode).toBe(201);
    } finally {
      t.clock.set(NOW);
    }
  });

  it('holds a day to 24 hours for a student, all entries together', async () => {
    const { id, family } = await student(kim);
    expect((await log(family, { studentId: id, date: '2026-11-25', minutes: 1000 })).statusCode).toBe(201);
    const last = await log(family, { studentId: id, date: '2026-11-25', minutes: 440 });
    expect(last.json().message).toBe('연습 7시간 20분을 기록했습니다. 이날 모두 24시간입니다.');
    const over = await log(family, { studentId: id, date: '2026-11-25', minutes: 1 });
    expect(statusAndCode(over)).toEqual([409, 'practice.day_full']);
    expect(over.json().error.message).toBe('하루에 기록할 수 있는 연습은 모두 합해 24시간까지입니다.');
    // Another day has its own 24 hours.
    expect((await log(family, { studentId: id, date: '2026-11-24', minutes: 1440 })).statusCode).toBe(201);
    expect((await week(family, `studentId=${id}`)).json().totalMinutes).toBe(2880);
  });

  it('keeps the 24 hours under many phones logging at the same moment', async () => {
    const { id, family } = await student(kim);
    expect((await log(family, { studentId: id, date: '2026-11-25', minutes: 1000 })).statusCode).toBe(201);
    const responses = await raceEachBehindRow(t, { table: 'students', id }, 20, () =>
      log(family, { studentId: id, date: '2026-11-25', minutes: 100 }),
    );
    expect(countStatuses(responses)).toEqual({ 201: 4, 409: 16 });
    const rows = await t.db
      .selectFrom('practice_entries')
      .select(['minutes'])
      .where('student_id', '=', id)
      .where('day', '=', '2026-11-25')
      .execute();
    expect(rows.reduce((sum, row) => sum + Number(row.minutes), 0)).toBe(1400);
    expect(rows).toHaveLength(5);
  });

  it('lets a family reach only its own students, staff only theirs, and no one without a session', async () => {
    const mine = await student(kim);
    const theirs = await student(lee);
    const entry = (await log(mine.family, { studentId: mine.id, date: '2026-11-25', minutes: 30 })).json()
      .entry;

    expect(
      statusAndCode(await log(theirs.family, { studentId: mine.id, date: '2026-11-25', minutes: 30 })),
    ).toEqual([404, 'family.student_not_found']);
    expect(statusAndCode(await week(theirs.family, `studentId=${mine.id}`))).toEqual([
      404,
      'family.student_not_found',
    ]);
    expect(
      statusAndCode(await asFamily(t.app, theirs.family, 'DELETE', `/api/family/practice/${entry.id}`)),
    ).toEqual([404, 'practice.entry_not_found']);
    expect(statusAndCode(await log(null, { studentId: mine.id, date: '2026-11-25', minutes: 30 }))).toEqual([
      401,
      'family.required',
    ]);
    expect(statusAndCode(await week(null, `studentId=${mine.id}`))).toEqual([401, 'family.required']);
    // A staff session is no family's.
    expect(statusAndCode(await week(kim.cookie, `studentId=${mine.id}`))).toEqual([401, 'family.required']);

    expect(statusAndCode(await call(t.app, lee, 'GET', `/api/member/${mine.id}/practice`))).toEqual([
      404,
      'practice.student_not_found',
    ]);
    expect(
      statusAndCode(await call(t.app, lee, 'GET', `/api/member/${mine.id}/practice?teacherId=${kim.id}`)),
    ).toEqual([403, 'auth.other_teacher']);
    expect(statusAndCode(await call(t.app, null, 'GET', `/api/member/${mine.id}/practice`))).toEqual([
      401,
      'auth.required',
    ]);
    expect(
      statusAndCode(await asFamily(t.app, mine.family, 'GET', `/api/member/${mine.id}/practice`)),
    ).toEqual([401, 'auth.required']);
    expect((await call(t.app, owner, 'GET', `/api/member/${mine.id}/practice`)).json().totalMinutes).toBe(30);

    // The this-week totals: a teacher's own students, the owner everyone's.
    const kimTotals = (await call(t.app, kim, 'GET', '/api/practice/this-week')).json();
    expect(kimTotals.week).toBe('2026-W48');
    const ids = (list: { studentId: number }[]) => list.map((each) => each.studentId);
    expect(ids(kimTotals.students)).toContain(mine.id);
    expect(kimTotals.students.find((each: { studentId: number }) => each.studentId === mine.id)).toEqual({
      studentId: mine.id,
      totalMinutes: 30,
      daysPractised: 1,
    });
    await log(theirs.family, { studentId: theirs.id, date: '2026-11-24', minutes: 25 });
    expect(ids((await call(t.app, kim, 'GET', '/api/practice/this-week')).json().students)).not.toContain(
      theirs.id,
    );
    expect(ids((await call(t.app, lee, 'GET', '/api/practice/this-week')).json().students)).toEqual([
      theirs.id,
    ]);
    expect(ids((await call(t.app, owner, 'GET', '/api/practice/this-week')).json().students)).toEqual(
      expect.arrayContaining([mine.id, theirs.id]),
    );

    // The family takes back its own entry, once.
    const removed = await asFamily(t.app, mine.family, 'DELETE', `/api/family/practice/${entry.id}`);
    expect(removed.statusCode).toBe(200);
    expect(removed.json().message).toBe('연습 30분 기록을 지웠습니다.');
    expect(removed.json().week.totalMinutes).toBe(0);
    expect(
      statusAndCode(await asFamily(t.app, mine.family, 'DELETE', `/api/family/practice/${entry.id}`)),
    ).toEqual([404, 'practice.entry_not_found']);
  });

  it('refuses malformed input with a Korean 4xx and stores nothing', async () => {
    const { id, family } = await student(kim);
    const cases: [object, string][] = [
      [{ studentId: id, date: '2026-11-25', minutes: 0 }, 'practice.minutes_invalid'],
      [{ studentId: id, date: '2026-11-25', minutes: 1441 }, 'practice.minutes_invalid'],
      [{ studentId: id, date: '2026-11-25', minutes: 1.5 }, 'practice.minutes_invalid'],
      [{ studentId: id, date: '2026-11-25', minutes: '30' }, 'practice.minutes_invalid'],
      [{ studentId: id, date: '2026-11-25' }, 'practice.minutes_invalid'],
      [{ studentId: id, date: '2026-02-30', minutes: 30 }, 'practice.date_invalid'],
      [{ studentId: id, date: '25.11.2026', minutes: 30 }, 'practice.date_invalid'],
      [{ studentId: id, date: 'x'.repeat(100_000), minutes: 30 }, 'practice.date_invalid'],
      [{ studentId: id, minutes: 30 }, 'practice.date_invalid'],
      [
        { studentId: id, date: '2026-11-25', minutes: 30, piece: '가'.repeat(101) },
        'practice.piece_too_long',
      ],
      [
        { studentId: id, date: '2026-11-25', minutes: 30, piece: 'x'.repeat(1_000_000) },
        'practice.piece_too_long',
      ],
      [{ studentId: id, date: '2026-11-25', minutes: 30, piece: '캐논\u0000' }, 'text_control'],
      [{ studentId: id, date: '2026-11-25', minutes: 30, piece: '캐논\u202e' }, 'text_direction'],
      [{ studentId: id, date: '2026-11-25', minutes: 30, piece: 7 }, 'practice.piece_too_long'],
      [{ studentId: 2 ** 31, date: '2026-11-25', minutes: 30 }, 'family.student_not_found'],
      [{ studentId: String(id), date: '2026-11-25', minutes: 30 }, 'family.student_not_found'],
    ];
    for (const [body, code] of cases) {
      expect(statusAndCode(await log(family, body)), JSON.stringify(body).slice(0, 60)).toEqual([400, code]);
    }
    for (const bad of ['2026-W54', '2027-W53', '2026-48', '2026-W4', '2026-W48x', '%00', 'x'.repeat(5000)]) {
      expect(
        statusAndCode(await week(family, `studentId=${id}&week=${encodeURIComponent(bad)}`)),
        bad,
      ).toEqual([400, 'practice.week_invalid']);
      expect(
        statusAndCode(
          await call(t.app, kim, 'GET', `/api/member/${id}/practice?week=${encodeURIComponent(bad)}`),
        ),
      ).toEqual([400, 'practice.week_invalid']);
    }
    expect(statusAndCode(await week(family, 'studentId=abc'))).toEqual([400, 'invalid_input']);
    expect((await week(family, `studentId=${id}&week=2026-W53`)).statusCode).toBe(200);
    expect((await week(family, `studentId=${id}`)).json().entries).toEqual([]);
  });
});
