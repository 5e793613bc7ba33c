/**
 * The studio's webhook against a local server that checks the HMAC of the body and the
 * timestamp: each message arrives once, as JSON, signed; a 4xx fails it, a refusal of the
 * signature would too. With no sender at all, a message is skipped as "보낼 수단 없음".
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enqueuePayment } from '../../testing/messages.ts';
import {
  closedAfterEach,
  type Later,
  outboxRow,
  senderApp,
  studentWithMother,
} from '../../testing/senders.ts';
import { signIn } from '../../testing/sign-in.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { type HttpTestReceiver, startHttpReceiver } from '../../testing/test-receiver.ts';

const SECRET = 'a-webhook-secret-of-the-studio';

/**
 * A receiver that checks the signature and answers `answer.status`, and an app that sends to it:
 * each test its own, so that what one receiver got is one test's messages.
 */
async function signedWebhook(later: Later) {
  const received: { body: Record<string, unknown>; valid: boolean; timestamp: string | undefined }[] = [];
  const answer = { status: 200 };
  const server = await startHttpReceiver((request, raw, response) => {
    const expected = Buffer.from(`sha256=${createHmac('sha256', SECRET).update(raw).digest('hex')}`);
    const given = Buffer.from(String(request.headers['x-signature'] ?? ''));
    const valid = given.length === expected.length && timingSafeEqual(given, expected);
    const timestamp = request.headers['x-timestamp'] as string;
    received.push({ body: JSON.parse(raw.toString('utf8')), valid, timestamp });
    response.writeHead(valid ? answer.status : 401, { 'x-message-id': `hook-${received.length}` }).end();
  });
  later(() => server.close());
  const env = {
    MESSAGES_WEBHOOK_URL: `${server.url}/hooks/studio`,
    MESSAGES_WEBHOOK_SECRET: SECRET,
    // The receiver listens on 127.0.0.1: the studio's own network, allowed by name.
    OUTBOUND_ALLOW_PRIVATE: 'true',
  };
  const { t, studentId } = await senderApp(env, { email: true });
  later(() => t.close());
  return { t, studentId, received, answer };
}

describe('the webhook sender', () => {
  const later = closedAfterEach();

  it('posts each message once, as signed JSON with its timestamp', async () => {
    const { t, studentId, received } = await signedWebhook(later);
    const [written] = await enqueuePayment(t, studentId, 'payment:1');
    expect(await t.app.outbox.runOnce()).toEqual({ sent: 1, retrying: 0, failed: 0, skipped: 0 });
    expect(await t.app.outbox.runOnce()).toEqual({ sent: 0, retrying: 0, failed: 0, skipped: 0 });
    expect(received).toHaveLength(1);
    expect(received[0]!.valid).toBe(true);
    expect(received[0]!.timestamp).toBe(String(Date.parse('2026-11-25T01:00:00Z') / 1000));
    expect(received[0]!.body).toEqual({
      timestamp: Date.parse('2026-11-25T01:00:00Z') / 1000,
      id: written!.id,
      key: 'payment-received|010-1111-0001|payment:1',
      event: 'payment-received',
      label: '결제 확인',
      to: { phone: '010-1111-0001', email: 'mom@example.com' },
      text: '김민지님의 수강료 200,000원 (4회) 결제가 확인되었습니다. 영수증: https://studio.example/r/1',
      variables: { 이름: '김민지', 금액: '200,000원', 횟수: '4', 영수증: 'https://studio.example/r/1' },
    });
    const row = await outboxRow(t, written!.id);
    expect(row).toMatchObject({ status: 'sent', channel: 'webhook', provider_id: 'hook-1', cost: 0 });
  });

  it('fails a message the receiver refuses with a 4xx, and tries a 5xx again', async () => {
    const { t, studentId, answer } = await signedWebhook(later);
    answer.status = 422;
    const [refused] = await enqueuePayment(t, studentId, 'payment:2');
    expect(await t.app.outbox.runOnce()).toMatchObject({ failed: 1 });
    answer.status = 502;
    await enqueuePayment(t, studentId, 'payment:3');
    expect(await t.app.outbox.runOnce()).toMatchObject({ retrying: 1 });
    expect(await outboxRow(t, refused!.id)).toMatchObject({ status: 'failed', reason: '422' });
  });
});

