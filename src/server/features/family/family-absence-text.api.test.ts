/**
 * A 결석 신청's reason is shown to the teacher as the family wrote it, so it takes the same
 * refusals as every other text a person types (src/shared/schemas/text.ts): a direction
 * override or a control character is a 400 in Korean and nothing is recorded. On both databases.
 */
import { describe, expect, it } from 'vitest';
import { appForTests } from '../../testing/app-for-tests.ts';
import { asFamily, signInFamily } from '../../testing/family.ts';
import { signedInForTests } from '../../testing/signed-in-for-tests.ts';
import { api } from '../../testing/students.ts';
import { addLesson } from '../../testing/timetable.ts';

// Wednesday 25 November 2026, 10:00 in Seoul; each student has a lesson on Friday, a time of its own.
const NOW = '2026-11-25T10:00:00+09:00';
const DIRECTION = '글자 방향을 바꾸는 특수 문자는 입력할 수 없습니다.';
const CONTROL = '보이지 않는 제어 문자는 입력할 수 없습니다. 내용을 다시 입력해 주세요.';

describe('the reason of a 결석 신청', () => {
  const t = appForTests({ now: NOW });
  const kim = signedInForTests(t, 'teacher');

  /** A student of the test's own with a lesson every Friday at `time`, and the family's way to ask. */
  async function familyOf(name: string, time: number) {
    const studentId = (await api.add(t.app, kim, { name, lesson: 4 })).json().student.id;
    await addLesson(t.app, kim, { day: '금', time, type: '1시간', name, studentId });
    const family = await signInFamily(t.app, kim, name);
    const absent = (date: string, reason: string) =>
      asFamily(t.app, family, 'POST', '/api/family/absences', { studentId, date, reason });
    return { studentId, absent };
  }

  it.each([
    ['a direction override', '민지', 10, '가족\u202E 여행', 'text_direction', DIRECTION],
    ['a bell', '서연', 11, '가족\u0007 여행', 'text_control', CONTROL],
    ['a NUL', '지호', 12, '가족\u0000 여행', 'text_control', CONTROL],
  ])('refuses %s in Korean and records nothing', async (_what, name, time, reason, code, message) => {
    const { studentId, absent } = await familyOf(name, time);
    const response = await absent('2026-11-27', reason);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: { code, message } });
    const recorded = t.db.selectFrom('family_absences').select('id').where('student_id', '=', studentId);
    expect(await recorded.execute()).toEqual([]);
    expect((await api.lessons(t.app, kim, name)).json()).toEqual([]);
  });

  it('keeps a zero-width space and line breaks as every paragraph field does, trimmed', async () => {
    const { absent } = await familyOf('수아', 13);
    const response = await absent('2026-11-27', ' 가족\u200B 여행\r\n다음 주에 와요 ');
    expect(response.statusCode).toBe(200);
    expect(response.json().absence.reason).toBe('가족\u200B 여행\n다음 주에 와요');
  });
});
