/**
 * Two children of one family with the same name (two teachers' 김민준, one guardian's phone):
 * the portal names each by id, so each reads its own lessons and payments, prints its own
 * receipts, reports its own absence and books its own 보강. On both databases.
 */
import { describe, expect, it } from 'vitest';
import {
  asFamily,
  familyCookieOf,
  lastFamilyCode,
  nextAddress,
  TEXT_SENDER_ENV,
} from '../../testing/family.ts';
import { consented, studentWithContacts } from '../../testing/messages.ts';
import { signIn } from '../../testing/sign-in.ts';
import { newStudent, paid, setLessonRules, studioForEachTest } from '../../testing/students.ts';
import { newSeries } from '../../testing/timetable.ts';

// Wednesday 25 November 2026, 10:00 in Seoul.
const NOW = '2026-11-25T10:00:00+09:00';
let phones = 0;
/** A father's phone of the test's own, so that no test meets another's code. */
const nextPhone = () => `010-4444-${String(5555 + ++phones).padStart(4, '0')}`;

describe('two children of one name on one phone', () => {
  // A sender for phones, so that a code is made; the outbox is never worked here.
  const studio = studioForEachTest(NOW, { env: TEXT_SENDER_ENV });

  /**
   * Two teachers of the test's own, each with a 김민준 (paid 4 by card and 8 in cash, Thursdays 15시
   * and Fridays 11시) whose father is one phone, signed in by a code: ways to call the portal.
   */
  async function twoMinjuns() {
    const { t, owner } = studio;
    const kim = await signIn(t.app, 'teacher');
    const lee = await signIn(t.app, 'teacher');
    const dad = nextPhone();
    const contact = { name: '아빠', relation: '아버지', phone: dad, informational: consented };
    const ofKim = await studentWithContacts(t, kim, '김민준', [contact]);
    const ofLee = await studentWithContacts(t, lee, '김민준', [contact]);
    await paid(t.app, kim, '김민준', { pay: 200000, lesson: 4, method: '카드' });
    await paid(t.app, lee, '김민준', { pay: 240000, lesson: 8, method: '현금' });
    await newSeries(t.app, kim, { day: '목', time: 15, type: '1시간', name: '김민준', studentId: ofKim });
    await newSeries(t.app, lee, { day: '금', time: 11, type: '1시간', name: '김민준', studentId: ofLee });
    await setLessonRules(t.app, owner, { familyBooking: true });
    const ask = (url: string, payload: object) =>
      t.app.inject({ method: 'POST', url, payload, remoteAddress: nextAddress() });
    await ask('/api/family/code', { phone: dad });
    const code = await lastFamilyCode(t.db, dad);
    const family = familyCookieOf(t.app, await ask('/api/family/login', { phone: dad, code }));
    return {
      t,
      kim,
      lee,
      ofKim,
      ofLee,
      get: (url: string) => asFamily(t.app, family, 'GET', url),
      post: (url: string, body: object) => asFamily(t.app, family, 'POST', url, body),
    };
  }

  it('shows both, each with its own id, teacher and count', async () => {
    const { get, ofKim, ofLee } = await twoMinjuns();
    const { students } = (await get('/api/family/me')).json();
    expect(
      students.map((s: { id: number; name: string; remaining: number }) => [s.id, s.name, s.remaining]),
    ).toEqual([
      [ofKim, '김민준', 4],
      [ofLee, '김민준', 8],
    ]);
    expect(students[0].teacherName).not.toBe(students[1].teacherName);
    expect(students[0].upcoming[0]).toMatchObject({ date: '2026-11-26', time: 15 });
    expect(students[1].upcoming[0]).toMatchObject({ date: '2026-11-27', time: 11 });
  });

  it('reads each one’s payments and prints each one’s receipt', async () => {
    const { get, ofKim, ofLee } = await twoMinjuns();
    for (const [id, pay] of [
      [ofKim, 200000],
      [ofLee, 240000],
    ] as const) {
      const history = await get(`/api/family/history?studentId=${id}`);
      expect(history.statusCode).toBe(200);
      const payments = history.json().payments;
      expect(payments.map((p: { pay: number }) => p.pay)).toEqual([pay]);
      const receipt = await get(`/api/family/receipts/${payments[0].id}`);
      expect(receipt.json()).toMatchObject({ studentName: '김민준', payment: { pay } });
    }
  });

  it('records each one’s absence on its own teacher’s lesson, with its credit', async () => {
    const { t, get, post, ofKim, ofLee } = await twoMinjuns();
    const kims = await post('/api/family/absences', { studentId: ofKim, date: '2026-12-03' });
    const lees = await post('/api/family/absences', { studentId: ofLee, date: '2026-12-04' });
    expect([kims.statusCode, kims.json().credit, lees.statusCode, lees.json().credit]).toEqual([
      200,
      true,
      200,
      true,
    ]);
    const records = await t.db
      .selectFrom('lessons_given')
      .select(['student_id', 'lesson_day', 'status'])
      .where('student_id', 'in', [ofKim, ofLee])
      .orderBy('lesson_day')
      .execute();
    expect(records.map((r) => [Number(r.student_id), r.lesson_day, r.status])).toEqual([
      [ofKim, '2026-12-03', '사전취소'],
      [ofLee, '2026-12-04', '사전취소'],
    ]);
    const lessons = (await get(`/api/family/history?studentId=${ofLee}`)).json().lessons;
    expect(lessons.map((l: { lessonDay: string }) => l.lessonDay)).toEqual(['2026-12-04']);
  });

  it('books each one’s 보강 with its own credit, at its own teacher', async () => {
    const { t, kim, lee, post, get, ofKim, ofLee } = await twoMinjuns();
    // Each one's absence grants its credit.
    for (const [studentId, date] of [
      [ofKim, '2026-12-03'],
      [ofLee, '2026-12-04'],
    ] as const)
      expect((await post('/api/family/absences', { studentId, date })).json().credit).toBe(true);
    for (const id of [ofKim, ofLee]) {
      const offer = (await get(`/api/family/makeup-slots?studentId=${id}`)).json();
      expect([offer.allowed, offer.validCredits]).toEqual([true, 1]);
    }
    const place = { date: '2026-12-02', time: 13, type: '1시간' };
    expect((await post('/api/family/makeup', { studentId: ofKim, ...place })).statusCode).toBe(201);
    expect((await post('/api/family/makeup', { studentId: ofLee, ...place })).statusCode).toBe(201);
    const made = await t.db
      .selectFrom('lesson_one_offs')
      .select(['student_id', 'teacher_id'])
      .where('student_id', 'in', [ofKim, ofLee])
      .orderBy('id')
      .execute();
    expect(made.map((row) => [Number(row.student_id), row.teacher_id])).toEqual([
      [ofKim, kim.id],
      [ofLee, lee.id],
    ]);
  });

  it('answers 404 for an id that is not the family’s', async () => {
    const { t, kim, get } = await twoMinjuns();
    const stranger = await newStudent(t.app, kim, { name: '서연', lesson: 1 });
    const response = await get(`/api/family/history?studentId=${stranger}`);
    expect([response.statusCode, response.json().error.code]).toEqual([404, 'family.student_not_found']);
  });
});
