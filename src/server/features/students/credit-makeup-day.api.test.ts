/**
 * A used 보강권 names the day of the 보강 it went to, not the day the 보강 was booked: the
 * student page and the family's portal read the same list.
 */
import { describe, expect, it } from 'vitest';
import { appForTests } from '../../testing/app-for-tests.ts';
import { signIn } from '../../testing/sign-in.ts';
import { api } from '../../testing/students.ts';
import { addLesson, addOneOff } from '../../testing/timetable.ts';

describe('a used 보강권', () => {
  const t = appForTests({ now: '2026-11-23T10:00:00+09:00' });

  /** A teacher with one student who holds one credit, for a Friday told on Monday. */
  async function studentWithCredit(name: string) {
    const teacher = await signIn(t.app, 'teacher');
    const id = (await api.add(t.app, teacher, { name, lesson: 4 })).json().student.id as number;
    const series = (
      await addLesson(t.app, teacher, { day: '금', time: 15, type: '1시간', name, studentId: id })
    ).json().seriesId as number;
    const absent = await api.lesson(t.app, teacher, name, {
      status: '사전취소',
      date: '2026-11-27',
      occurrence: `s${series}@2026-11-27`,
    });
    expect(absent.json().message).toContain('보강권 1장이 생겼으니');
    return { teacher, id };
  }

  it('says the 보강’s day, booked on Monday for the next Thursday', async () => {
    const { teacher, id } = await studentWithCredit('하윤');
    const booked = await addOneOff(t.app, teacher, {
      date: '2026-12-03',
      time: 18,
      type: '1시간',
      kind: 'makeup',
      studentId: id,
    });
    expect(booked.statusCode).toBe(201);
    const credits = (await api.detail(t.app, teacher, '하윤')).json().credits;
    expect(credits).toEqual([
      {
        id: expect.any(Number),
        reason: '사전취소',
        lessonDay: '2026-11-27',
        grantedOn: '2026-11-23',
        expiresOn: '2026-12-27',
        usedOn: '2026-11-23',
        makeupDay: '2026-12-03',
        state: 'used',
      },
    ]);
  });

  it('has no 보강 day while it is unused', async () => {
    const { teacher } = await studentWithCredit('도윤');
    const credits = (await api.detail(t.app, teacher, '도윤')).json().credits;
    expect(
      credits.map((credit: { makeupDay: unknown; state: string }) => [credit.state, credit.makeupDay]),
    ).toEqual([['valid', null]]);
  });
});