describe('with no sender configured', () => {
  let t: TestApp;
  afterAll(async () => {
    await t.close();
  });

  it('skips the message as "보낼 수단 없음", with the text it would have sent', async () => {
    let studentId: number;
    ({ t, studentId } = await senderApp());
    const [written] = await enqueuePayment(t, studentId, 'payment:1');
    expect(await t.app.outbox.runOnce()).toEqual({ sent: 0, retrying: 0, failed: 0, skipped: 1 });
    const row = await outboxRow(t, written!.id);
    expect(row).toMatchObject({
      status: 'skipped',
      reason: '보낼 수단 없음',
      attempts: 0,
      channel: null,
      text: '김민지님의 수강료 200,000원 (4회) 결제가 확인되었습니다. 영수증: https://studio.example/r/1',
    });
  });
});

describe('a webhook that answers with a redirect', () => {
  const at: string[] = [];
  let elsewhereHits = 0;
  let server: HttpTestReceiver;
  let elsewhere: HttpTestReceiver;
  let t: TestApp;
  afterAll(async () => {
    await t.close();
    await server.close();
    await elsewhere.close();
  });

  it('is sent once, never to where it points, and fails with the reason', async () => {
    elsewhere = await startHttpReceiver((_request, _body, response) => {
      elsewhereHits += 1;
      response.writeHead(200).end();
    });
    server = await startHttpReceiver((request, _body, response) => {
      at.push(request.url ?? '');
      response.writeHead(307, { location: `${elsewhere.url}/catch` }).end();
    });
    let studentId: number;
    ({ t, studentId } = await senderApp({
      MESSAGES_WEBHOOK_URL: `${server.url}/hooks/studio`,
      MESSAGES_WEBHOOK_SECRET: SECRET,
      OUTBOUND_ALLOW_PRIVATE: 'true',
    }));
    const [written] = await enqueuePayment(t, studentId, 'payment:1');
    expect(await t.app.outbox.runOnce()).toEqual({ sent: 0, retrying: 0, failed: 1, skipped: 0 });
    expect(at).toEqual(['/hooks/studio']);
    expect(elsewhereHits).toBe(0);
    const row = await outboxRow(t, written!.id);
    expect(row).toMatchObject({
      status: 'failed',
      attempts: 1,
      reason: `307 다른 주소로 보내라는 응답은 따르지 않습니다 (${elsewhere.url}/catch).`,
    });
  });
});

describe('a webhook address inside the network, not allowed', () => {
  let hits = 0;
  let server: HttpTestReceiver;
  beforeAll(async () => {
    server = await startHttpReceiver((_request, _body, response) => {
      hits += 1;
      response.writeHead(200).end();
    });
  });
  afterAll(async () => {
    await server.close();
  });

  // localhost may resolve to ::1 before 127.0.0.1: the first address refused is named.
  it.each([
    ['http://127.0.0.1:<port>/hook', ['127.0.0.1 (이 서버 자신의 주소)']],
    [
      'http://localhost:<port>/hook',
      ['localhost → 127.0.0.1 (이 서버 자신의 주소)', 'localhost → ::1 (이 서버 자신의 주소)'],
    ],
    ['http://169.254.169.254/latest/meta-data/', ['169.254.169.254 (클라우드 메타데이터 주소)']],
  ])('fails %s at once with the reason, and nothing reaches it', async (address, said) => {
    const t = await createTestApp({
      now: '2026-11-25T10:00:00+09:00',
      env: {
        MESSAGES_WEBHOOK_URL: address.replace('<port>', String(server.port)),
        MESSAGES_WEBHOOK_SECRET: SECRET,
      },
    });
    try {
      const teacher = await signIn(t.app, 'teacher');
      const studentId = await studentWithMother(t, teacher);
      const [written] = await enqueuePayment(t, studentId, 'payment:1');
      expect(await t.app.outbox.runOnce()).toEqual({ sent: 0, retrying: 0, failed: 1, skipped: 0 });
      const row = await outboxRow(t, written!.id);
      const hint = (what: string) =>
        what.includes('메타데이터')
          ? ''
          : ' 학원 내부의 서버라면 OUTBOUND_ALLOW_PRIVATE=true로 허용할 수 있습니다.';
      expect(row.status).toBe('failed');
      expect(said.map((what) => `보낼 수 없는 주소입니다: ${what}.${hint(what)}`)).toContain(row.reason);
      expect(hits).toBe(0);
    } finally {
      await t.close();
    }
  });
});
