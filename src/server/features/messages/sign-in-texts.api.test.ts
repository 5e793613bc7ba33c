/**
 * A family's sign-in code and link reach the family through the studio's sender, and no staff
 * page ever shows them: the 발송함's list and its actions say only that a sign-in message went,
 * and the audit log holds neither. (The data export is checked in backup.api.test.ts.) Staff
 * who could read a code could sign in as the family with it. On both databases.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WITHHELD_TEXT } from '#shared/message-events.ts';
import { familyCookieOf } from '../../testing/family.ts';
import { consented, studentWithContacts } from '../../testing/messages.ts';
import { type SignedIn, signIn } from '../../testing/sign-in.ts';
import { call } from '../../testing/students.ts';
import { createTestApp, type TestApp, withTestApp } from '../../testing/test-app.ts';
import { type HttpTestReceiver, startHttpReceiver } from '../../testing/test-receiver.ts';

const MOM = '010-2222-3333';

/** A studio whose sender is the webhook at the receiver. */
const studio = (receiver: HttpTestReceiver) => ({
  now: '2026-11-25T10:00:00+09:00',
  env: {
    MESSAGES_WEBHOOK_URL: `${receiver.url}/hook`,
    MESSAGES_WEBHOOK_SECRET: 'a-webhook-secret-of-the-studio',
    OUTBOUND_ALLOW_PRIVATE: 'true',
  },
});

describe('sign-in messages as staff see them', () => {
  const delivered: { event: string; text: string; variables: Record<string, string> }[] = [];
  let receiver: HttpTestReceiver;
  let t: TestApp;
  let owner: SignedIn;
  let kim: SignedIn;
  let contactId: number;
  let code: string;
  let linkUrl: string;
  beforeAll(async () => {
    receiver = await startHttpReceiver((_request, body, response) => {
      delivered.push(JSON.parse(body.toString('utf8')));
      response.writeHead(200).end();
    });
    t = await createTestApp(studio(receiver));
    owner = await signIn(t.app, 'owner');
    kim = await signIn(t.app, 'teacher');
    await studentWithContacts(t, kim, '민지', [
      { name: '엄마', relation: '어머니', phone: MOM, informational: consented },
    ]);
    contactId = (await call(t.app, kim, 'GET', '/api/member/민지/contacts')).json()[0].id;

    const asked = await t.app.inject({ method: 'POST', url: '/api/family/code', payload: { phone: MOM } });
    expect(asked.json()).toEqual({
      message: '등록된 번호라면 인증번호를 문자로 보냈습니다. 10분 안에 입력해 주세요.',
      canSend: true,
    });
    const made = await call(t.app, kim, 'POST', '/api/family/links', { studentName: '민지', contactId });
    linkUrl = made.json().url;
    expect(await t.app.outbox.runOnce()).toEqual({ sent: 2, retrying: 0, failed: 0, skipped: 0 });
    code = delivered.find((message) => message.event === 'family-code')!.variables.인증번호!;
  });
  afterAll(async () => {
    await t.close();
    await receiver.close();
  });

  it('delivers the code and the link to the family, whose code signs in', async () => {
    expect(code).toMatch(/^\d{6}$/);
    expect(delivered.map((message) => message.text)).toEqual([
      `가족 페이지 인증번호는 [${code}]입니다. 10분 안에 입력해 주세요.`,
      expect.stringContaining(linkUrl),
    ]);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/family/login',
      payload: { phone: MOM, code },
    });
    expect(login.statusCode).toBe(200);
    expect(familyCookieOf(t.app, login)).toMatch(/=/);
  });

  it('shows the 발송함 only that each went: the owner both, the teacher the student’s link', async () => {
    const sent = (event: string, studentName: string | null) => ({
      id: expect.any(Number),
      event,
      channel: 'webhook',
      recipient: MOM,
      studentName,
      status: 'sent',
      scheduledAt: '2026-11-25T01:00:00.000Z',
      sentAt: '2026-11-25T01:00:00.000Z',
      reason: null,
      attempts: 1,
      text: '가족 로그인에 쓰는 링크·인증번호가 담긴 문구라 보안을 위해 표시하지 않습니다.',
    });
    const forOwner = (await call(t.app, owner, 'GET', '/api/messages')).json();
    expect(forOwner.items).toEqual([sent('family-link', '민지'), sent('family-code', null)]);
    const forTeacher = (await call(t.app, kim, 'GET', '/api/messages')).json();
    expect(forTeacher.items).toEqual([sent('family-link', '민지')]);
    for (const page of [forOwner, forTeacher]) {
      expect(JSON.stringify(page)).not.toMatch(new RegExp(`(?<!\\d)${code}(?!\\d)`));
      expect(JSON.stringify(page)).not.toContain(linkUrl);
    }
  });

  it('withholds a waiting code in the answer to its cancel too', async () => {
    // A studio of its own: the code it asks for would end the one the family signs in with.
    await withTestApp(async (t) => {
      const owner = await signIn(t.app, 'owner');
      await studentWithContacts(t, await signIn(t.app, 'teacher'), '민지', [
        { name: '엄마', relation: '어머니', phone: MOM, informational: consented },
      ]);
      await t.app.inject({ method: 'POST', url: '/api/family/code', payload: { phone: MOM } });
      const waiting = (await call(t.app, owner, 'GET', '/api/messages?status=waiting')).json().items;
      expect(waiting).toHaveLength(1);
      const cancelled = await call(t.app, owner, 'POST', `/api/messages/${waiting[0].id}/cancel`);
      expect(cancelled.json().item).toMatchObject({
        event: 'family-code',
        status: 'skipped',
        text: WITHHELD_TEXT,
      });
    }, studio(receiver));
  });

  it('keeps both out of the audit log, which says a link was made and nothing of its token', async () => {
    const audit = (await call(t.app, owner, 'GET', '/api/audit')).json();
    const token = linkUrl.slice(linkUrl.lastIndexOf('/') + 1);
    const whole = JSON.stringify(audit);
    expect(whole).not.toContain(token);
    expect(whole).not.toMatch(new RegExp(`(?<!\\d)${code}(?!\\d)`));
    const link = audit.items.find((item: { action: string }) => item.action === 'family.link_issue');
    expect(link).toMatchObject({
      target: '민지',
      detail: { expiresAt: '2026-12-02T01:00:00.000Z', contactId },
    });
  });
});

describe('the code page of a studio with no sender for phones', () => {
  it('tells every phone alike to ask the studio for a link, and makes no code', async () => {
    // E-mail alone reaches no phone: a code has no way to go.
    await withTestApp(
      async (t) => {
        const kim = await signIn(t.app, 'teacher');
        await studentWithContacts(t, kim, '민지', [
          { name: '엄마', relation: '어머니', phone: MOM, informational: consented },
        ]);
        const unavailable = {
          message: '지금은 인증번호를 보낼 수 없습니다. 학원에 가족 페이지 링크를 요청해 주세요.',
          canSend: false,
        };
        for (const phone of [MOM, '010-9999-8888']) {
          const answer = await t.app.inject({ method: 'POST', url: '/api/family/code', payload: { phone } });
          expect([answer.statusCode, answer.json()]).toEqual([200, unavailable]);
        }
        expect(await t.db.selectFrom('family_codes').selectAll().execute()).toEqual([]);
        expect(await t.db.selectFrom('message_outbox').selectAll().execute()).toEqual([]);
      },
      {
        now: '2026-11-25T10:00:00+09:00',
        env: { SMTP_URL: 'smtp://studio:secret@mail.studio.example:587', MAIL_FROM: 'studio@studio.example' },
      },
    );
  });
});
