/**
 * The teacher's three answers to a late 결석 신청, as 오늘 올 학생 offers them in place:
 * 당일취소 (charged), 사전취소로 인정 (not charged, no 보강권: it was told late) and 닫기. Each
 * test makes its own teacher, student and request, so one runs alone with `-t`. On both
 * databases.
 */
import { describe, expect, it } from 'vitest';
import { appForTests } from '../../testing/app-for-tests.ts';
import { asFamily, signInFamily } from '../../testing/family.ts';
import { type SignedIn, signIn } from '../../testing/sign-in.ts';
import { api, call, ledgerMismatches, remainingOf } from '../../testing/students.ts';
import { addLesson } from '../../testing/timetable.ts';

// Wednesday 25 November 2026, 10:00 in Seoul; the lesson is Thursday 15:00, inside the 48 hours.
const NOW = '2026-11-25T10:00:00+09:00';

describe('answering a late 결석 신청', () => {
  let students = 0;
  const t = appForTests({ now: NOW });

  /** A teacher's student with 4 lessons on Thursdays at 15:00, and the family's late request. */
  async function lateRequest() {
    const teacher = await signIn(t.app, 'teacher');
    const name = `학생${++students}`;
    const id = (await api.add(t.app, teacher, { name, lesson: 0 })).json().student.id;
    await api.charge(t.app, teacher, name, { pay: 200000, lesson: 4, method: '카드' });
    await addLesson(t.app, teacher, { day: '목', time: 15, type: '1시간', name, studentId: id });
    const family = await signInFamily(t.app, teacher, name);
    const asked = await asFamily(t.app, family, 'POST', '/api/family/absences', {
      studentId: id,
      date: '2026-11-26',
    });
    expect(asked.json().absence.state).toBe('requested');
    const requestId: number = asked.json().absence.id;
    const answer = (body: object) =>
      call(
        t.app,
        teacher,
        'POST',
        `/api/member/${encodeURIComponent(name)}/family/absences/${requestId}`,
        body,
      );
    return { teacher, name, id, requestId, answer };
  }

  const recordsOf = (id: number) =>
    t.db.selectFrom('lessons_given').select(['lesson_day', 'status']).where('student_id', '=', id).execute();
  const stateOf = async (id: number) =>
    (
      await t.db
        .selectFrom('family_absences')
        .select('state')
        .where('student_id', '=', id)
        .executeTakeFirstOrThrow()
    ).state;

  it('waives it as 사전취소: recorded, not charged, no 보강권, closed', async () => {
    const { teacher, name, id, answer } = await lateRequest();
    const waived = await answer({ accept: true, as: '사전취소' });
    expect([waived.statusCode, waived.json()]).toEqual([
      200,
      { message: `${name}님 결석 신청을 사전취소로 인정했습니다. 차감하지 않았습니다.` },
    ]);
    expect(await recordsOf(id)).toEqual([{ lesson_day: '2026-11-26', status: '사전취소' }]);
    expect(await remainingOf(t.db, id)).toBe(4);
    expect(await stateOf(id)).toBe('recorded');
    expect(
      await t.db.selectFrom('makeup_credits').select('id').where('student_id', '=', id).execute(),
    ).toEqual([]);
    expect((await call(t.app, teacher, 'GET', '/api/member/absence-requests')).json()).toEqual([]);
    const again = await answer({ accept: true, as: '당일취소' });
    expect([again.statusCode, again.json().error.code]).toEqual([409, 'family.absence_decided']);
    expect(await ledgerMismatches(t.app)).toEqual([]);
  });

  it('records it as 당일취소 when asked so, and by default', async () => {
    const first = await lateRequest();
    expect((await first.answer({ accept: true, as: '당일취소' })).json().message).toBe(
      `${first.name}님 결석 신청을 당일취소로 기록했습니다.`,
    );
    expect(await recordsOf(first.id)).toEqual([{ lesson_day: '2026-11-26', status: '당일취소' }]);
    expect([await remainingOf(t.db, first.id), await stateOf(first.id)]).toEqual([3, 'accepted']);
    const second = await lateRequest();
    expect((await second.answer({ accept: true })).statusCode).toBe(200);
    expect(await recordsOf(second.id)).toEqual([{ lesson_day: '2026-11-26', status: '당일취소' }]);
  });

  it('closes it unrecorded when not accepted, whatever status rides along', async () => {
    const { name, id, answer } = await lateRequest();
    const closed = await answer({ accept: false, as: '사전취소' });
    expect(closed.json()).toEqual({ message: `${name}님 결석 신청을 처리하지 않고 닫았습니다.` });
    expect([await recordsOf(id), await remainingOf(t.db, id), await stateOf(id)]).toEqual([
      [],
      4,
      'dismissed',
    ]);
  });

  it('refuses another status, a wrong type and another teacher, changing nothing', async () => {
    const { name, id, requestId, answer } = await lateRequest();
    for (const body of [{ accept: true, as: '출석' }, { accept: true, as: 3 }, { accept: 'yes' }, {}]) {
      const refused = await answer(body);
      expect(refused.statusCode).toBe(400);
      expect(typeof refused.json().error.message).toBe('string');
    }
    const other: SignedIn = await signIn(t.app, 'teacher');
    const stranger = await call(
      t.app,
      other,
      'POST',
      `/api/member/${encodeURIComponent(name)}/family/absences/${requestId}`,
      { accept: true, as: '사전취소' },
    );
    expect(stranger.statusCode).toBe(404);
    expect([await recordsOf(id), await remainingOf(t.db, id), await stateOf(id)]).toEqual([
      [],
      4,
      'requested',
    ]);
  });
});
