/**
 * Sign-in with a phone code and the outbox: a code goes only to a contact's phone (the answer
 * is the same for any phone), opens a session that sees every student with that contact, and
 * is checked at most 5 times however many guesses arrive at once; a link can go to a contact
 * and an absence tells the family, both through the outbox. On both databases.
 */
import { describe, expect, it } from 'vitest';
import type { MessageEvent } from '#shared/message-events.ts';
import {
  asFamily,
  familyCookieOf,
  lastFamilyCode,
  makeLink,
  nextAddress,
  TEXT_SENDER_ENV,
} from '../../testing/family.ts';
import { consented, studentWithContacts } from '../../testing/messages.ts';
import { raceEachBehindRow } from '../../testing/row-barrier.ts';
import { signIn } from '../../testing/sign-in.ts';
import { call, newStudent, studioForEachTest } from '../../testing/students.ts';
import { newSeries } from '../../testing/timetable.ts';

const NOW = '2026-11-25T10:00:00+09:00';
let phones = 0;
/** A mother's phone of the test's own, so that no test meets another's codes or cooling down. */
const nextPhone = () => `010-2222-${String(3333 + ++phones).padStart(4, '0')}`;

describe('family sign-in by phone code', () => {
  // A sender for phones, so that codes are made; the outbox is never worked here.
  const studio = studioForEachTest(NOW, { env: TEXT_SENDER_ENV });

  const post = (url: string, payload: object, cookie?: string) =>
    studio.t.app.inject({
      method: 'POST',
      url,
      payload,
      remoteAddress: nextAddress(),
      headers: cookie ? { cookie } : {},
    });
  /** The messages of one kind to one phone, oldest first. */
  const outbox = async (event: MessageEvent, recipient: string) =>
    (
      await studio.t.db
        .selectFrom('message_outbox')
        .selectAll()
        .where('event', '=', event)
        .orderBy('id')
        .execute()
    ).filter((message) => message.recipient === recipient);
  const lastCode = (phone: string) => lastFamilyCode(studio.t.db, phone);

  /** A teacher of the test's own with 민지, whose mother (a phone of the test's own) consented. */
  async function minjisMother() {
    const { t } = studio;
    const kim = await signIn(t.app, 'teacher');
    const mom = nextPhone();
    const contact = {
      name: '엄마',
      relation: '어머니',
      phone: mom.replaceAll('-', ''),
      informational: consented,
    };
    const minji = await studentWithContacts(t, kim, '민지', [contact]);
    return { t, kim, mom, minji, contact };
  }

  it('answers every phone alike and sends a code only to a contact’s, at once', async () => {
    const { t, mom } = await minjisMother();
    const known = await post('/api/family/code', { phone: mom.replaceAll('-', ' ') });
    const unknown = await post('/api/family/code', { phone: '010-9999-8888' });
    expect(known.json()).toEqual(unknown.json());
    expect(known.json()).toEqual({
      message: '등록된 번호라면 인증번호를 문자로 보냈습니다. 10분 안에 입력해 주세요.',
      canSend: true,
    });
    const sent = await outbox('family-code', mom);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ recipient: mom, urgent: 1, scheduled_at: '2026-11-25T01:00:00.000Z' });
    expect(await outbox('family-code', '010-9999-8888')).toEqual([]);
    expect(await lastCode(mom)).toMatch(/^\d{6}$/);
    const stored = await t.db.selectFrom('family_codes').selectAll().execute();
    expect(JSON.stringify(stored)).not.toContain(await lastCode(mom));
  });

  it('signs in with the code: every current student with that contact, of any teacher', async () => {
    const { t, kim, mom, contact } = await minjisMother();
    const lee = await signIn(t.app, 'teacher');
    await studentWithContacts(t, lee, '민호', [contact]);
    await newStudent(t.app, kim, { name: '서연', lesson: 1 });
    await post('/api/family/code', { phone: mom });
    const response = await post('/api/family/login', { phone: mom, code: await lastCode(mom) });
    expect(response.statusCode).toBe(200);
    const cookie = familyCookieOf(t.app, response);
    const me = (await asFamily(t.app, cookie, 'GET', '/api/family/me')).json();
    expect(me.students.map((s: { name: string }) => s.name)).toEqual(['민지', '민호']);
    // Used: the same code again is refused.
    const again = await post('/api/family/login', { phone: mom, code: await lastCode(mom) });
    expect([again.statusCode, again.json().error.code]).toEqual([400, 'family.code_invalid']);
    // The teacher sees the phone's session among 민지's connections and can end it.
    const { sessions } = (await call(t.app, kim, 'GET', '/api/member/민지/family')).json();
    expect(sessions).toEqual([expect.objectContaining({ via: 'phone' })]);
    expect((await call(t.app, kim, 'GET', '/api/member/서연/family')).json().sessions).toEqual([]);
    await call(t.app, kim, 'DELETE', `/api/member/민지/family/sessions/${sessions[0].id}`);
    expect((await asFamily(t.app, cookie, 'GET', '/api/family/me')).statusCode).toBe(401);
  });

  it('refuses a code after 10 minutes', async () => {
    const { t, mom } = await minjisMother();
    await post('/api/family/code', { phone: mom });
    t.clock.set('2026-11-25T10:10:00+09:00');
    const late = await post('/api/family/login', { phone: mom, code: await lastCode(mom) });
    expect([late.statusCode, late.json().error.code]).toEqual([400, 'family.code_invalid']);
  });

  it('checks at most 5 of 50 simultaneous wrong codes, then not even the right one', async () => {
    const { t, mom } = await minjisMother();
    await post('/api/family/code', { phone: mom });
    const right = await lastCode(mom);
    const wrong = right === '000000' ? '111111' : '000000';
    const responses = await raceEachBehindRow(t, { table: 'family_codes', phone: mom }, 50, () =>
      post('/api/family/login', { phone: mom, code: wrong }),
    );
    expect(responses.map((response) => response.statusCode)).toEqual(Array(50).fill(400));
    const row = await t.db
      .selectFrom('family_codes')
      .select('attempts')
      .where('phone', '=', mom)
      .executeTakeFirstOrThrow();
    expect(Number(row.attempts)).toBe(5);
    const late = await post('/api/family/login', { phone: mom, code: right });
    expect(late.json().error.code).toBe('family.code_invalid');
  });

  it('cools a phone down after 3 codes in 15 minutes, whoever asks, and lets it ask again after', async () => {
    const { t, mom } = await minjisMother();
    for (let i = 0; i < 3; i += 1)
      expect((await post('/api/family/code', { phone: mom })).statusCode).toBe(200);
    const fourth = await post('/api/family/code', { phone: mom });
    expect([fourth.statusCode, fourth.json().error.code]).toEqual([429, 'family.too_many_codes']);
    t.clock.set('2026-11-25T10:15:00+09:00');
    expect((await post('/api/family/code', { phone: mom })).statusCode).toBe(200);
    const signedIn = await post('/api/family/login', { phone: mom, code: await lastCode(mom) });
    expect(signedIn.statusCode).toBe(200);
  });

  it('refuses a malformed phone or code in Korean', async () => {
    const phone = await post('/api/family/code', { phone: '12345' });
    expect([phone.statusCode, phone.json().error.code]).toEqual([400, 'family.phone_format']);
    const code = await post('/api/family/login', { phone: nextPhone(), code: '12ab56' });
    expect([code.statusCode, code.json().error.code]).toEqual([400, 'family.code_format']);
  });

  it('queues a link for the chosen contact, and refuses another student’s contact', async () => {
    const { t, kim, mom } = await minjisMother();
    await newStudent(t.app, kim, { name: '서연', lesson: 1 });
    const [{ id: contactId }] = (await call(t.app, kim, 'GET', '/api/member/민지/contacts')).json();
    const made = await t.app.inject({
      method: 'POST',
      url: '/api/family/links',
      headers: { cookie: kim.cookie },
      payload: { studentName: '민지', contactId },
    });
    expect(made.json().queued).toBe(true);
    const [queued] = await outbox('family-link', mom);
    expect(queued).toMatchObject({ recipient: mom, contact_id: contactId, urgent: 1 });
    expect(JSON.parse(queued!.variables)).toMatchObject({ 이름: '민지', 링크: made.json().url });
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/family/links',
      headers: { cookie: kim.cookie },
      payload: { studentName: '서연', contactId },
    });
    expect([wrong.statusCode, wrong.json().error.code]).toEqual([404, 'family.contact_not_found']);
    expect((await makeLink(t.app, kim, '서연')).json().queued).toBe(false);
    expect(await outbox('family-link', mom)).toHaveLength(1);
  });

  it('tells the family an absence was received, at once, to the phone that signed in', async () => {
    const { t, kim, mom, minji } = await minjisMother();
    const fridays = await newSeries(t.app, kim, {
      day: '금',
      time: 10,
      type: '1시간',
      name: '민지',
      studentId: minji,
    });
    await post('/api/family/code', { phone: mom });
    const cookie = familyCookieOf(
      t.app,
      await post('/api/family/login', { phone: mom, code: await lastCode(mom) }),
    );
    const [student] = (await asFamily(t.app, cookie, 'GET', '/api/family/me')).json().students;
    const absent = await asFamily(t.app, cookie, 'POST', '/api/family/absences', {
      studentId: student.id,
      date: '2026-12-04',
    });
    expect(absent.json().absence.state).toBe('recorded');
    const [told] = await outbox('absence-received', mom);
    expect(told).toMatchObject({
      recipient: mom,
      urgent: 1,
      source_key: `absence:s${fridays}@2026-12-04`,
    });
    expect(JSON.parse(told!.variables)).toEqual({
      이름: '민지',
      날짜: '2026-12-04',
      결과: '사전취소로 기록해 레슨은 차감하지 않습니다.',
    });
  });
});
