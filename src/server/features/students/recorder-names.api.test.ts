/**
 * A student's lesson history and a day's lessons say who recorded each lesson by name, the id
 * staying beside it for the rules that need it.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { appForTests } from '../../testing/app-for-tests.ts';
import { completeSetup } from '../../testing/setup.ts';
import { type SignedIn, signInAgain } from '../../testing/sign-in.ts';
import { api, call } from '../../testing/students.ts';
import { withRecorderNames } from './recorder-names.ts';

describe('who recorded a lesson, by name', () => {
  let owner: SignedIn;
  let kim: SignedIn;
  let address = 0;
  const join = async (id: string, name: string) => {
    const body = {
      name,
      phone: '010-1234-5678',
      id,
      pw: 'lesson-plan-2024',
      pwCon: 'lesson-plan-2024',
      consent: true,
    };
    const joined = await t.app.inject({
      method: 'POST',
      url: '/api/user/join',
      payload: body,
      remoteAddress: `10.2.0.${++address}`,
    });
    expect(joined.statusCode).toBe(200);
  };

  const t = appForTests({ now: '2026-11-21T01:00:00Z' });
  beforeAll(async () => {
    // The setup makes the owner; a teacher signs up and is approved, as on the site.
    const director = await completeSetup(t.app, { id: 'director', name: '박원장' });
    owner = { ...director, role: 'owner' };
    await join('kim_teacher', '김선생');
    expect((await call(t.app, owner, 'POST', '/api/accounts/kim_teacher/approve')).statusCode).toBe(200);
    kim = await signInAgain(t.app, { id: 'kim_teacher', role: 'teacher', cookie: '' });
    await api.add(t.app, kim, { name: '민지', lesson: 10 });
  });

  it("names the teacher and the owner in the student's history and the day's list", async () => {
    expect((await api.lesson(t.app, kim, '민지', { date: '2026-11-20' })).statusCode).toBe(200);
    expect((await api.lesson(t.app, owner, '민지', {}, '?teacherId=kim_teacher')).statusCode).toBe(200);

    const history = await api.lessons(t.app, kim, '민지');
    expect(history.statusCode).toBe(200);
    expect(
      history
        .json()
        .map((lesson: { recordedBy: string; recordedByName: string }) => [
          lesson.recordedBy,
          lesson.recordedByName,
        ]),
    ).toEqual([
      ['director', '박원장'],
      ['kim_teacher', '김선생'],
    ]);

    const today = await api.today(t.app, kim);
    expect(today.json()).toEqual([
      expect.objectContaining({ name: '민지', recordedBy: 'director', recordedByName: '박원장' }),
    ]);
  });

  it('shows the id a record kept when its account is gone', async () => {
    await api.add(t.app, kim, { name: '서연', lesson: 10 });
    expect((await api.lesson(t.app, kim, '서연', { date: '2026-11-19' })).statusCode).toBe(200);
    const record = (await api.lessons(t.app, kim, '서연')).json()[0];
    const { recordedByName: _, ...kept } = record;
    const [named] = await withRecorderNames(t.db, [{ ...kept, recordedBy: 'left_last_year' }]);
    expect(named).toMatchObject({ recordedBy: 'left_last_year', recordedByName: 'left_last_year' });
    expect(await withRecorderNames(t.db, [])).toEqual([]);
  });
});
