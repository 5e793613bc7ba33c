/**
 * A 결석 신청's reason is shown to the teacher as the family wrote it, so it takes the same
 * refusals as every other text a person types (src/shared/schemas/text.ts): a direction
 * override or a control character is a 400 in Korean and nothing is recorded. On both databases.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asFamily, signInFamily } from '../../testing/family.ts';
import { type SignedIn, signIn } from '../../testing/sign-in.ts';
import { api } from '../../testing/students.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { addLesson } from '../../testing/timetable.ts';

// Wednesday 25 November 2026, 10:00 in Seoul; 민지 has a lesson every Friday at 10.
const NOW = '2026-11-25T10:00:00+09:00';
const DIRECTION = '글자 방향을 바꾸는 특수 문자는 입력할 수 없습니다.';
const CONTROL = '보이지 않는 제어 문자는 입력할 수 없습니다. 내용을 다시 입력해 주세요.';

describe('the reason of a 결석 신청', () => {
  let t: TestApp;
  let kim: SignedIn;
  let family: string;
  let minji: number;
  beforeAll(async () => {
    t = await createTestApp({ now: NOW });
    kim = await signIn(t.app, 'teacher');
    minji = (await api.add(t.app, kim, { name: '민지', lesson: 4 })).json().student.id;
    await addLesson(t.app, kim, { day: '금', time: 10, type: '1시간', name: '민지', studentId: minji });
    family = await signInFamily(t.app, kim, '민지');
  });
  afterAll(async () => {
    await t.close();
  });

  const absent = (date: string, reason: string) =>
    asFamily(t.app, family, 'POST', '/api/family/absences', { studentId: minji, date, reason });

  it.each([
    ['a direction override', '가족\u202E 여행', 'text_direction', DIRECTION],
    ['a bell', '가족\u0007 여행', 'text_control', CONTROL],
    ['a NUL', '가족\u0000 여행', 'text_control', CONTROL],
  ])('refuses %s in Korean and records nothing', async (_what, reason, code, message) => {
    const response = await absent('2026-11-27', reason);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: { code, message } });
    expect(await t.db.selectFrom('family_absences').select('id').execute()).toEqual([]);
    expect((await api.lessons(t.app, kim, '민지')).json()).toEqual([]);
  });

  it('keeps a zero-width space and line breaks as every paragraph field does, trimmed', async () => {
    const response = await absent('2026-11-27', ' 가족\u200B 여행\r\n다음 주에 와요 ');
    expect(response.statusCode).toBe(200);
    expect(response.json().absence.reason).toBe('가족\u200B 여행\n다음 주에 와요');
  });
});
