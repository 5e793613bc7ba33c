/**
 * Sign-in with a phone code and the outbox: a code goes only to a contact's phone (the answer
 * is the same for any phone), opens a session that sees every student with that contact, and
 * is checked at most 5 times however many guesses arrive at once; a link can go to a contact
 * and an absence tells the family, both through the outbox. On both databases.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MessageEvent } from '#shared/message-events.ts';
import { asFamily, familyCookieOf, makeLink } from '../../testing/family.ts';
import { raceBehindRow } from '../../testing/row-barrier.ts';
import { type SignedIn, signIn } from '../../testing/sign-in.ts';
import { api, call } from '../../testing/students.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { addLesson } from '../../testing/timetable.ts';

const NOW = '2026-11-25T10:00:00+09:00';
const MOM = '010-2222-3333';
let addresses = 0;
const address = () => `10.48.${(++addresses >> 8) & 255}.${addresses & 255}`;

describe('family sign-in by phone code', () => {
  let t: TestApp;
  let kim: SignedIn;
  let lee: SignedIn;
  let contactId: number;
  beforeAll(async () => {
    // A sender for phones, so that codes are made; the outbox is never worked here.
    t = await createTestApp({
      now: NOW,
      env: {
        MESSAGES_WEBHOOK_URL: 'https://hooks.studio.example/messages',
        MESSAGES_WEBHOOK_SECRET: 'a-webhook-secret-of-the-studio',
      },
    });
    kim = await signIn(t.app, 'teacher');
    lee = await signIn(t.app, 'teacher');
    const minji = (await api.add(t.app, kim, { name: '민지', lesson: 3 })).json().student.id;
    await api.add(t.app, lee, { name: '민호', lesson: 1 });
    await api.add(t.app, kim, { name: '서연', lesson: 1 });
    const consent = { date: '2026-11-20', method: '서면' };
    const contact = { name: '엄마', relation: '어머니', phone: '01022223333', informational: consent };
    contactId = (await call(t.app, kim, 'POST', '/api/member/민지/contacts', contact)).json().contact.id;
    await call(t.app, lee, 'POST', '/api/member/민호/contacts', contact);
    await addLesson(t.app, kim, { day: '금', time: 10, type: '1시간', name: '민지', studentId: minji });
  });
  afterAll(async () => {
    await t.close();
  });

  const post = (url: string, payload: object, cookie?: string) =>
    t.app.inject({
      method: 'POST',
      url,
      payload,
      remoteAddress: address(),
      headers: cookie ? { cookie } : {},
    });
  const outbox = (event: MessageEvent) =>
    t.db.selectFrom('message_outbox').selectAll().where('event', '=', event).orderBy('id').execute();
  const lastCode = async () => JSON.parse((await outbox('family-code')).at(-1)!.variables).인증번호 as string;

  it('answers every phone alike and sends a code only to a contact’s, at once', async () => {
    const known = await post('/api/family/code', { phone: '010 2222 3333' });
    const unknown = await post('/api/family/code', { phone: '010-9999-8888' });
    expect(known.json()).toEqual(unknown.json());
    expect(known.json()).toEqual({
      message: '등록된 번호라면 인증번호를 문자로 보냈습니다. 10분 안에 입력해 주세요.',
      canSend: true,
    });
    const sent = await outbox('family-code');
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ recipient: MOM, urgent: 1, scheduled_at: '2026-11-25T01:00:00.000Z' });
    expect(await lastCode()).toMatch(/^\d{6}$/);
    const stored = await t.db.selectFrom('family_codes').selectAll().execute();
    expect(JSON.stringify(stored)).not.toContain(await lastCode());
  });

  it('signs in with the code: every current student with that contact, of any teacher', async () => {
    const response = await post('/api/family/login', { phone: MOM, code: await lastCode() });
    expect(response.statusCode).toBe(200);
    const cookie = familyCookieOf(t.app, response);
    const me = (await asFamily(t.app, cookie, 'GET', '/api/family/me')).json();
    expect(me.students.map((s: { name: string }) => s.name)).toEqual(['민지', '민호']);
    // Used: the same code again is refused.
    const again = await post('/api/family/login', { phone: MOM, code: await lastCode() });
    expect([again.statusCode, again.json().error.code]).toEqual([400, 'family.code_invalid']);
    // The teacher sees the phone's session among 민지's connections and can end it.
    const { sessions } = (await call(t.app, kim, 'GET', '/api/member/민지/family')).json();
    expect(sessions).toEqual([expect.objectContaining({ via: 'phone' })]);
    expect((await call(t.app, kim, 'GET', '/api/member/서연/family')).json().sessions).toEqual([]);
    await call(t.app, kim, 'DELETE', `/api/member/민지/family/sessions/${sessions[0].id}`);
    expect((await asFamily(t.app, cookie, 'GET', '/api/family/me')).statusCode).toBe(401);
  });

  it('refuses a code after 10 minutes', async () => {
    await post('/api/family/code', { phone: MOM });
    t.clock.set('2026-11-25T10:10:00+09:00');
    const late = await post('/api/family/login', { phone: MOM, code: await lastCode() });
    t.clock.set(NOW);
    expect([late.statusCode, late.json().error.code]).toEqual([400, 'family.code_invalid']);
  });

  it('checks at most 5 of 50 simultaneous wrong codes, then not even the right one', async () => {
    t.clock.set('2026-11-25T10:20:00+09:00');
    await post('/api/family/code', { phone: MOM });
    const right = await lastCode();
    const wrong = right === '000000' ? '111111' : '000000';
    const responses = await raceBehindRow(
      t,
      { table: 'family_codes', phone: MOM },
      () =>
        Promise.all(Array.from({ length: 50 }, () => post('/api/family/login', { phone: MOM, code: wrong }))),
      50,
    );
    expect(responses.map((response) => response.statusCode)).toEqual(Array(50).fill(400));
    const row = await t.db
      .selectFrom('family_codes')
      .select('attempts')
      .where('phone', '=', MOM)
      .executeTakeFirstOrThrow();
    expect(Number(row.attempts)).toBe(5);
    const late = await post('/api/family/login', { phone: MOM, code: right });
    expect(late.json().error.code).toBe('family.code_invalid');
  });

  it('cools a phone down after 3 codes in 15 minutes, whoever asks, and lets it ask again after', async () => {
    t.clock.set('2026-11-25T11:00:00+09:00');
    for (let i = 0; i < 3; i += 1)
      expect((await post('/api/family/code', { phone: MOM })).statusCode).toBe(200);
    const fourth = await post('/api/family/code', { phone: MOM });
    expect([fourth.statusCode, fourth.json().error.code]).toEqual([429, 'family.too_many_codes']);
    t.clock.set('2026-11-25T11:15:00+09:00');
    expect((await post('/api/family/code', { phone: MOM })).statusCode).toBe(200);
    const signedIn = await post('/api/family/login', { phone: MOM, code: await lastCode() });
    expect(signedIn.statusCode).toBe(200);
    t.clock.set(NOW);
  });

  it('refuses a malformed phone or code in Korean', async () => {
    const phone = await post('/api/family/code', { phone: '12345' });
    expect([phone.statusCode, phone.json().error.code]).toEqual([400, 'family.phone_format']);
    const code = await post('/api/family/login', { phone: MOM, code: '12ab56' });
    expect([code.statusCode, code.json().error.code]).toEqual([400, 'family.code_format']);
  });

  it('queues a link for the chosen contact, and refuses another student’s contact', async () => {
    const made = await t.app.inject({
      method: 'POST',
      url: '/api/family/links',
      headers: { cookie: kim.cookie },
      payload: { studentName: '민지', contactId },
    });
    expect(made.json().queued).toBe(true);
    const [queued] = await outbox('family-link');
    expect(queued).toMatchObject({ recipient: MOM, contact_id: contactId, urgent: 1 });
    expect(JSON.parse(queued!.variables)).toMatchObject({ 이름: '민지', 링크: made.json().url });
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/family/links',
      headers: { cookie: kim.cookie },
      payload: { studentName: '서연', contactId },
    });
    expect([wrong.statusCode, wrong.json().error.code]).toEqual([404, 'family.contact_not_found']);
    expect((await makeLink(t.app, kim, '서연')).json().queued).toBe(false);
  });

  it('tells the family an absence was received, at once, to the phone that signed in', async () => {
    t.clock.set('2026-11-25T11:45:00+09:00');
    await post('/api/family/code', { phone: MOM });
    const cookie = familyCookieOf(
      t.app,
      await post('/api/family/login', { phone: MOM, code: await lastCode() }),
    );
    const [student] = (await asFamily(t.app, cookie, 'GET', '/api/family/me')).json().students;
    const absent = await asFamily(t.app, cookie, 'POST', '/api/family/absences', {
      studentId: student.id,
      date: '2026-12-04',
    });
    expect(absent.json().absence.state).toBe('recorded');
    const [told] = await outbox('absence-received');
    expect(told).toMatchObject({
      recipient: MOM,
      urgent: 1,
      source_key: expect.stringMatching(/^absence:s\d+@2026-12-04$/),
    });
    expect(JSON.parse(told!.variables)).toEqual({
      이름: '민지',
      날짜: '2026-12-04',
      결과: '사전취소로 기록해 레슨은 차감하지 않습니다.',
    });
  });
});
