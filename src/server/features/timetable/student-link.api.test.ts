/** Linking a timetable entry to one of the teacher's own students, and who is expected today. */
import { describe, expect, it } from 'vitest';
import { appForTests } from '../../testing/app-for-tests.ts';
import { type SignedIn, signIn } from '../../testing/sign-in.ts';
import { api as students } from '../../testing/students.ts';
import { type TestApp, withTestApp } from '../../testing/test-app.ts';
import { addLesson, newSeries, week, weeklyLessons } from '../../testing/timetable.ts';

// Saturday 10:00 in Seoul: today's weekday is 토.
const NOW = '2026-11-21T10:00:00+09:00';

async function register(t: TestApp, who: SignedIn, name: string): Promise<number> {
  const response = await students.add(t.app, who, { name, lesson: 4 });
  expect(response.statusCode).toBe(201);
  return response.json().student.id as number;
}

/** Two teachers of the test's own: 김민수 and the archived 박지훈 the teacher's, 이서연 the other's. */
async function teachers(t: TestApp) {
  const teacher = await signIn(t.app, 'teacher');
  const other = await signIn(t.app, 'teacher');
  const mine = await register(t, teacher, '김민수');
  const theirs = await register(t, other, '이서연');
  const archived = await register(t, teacher, '박지훈');
  expect((await students.archive(t.app, teacher, '박지훈')).statusCode).toBe(200);
  return { teacher, other, mine, theirs, archived };
}

/**
 * Their week: the teacher's 김민수 on Saturdays at 14 and Sundays at 10 and a 체험 on Saturdays at
 * 10 (2부), the other's 이서연 on Saturdays at 11 (1부).
 */
async function placedWeek(t: TestApp) {
  const people = await teachers(t);
  const { teacher, other, mine, theirs } = people;
  await weeklyLessons(t.app, teacher, [
    ['토', 14, '1시간', '김민수', mine],
    ['일', 10, '1시간', '김민수', mine],
  ]);
  await newSeries(t.app, teacher, { day: '토', time: 10, type: '2부', name: '체험 수강생' });
  await weeklyLessons(t.app, other, [['토', 11, '1부', '이서연', theirs]]);
  return people;
}

/** Who today's timetable expects, as `who` sees it. */
const expectedOf = (t: TestApp, who: SignedIn | null, query = '') =>
  t.app.inject({
    method: 'GET',
    url: `/api/lessons/expected${query}`,
    headers: who ? { cookie: who.cookie } : {},
  });

describe('timetable entries linked to students', () => {
  const expected = (who: SignedIn | null, query = '') => expectedOf(t, who, query);

  const t = appForTests({ now: NOW });

  it('links an entry to one of the teacher’s own students', async () => {
    const { teacher, mine } = await teachers(t);
    const response = await addLesson(t.app, teacher, {
      day: '토',
      time: 14,
      type: '1시간',
      name: '김민수',
      studentId: mine,
    });
    expect(response.statusCode).toBe(201);
    const series = { seriesId: expect.any(Number), from: '2026-11-16', until: null };
    expect(response.json()).toEqual({
      day: '토',
      time: 14,
      type: '1시간',
      name: '김민수',
      studentId: mine,
      ...series,
    });
    expect((await week(t.app, teacher)).json()).toEqual([
      { day: '토', time: 14, type: '1시간', name: '김민수', studentId: mine, ...series },
    ]);
  });

  it('refuses another teacher’s student, an archived one and an unknown id alike (404)', async () => {
    const { teacher, mine, theirs, archived } = await teachers(t);
    await weeklyLessons(t.app, teacher, [['토', 14, '1시간', '김민수', mine]]);
    const add = (studentId: unknown) =>
      addLesson(t.app, teacher, { day: '토', time: 9, type: '1부', name: '누군가', studentId });
    for (const studentId of [theirs, archived, 999_999]) {
      const response = await add(studentId);
      expect([response.statusCode, response.json().error.code]).toEqual([404, 'timetable.student_not_found']);
    }
    for (const studentId of [0, -1, 1.5, '3']) expect((await add(studentId)).statusCode).toBe(400);
    expect((await week(t.app, teacher)).json()).toHaveLength(1);
  });

  it('lists who today’s timetable expects, in hour order, linked or not', async () => {
    const { teacher, mine } = await placedWeek(t);
    const response = await expected(teacher);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      date: '2026-11-21',
      day: '토',
      items: [
        {
          teacherId: teacher.id,
          time: 10,
          type: '2부',
          name: '체험 수강생',
          student: null,
          recorded: false,
          key: expect.stringMatching(/^s\d+@2026-11-21$/),
          kind: 'series',
        },
        {
          teacherId: teacher.id,
          time: 14,
          type: '1시간',
          name: '김민수',
          student: { id: mine, name: '김민수' },
          recorded: false,
          key: expect.stringMatching(/^s\d+@2026-11-21$/),
          kind: 'series',
        },
      ],
    });
  });

  it('marks a student recorded once their 출석 is in, and follows a renamed student', async () => {
    const { teacher, mine } = await placedWeek(t);
    expect((await students.lesson(t.app, teacher, '김민수', { status: '출석' })).statusCode).toBe(200);
    expect((await expected(teacher)).json().items[1]).toMatchObject({ recorded: true });
    expect((await students.edit(t.app, teacher, '김민수', { name: '김민수A' })).statusCode).toBe(200);
    expect((await expected(teacher)).json().items[1]).toMatchObject({
      name: '김민수',
      student: { id: mine, name: '김민수A' },
      recorded: true,
    });
  });

  it('gives the owner everyone’s list or one teacher’s, and a teacher only their own', async () => {
    // Everyone's list is the studio's: a studio of the test's own.
    await withTestApp(
      async (t) => {
        const expected = (who: SignedIn | null, query = '') => expectedOf(t, who, query);
        const owner = await signIn(t.app, 'owner');
        const { teacher, other } = await placedWeek(t);
        const all = (await expected(owner)).json().items as { teacherId: string; time: number }[];
        expect(all.map((item) => [item.teacherId, item.time])).toEqual([
          [teacher.id, 10],
          [other.id, 11],
          [teacher.id, 14],
        ]);
        const one = (await expected(owner, `?teacherId=${other.id}`)).json().items as { name: string }[];
        expect(one.map((item) => item.name)).toEqual(['이서연']);
        const sneaky = await expected(teacher, `?teacherId=${other.id}`);
        expect([sneaky.statusCode, sneaky.json().error.code]).toEqual([403, 'auth.other_teacher']);
        expect((await expected(teacher, `?teacherId=${teacher.id}`)).json().items).toHaveLength(2);
        expect((await expected(owner, '?teacherId=nobody')).statusCode).toBe(404);
        expect((await expected(null)).statusCode).toBe(401);
      },
      { now: NOW },
    );
  });
});
