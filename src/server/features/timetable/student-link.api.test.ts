/** Linking a timetable entry to one of the teacher's own students, and who is expected today. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/database.ts';
import { type SignedIn, signIn } from '../../testing/sign-in.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { listExpectedToday } from './timetable.queries.ts';
import { addLesson, week } from './timetable-test-helpers.ts';

/** A student row as the students feature would register it (fixture only). */
async function student(db: Db, teacherId: string, name: string, archived = false): Promise<number> {
  const row = await db
    .insertInto('students')
    .values({
      teacher_id: teacherId,
      name,
      phone: '',
      join_date: '2026-11-01',
      created_at: '2026-11-01T00:00:00.000Z',
      archived_at: archived ? '2026-11-10T00:00:00.000Z' : null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

describe('timetable entries linked to students', () => {
  let t: TestApp;
  let teacher: SignedIn;
  let other: SignedIn;
  let mine: number;
  let theirs: number;
  let archived: number;
  beforeAll(async () => {
    t = await createTestApp({ now: '2026-11-21T10:00:00+09:00' });
    teacher = await signIn(t.app, 'teacher');
    other = await signIn(t.app, 'teacher');
    mine = await student(t.db, teacher.id, '김민수');
    theirs = await student(t.db, other.id, '이서연');
    archived = await student(t.db, teacher.id, '박지훈', true);
  });
  afterAll(async () => {
    await t.close();
  });

  it('links an entry to one of the teacher’s own students', async () => {
    const response = await addLesson(t.app, teacher, {
      day: '토',
      time: 14,
      type: '1시간',
      name: '김민수',
      studentId: mine,
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ day: '토', time: 14, type: '1시간', name: '김민수', studentId: mine });
    expect((await week(t.app, teacher)).json()).toEqual([
      { day: '토', time: 14, type: '1시간', name: '김민수', studentId: mine },
    ]);
  });

  it('refuses another teacher’s student, an archived one and an unknown id alike (404)', async () => {
    for (const studentId of [theirs, archived, 999_999]) {
      const response = await addLesson(t.app, teacher, {
        day: '토',
        time: 9,
        type: '1부',
        name: '누군가',
        studentId,
      });
      expect([response.statusCode, response.json().error.code]).toEqual([404, 'timetable.student_not_found']);
    }
    for (const studentId of [0, -1, 1.5, '3']) {
      const response = await addLesson(t.app, teacher, {
        day: '토',
        time: 9,
        type: '1부',
        name: '누군가',
        studentId,
      });
      expect(response.statusCode).toBe(400);
    }
  });

  it('lists who is expected on a weekday, in hour order, linked or not', async () => {
    await addLesson(t.app, teacher, { day: '토', time: 10, type: '2부', name: '체험 수강생' });
    await addLesson(t.app, other, { day: '토', time: 11, type: '1부', name: '이서연', studentId: theirs });
    expect(await listExpectedToday(t.db, teacher.id, '토')).toEqual([
      { time: 10, type: '2부', name: '체험 수강생', studentId: null },
      { time: 14, type: '1시간', name: '김민수', studentId: mine },
    ]);
    expect(await listExpectedToday(t.db, teacher.id, '일')).toEqual([]);
  });
});
