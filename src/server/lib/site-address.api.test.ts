/**
 * Every link the server makes starts with the studio's own address (site-address.ts), never
 * with the Host or X-Forwarded-Host a request carries: a password-reset link, a family sign-in
 * link and the message that takes it to a contact, the calendar feed, a receipt message. With
 * no address at all the links are refused in Korean and nothing is made. On both databases.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messageFor } from '#shared/messages/ko.ts';
import { consented } from '../testing/messages.ts';
import { type SignedIn, signIn } from '../testing/sign-in.ts';
import { api } from '../testing/students.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

const EVIL = 'evil.example';
// Behind one trusted proxy, so that X-Forwarded-Host would count too if anything read it.
const forged = { host: EVIL, 'x-forwarded-host': EVIL, 'x-forwarded-proto': 'https' };

interface Studio {
  t: TestApp;
  owner: SignedIn;
  teacher: SignedIn;
  contactId: number;
}

async function studio(env: Record<string, string>): Promise<Studio> {
  const t = await createTestApp({ now: '2026-11-25T10:00:00+09:00', env: { TRUST_PROXY: '1', ...env } });
  const owner = await signIn(t.app, 'owner');
  const teacher = await signIn(t.app, 'teacher');
  expect((await api.add(t.app, teacher, { name: '김민지' })).statusCode).toBe(201);
  const contact = { name: '엄마', relation: '어머니', phone: '01022223333', informational: consented };
  const added = await send(t, teacher, 'POST', '/api/member/김민지/contacts', contact);
  return { t, owner, teacher, contactId: added.json().contact.id };
}

function send(t: TestApp, who: SignedIn, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) {
  return t.app.inject({
    method,
    url: encodeURI(url),
    headers: { cookie: who.cookie, ...forged },
    ...(payload ? { payload } : {}),
  });
}

/** Asks for every link there is, under a forged Host; answers the responses and what was queued. */
async function makeEveryLink({ t, owner, teacher, contactId }: Studio) {
  const responses = {
    reset: await send(t, owner, 'POST', `/api/accounts/${teacher.id}/reset`),
    family: await send(t, teacher, 'POST', '/api/family/links', { studentName: '김민지', contactId }),
    feed: await send(t, teacher, 'GET', '/api/calendar/feed'),
    feedReset: await send(t, teacher, 'POST', '/api/calendar/feed/reset'),
    payment: await send(t, teacher, 'PUT', '/api/member/charge/김민지', {
      pay: 50000,
      lesson: 1,
      method: '카드',
    }),
  };
  await t.app.outbox.runOnce();
  const outbox = await t.db
    .selectFrom('message_outbox')
    .select(['event', 'variables', 'text'])
    .orderBy('id')
    .execute();
  return { responses, outbox };
}

describe.each<{ env: Record<string, string>; base: string; named: string }>([
  { env: { PUBLIC_URL: 'https://studio.example/' }, base: 'https://studio.example', named: 'PUBLIC_URL' },
  { env: {}, base: 'http://127.0.0.1:3000', named: 'the address a server on this machine listens on' },
])('links under a forged Host, built on $named', ({ env, base }) => {
  let s: Studio;
  let made: Awaited<ReturnType<typeof makeEveryLink>>;
  beforeAll(async () => {
    s = await studio(env);
    made = await makeEveryLink(s);
  });
  afterAll(async () => {
    await s.t.close();
  });

  it('starts every link with the studio’s address', () => {
    const { reset, family, feed, feedReset, payment } = made.responses;
    expect([reset, family, feed, feedReset, payment].map((response) => response.statusCode)).toEqual([
      200, 200, 200, 200, 200,
    ]);
    const token = '[A-Za-z0-9_-]{43}';
    expect(reset.json().url).toMatch(new RegExp(`^${base}/reset#token=${token}$`));
    expect(family.json().url).toMatch(new RegExp(`^${base}/family/enter/${token}$`));
    expect(family.json().kakaoText).toContain(family.json().url);
    expect(feed.json().url).toMatch(new RegExp(`^${base}/calendar/${token}\\.ics$`));
    expect(feedReset.json().url).toMatch(new RegExp(`^${base}/calendar/${token}\\.ics$`));
  });

  it('sends the links in messages on the same address', () => {
    const texts = Object.fromEntries(made.outbox.map((row) => [row.event, row.text]));
    expect(texts['family-link']).toContain(`${made.responses.family.json().url}`);
    const paymentId = made.responses.payment.json().payment.id;
    expect(texts['payment-received']).toContain(`영수증: ${base}/family/receipt/${paymentId}`);
  });

  it('never names the forged host', () => {
    const answered = Object.values(made.responses).map((response) => response.body);
    expect(JSON.stringify([answered, made.outbox])).not.toContain(EVIL);
  });
});

describe('links with no address to build them on (HOST=0.0.0.0, no PUBLIC_URL)', () => {
  let s: Studio;
  let made: Awaited<ReturnType<typeof makeEveryLink>>;
  beforeAll(async () => {
    s = await studio({ HOST: '0.0.0.0' });
    made = await makeEveryLink(s);
  });
  afterAll(async () => {
    await s.t.close();
  });

  it('refuses each link in Korean, saying to set PUBLIC_URL, and makes none', async () => {
    const refusal = { error: { code: 'site.address_missing', message: messageFor('site.address_missing') } };
    const { reset, family, feed, feedReset } = made.responses;
    for (const response of [reset, family, feed, feedReset]) {
      expect([response.statusCode, response.json()]).toEqual([409, refusal]);
    }
    expect(refusal.error.message).toBe(
      '사이트 주소(PUBLIC_URL)가 설정되지 않아 링크를 만들 수 없습니다. 서버 설정에 PUBLIC_URL(예: https://studio.example.com)을 넣고 서버를 다시 시작해 주세요.',
    );
    const { t } = s;
    expect(await t.db.selectFrom('password_resets').selectAll().execute()).toEqual([]);
    expect(await t.db.selectFrom('family_links').selectAll().execute()).toEqual([]);
    expect(await t.db.selectFrom('calendar_feeds').selectAll().execute()).toEqual([]);
    expect(made.outbox.map((row) => row.event)).toEqual(['payment-received']);
  });

  it('never names the forged host', () => {
    const answered = Object.values(made.responses).map((response) => response.body);
    expect(JSON.stringify([answered, made.outbox])).not.toContain(EVIL);
  });
});
