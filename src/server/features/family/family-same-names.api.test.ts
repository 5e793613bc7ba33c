/**
 * Two children of one family with the same name (two teachers' 김민준, one guardian's phone):
 * the portal names each by id, so each reads its own lessons and payments, prints its own
 * receipts, reports its own absence and books its own 보강. On both databases.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asFamily, familyCookieOf } from '../../testing/family.ts';
import { type SignedIn, signIn } from '../../testing/sign-in.ts';
import { api, call, setLessonRules } from '../../testing/students.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { addLesson } from '../../testing/timetable.ts';

// Wednesday 25 November 2026, 10:00 in Seoul.
const NOW = '2026-11-25T10:00:00+09:00';
const DAD = '010-4444-5555';

describe('two children of one name on one phone', () => {
  let t: TestApp;
  let kim: SignedIn;
  let lee: SignedIn;
  let ofKim: number;
  let ofLee: number;
  let family: string;
  beforeAll(async () => {
    // A sender for phones, so that a code is made; the outbox is never worked here.
    t = await createTestApp({
      now: NOW,
      env: {
        MESSAGES_WEBHOOK_URL: 'https://hooks.studio.example/messages',
        MESSAGES_WEBHOOK_SECRET: 'a-webhook-secret-of-the-studio',
      },
    });
    const owner = await signIn(t.app, 'owner');
    kim = await signIn(t.app, 'teacher');
    lee = await signIn(t.app, 'teacher');
    ofKim = (await api.add(t.app, kim, { name: '김민준', lesson: 0 })).json().student.id;
    ofLee = (await api.add(t.app, lee, { name: '김민준', lesson: 0 })).json().student.id;
    await api.charge(t.app, kim, '김민준', { pay: 200000, lesson: 4, method: '카드' });
    await api.charge(t.app, lee, '김민준', { pay: 240000, lesson: 8, method: '현금' });
    const consent = { date: '2026-11-20', method: '서면' };
    const contact = { name: '아빠', relation: '아버지', phone: DAD, informational: consent };
    for (const teacher of [kim, lee])
      await call(t.app, teacher, 'POST', '/api/member/김민준/contacts', contact);
    await addLesson(t.app, kim, { day: '목', time: 15, type: '1시간', name: '김민준', studentId: ofKim });
    await addLesson(t.app, lee, { day: '금', time: 11, type: '1시간', name: '김민준', studentId: ofLee });
    await setLessonRules(t.app, owner, { familyBooking: true });
    const post = (url: string, payload: object) =>
      t.app.inject({ method: 'POST', url, payload, remoteAddress: '10.77.0.1' });
    await post('/api/family/code', { phone: DAD });
    const sent = await t.db
      .selectFrom('message_outbox')
      .select('variables')
      .where('event', '=', 'family-code')
      .executeTakeFirstOrThrow();
    const code = JSON.parse(sent.variables).인증번호 as string;
    family = familyCookieOf(t.app, await post('/api/family/login', { phone: DAD, code }));
  });
  afterAll(async () => {
    await t.close();
  });

  const get = (url: string) => asFamily(t.app, family, 'GET', url);
  const post = (url: string, body: object) => asFamily(t.app, family, 'POST', url, body);

  it('shows both, each with its own id, teacher and count', async () => {
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
      .orderBy('id')
      .execute();
    expect(made.map((row) => [Number(row.student_id), row.teacher_id])).toEqual([
      [ofKim, kim.id],
      [ofLee, lee.id],
    ]);
  });

  it('answers 404 for an id that is not the family’s', async () => {
    const stranger = (await api.add(t.app, kim, { name: '서연', lesson: 1 })).json().student.id;
    const response = await get(`/api/family/history?studentId=${stranger}`);
    expect([response.statusCode, response.json().error.code]).toEqual([404, 'family.student_not_found']);
  });
});
