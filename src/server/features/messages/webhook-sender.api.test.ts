/**
 * The studio's webhook against a local server that checks the HMAC of the body and the
 * timestamp: each message arrives once, as JSON, signed; a 4xx fails it, a refusal of the
 * signature would too. With no sender at all, a message is skipped as "보낼 수단 없음".
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consented, enqueuePayment, studentWithContacts } from '../../testing/messages.ts';
import { type SignedIn, signIn } from '../../testing/sign-in.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { type HttpTestReceiver, startHttpReceiver } from '../../testing/test-receiver.ts';

const SECRET = 'a-webhook-secret-of-the-studio';

describe('the webhook sender', () => {
  const received: { body: Record<string, unknown>; valid: boolean; timestamp: string | undefined }[] = [];
  let status = 200;
  let server: HttpTestReceiver;
  let t: TestApp;
  let teacher: SignedIn;
  let studentId: number;

  beforeAll(async () => {
    server = await startHttpReceiver((request, raw, response) => {
      const expected = Buffer.from(`sha256=${createHmac('sha256', SECRET).update(raw).digest('hex')}`);
      const given = Buffer.from(String(request.headers['x-signature'] ?? ''));
      const valid = given.length === expected.length && timingSafeEqual(given, expected);
      received.push({
        body: JSON.parse(raw.toString('utf8')),
        valid,
        timestamp: request.headers['x-timestamp'] as string,
      });
      response.writeHead(valid ? status : 401, { 'x-message-id': `hook-${received.length}` }).end();
    });
    t = await createTestApp({
      now: '2026-11-25T10:00:00+09:00',
      env: { MESSAGES_WEBHOOK_URL: `${server.url}/hooks/studio`, MESSAGES_WEBHOOK_SECRET: SECRET },
    });
    teacher = await signIn(t.app, 'teacher');
    studentId = await studentWithContacts(t, teacher, '김민지', [
      {
        name: '김엄마',
        relation: '어머니',
        phone: '010-1111-0001',
        email: 'mom@example.com',
        informational: consented,
      },
    ]);
  });
  afterAll(async () => {
    await t.close();
    await server.close();
  });

  it('posts each message once, as signed JSON with its timestamp', async () => {
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
    const row = await t.db
      .selectFrom('message_outbox')
      .selectAll()
      .where('id', '=', written!.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'sent', channel: 'webhook', provider_id: 'hook-1', cost: 0 });
  });

  it('fails a message the receiver refuses with a 4xx, and tries a 5xx again', async () => {
    status = 422;
    const [refused] = await enqueuePayment(t, studentId, 'payment:2');
    expect(await t.app.outbox.runOnce()).toMatchObject({ failed: 1 });
    status = 502;
    await enqueuePayment(t, studentId, 'payment:3');
    expect(await t.app.outbox.runOnce()).toMatchObject({ retrying: 1 });
    status = 200;
    const row = await t.db
      .selectFrom('message_outbox')
      .selectAll()
      .where('id', '=', refused!.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'failed', reason: '422' });
  });
});

describe('with no sender configured', () => {
  let t: TestApp;
  afterAll(async () => {
    await t.close();
  });

  it('skips the message as "보낼 수단 없음", with the text it would have sent', async () => {
    t = await createTestApp({ now: '2026-11-25T10:00:00+09:00' });
    const teacher = await signIn(t.app, 'teacher');
    const studentId = await studentWithContacts(t, teacher, '김민지', [
      { name: '김엄마', relation: '어머니', phone: '010-1111-0001', informational: consented },
    ]);
    const [written] = await enqueuePayment(t, studentId, 'payment:1');
    expect(await t.app.outbox.runOnce()).toEqual({ sent: 0, retrying: 0, failed: 0, skipped: 1 });
    const row = await t.db
      .selectFrom('message_outbox')
      .selectAll()
      .where('id', '=', written!.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      status: 'skipped',
      reason: '보낼 수단 없음',
      attempts: 0,
      channel: null,
      text: '김민지님의 수강료 200,000원 (4회) 결제가 확인되었습니다. 영수증: https://studio.example/r/1',
    });
  });
});
