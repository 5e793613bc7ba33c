/**
 * 알림톡 through Solapi against a local HTTP server that checks the request as Solapi's
 * documentation describes it — the path, the HMAC-SHA256 Authorization header with a fresh
 * date and salt, `{message: {to, from, text, type, kakaoOptions}}` — and answers as Solapi
 * does: accepted, a template refused (then sent as SMS/LMS), accepted as an SMS fallback, or
 * an outage (tried again later).
 */
import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enqueuePayment } from '../../testing/messages.ts';
import { senderApp } from '../../testing/senders.ts';
import type { TestApp } from '../../testing/test-app.ts';
import { type HttpTestReceiver, startHttpReceiver } from '../../testing/test-receiver.ts';
import { type EnqueueRequest, enqueueMessage } from './outbox.queries.ts';

const API_KEY = 'NCSTESTKEY0001';
const API_SECRET = 'TESTSECRETTESTSECRETTESTSECRET01';

interface Seen {
  body: { message: Record<string, unknown> };
  authorization: string;
}

type Answer = { status: number; body: object };

function checkSignature(header: string): boolean {
  const match = /^HMAC-SHA256 apiKey=([^,]+), date=([^,]+), salt=([^,]+), signature=([0-9a-f]{64})$/.exec(
    header,
  );
  if (!match) return false;
  const [, key, date, salt, signature] = match;
  const expected = createHmac('sha256', API_SECRET)
    .update(date! + salt!)
    .digest('hex');
  return key === API_KEY && signature === expected && !Number.isNaN(Date.parse(date!)) && salt!.length >= 12;
}

describe('알림톡 and SMS through Solapi', () => {
  const seen: Seen[] = [];
  const answers: ((seen: Seen) => Answer)[] = [];
  let server: HttpTestReceiver;
  let t: TestApp;
  let studentId: number;
  /** A message of `event` to the student, written to the outbox at the app's clock. */
  const enqueue = (message: Pick<EnqueueRequest, 'event' | 'variables' | 'sourceKey'>) =>
    enqueueMessage(t.db, { ...message, studentId, now: t.clock.now() });

  beforeAll(async () => {
    server = await startHttpReceiver((request, raw, response) => {
      const body = JSON.parse(raw.toString('utf8')) as Seen['body'];
      const authorization = request.headers.authorization ?? '';
      const entry = { body, authorization };
      seen.push(entry);
      const reply = (status: number, json: object) => {
        response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(json));
      };
      if (request.method !== 'POST' || request.url !== '/messages/v4/send') {
        return reply(404, { errorCode: 'NotFound', errorMessage: 'no such path' });
      }
      if (!checkSignature(authorization)) {
        return reply(401, { errorCode: 'SignatureDoesNotMatch', errorMessage: '서명 불일치' });
      }
      const answer = answers.shift() ?? (() => ({ status: 500, body: { errorCode: 'Unexpected' } }));
      const { status, body: json } = answer(entry);
      return reply(status, json);
    });
    ({ t, studentId } = await senderApp({
      SOLAPI_API_KEY: API_KEY,
      SOLAPI_API_SECRET: API_SECRET,
      SOLAPI_PF_ID: 'KA01PF0000000000000000',
      SOLAPI_SENDER: '02-123-4567',
      SOLAPI_BASE_URL: server.url,
      OUTBOUND_ALLOW_PRIVATE: 'true',
      SOLAPI_TEMPLATES: 'payment-received=KA01TP-PAY,lesson-reminder=KA01TP-REMIND',
    }));
  });
  afterAll(async () => {
    await t.close();
    await server.close();
  });

  const accepted = (type: string, id: string) => () => ({
    status: 200,
    body: {
      groupId: 'G4V20261125',
      messageId: id,
      type,
      statusCode: '2000',
      statusMessage: '정상 접수(이통사로 접수 예정)',
    },
  });
  const row = (id: number) =>
    t.db.selectFrom('message_outbox').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

  it('sends a 알림톡 with its registered template and variables, signed', async () => {
    seen.length = 0;
    answers.push(accepted('ATA', 'M4V20261125ATA'));
    const [written] = await enqueuePayment(t, studentId, 'payment:1');
    expect(await t.app.outbox.runOnce()).toEqual({ sent: 1, retrying: 0, failed: 0, skipped: 0 });
    expect(seen).toHaveLength(1);
    expect(seen[0]!.body).toEqual({
      message: {
        to: '01011110001',
        from: '021234567',
        text: '김민지님의 수강료 200,000원 (4회) 결제가 확인되었습니다. 영수증: https://studio.example/r/1',
        type: 'ATA',
        kakaoOptions: {
          pfId: 'KA01PF0000000000000000',
          templateId: 'KA01TP-PAY',
          variables: {
            '#{이름}': '김민지',
            '#{금액}': '200,000원',
            '#{횟수}': '4',
            '#{영수증}': 'https://studio.example/r/1',
          },
          disableSms: false,
        },
      },
    });
    expect(await row(written!.id)).toMatchObject({
      status: 'sent',
      channel: 'kakao',
      recipient: '010-1111-0001',
      provider_id: 'M4V20261125ATA',
      cost: 13,
    });
  });

  it('sends the text as SMS when Solapi refuses the template', async () => {
    seen.length = 0;
    answers.push(
      () => ({
        status: 400,
        body: { errorCode: 'ValidationError', errorMessage: '템플릿 내용이 일치하지 않습니다.' },
      }),
      accepted('SMS', 'M4V20261125SMS'),
    );
    const [written] = await enqueue({
      event: 'lesson-reminder',
      variables: { 이름: '김민지', 날짜: '11/26', 시간: '15:00' },
      sourceKey: 's1@2026-11-26',
    });
    expect(await t.app.outbox.runOnce()).toEqual({ sent: 1, retrying: 0, failed: 0, skipped: 0 });
    expect(seen.map((entry) => entry.body.message.type)).toEqual(['ATA', 'SMS']);
    expect(seen[1]!.body.message).toEqual({
      to: '01011110001',
      from: '021234567',
      text: '김민지님, 내일(11/26) 15:00에 레슨이 있습니다. 오시기 어려우면 미리 알려 주세요.',
      type: 'SMS',
    });
    expect(await row(written!.id)).toMatchObject({ status: 'sent', channel: 'sms', cost: 20 });
  });

  it('sends an event without a template as LMS when the text is longer than an SMS', async () => {
    seen.length = 0;
    answers.push(accepted('LMS', 'M4V20261125LMS'));
    const [written] = await enqueue({
      event: 'family-link',
      variables: { 이름: '김민지', 링크: 'https://studio.example/family/open/abcdef', 기한: '12월 2일' },
      sourceKey: 'link:1',
    });
    expect(await t.app.outbox.runOnce()).toMatchObject({ sent: 1 });
    expect(seen[0]!.body.message).toMatchObject({ type: 'LMS', subject: '가족 페이지 접속 링크' });
    expect(seen[0]!.body.message.kakaoOptions).toBeUndefined();
    expect(await row(written!.id)).toMatchObject({ channel: 'lms', cost: 50 });
  });

  it('records the SMS Solapi sent in place of a 알림톡', async () => {
    answers.push(accepted('SMS', 'M4V20261125FALLBACK'));
    const [written] = await enqueuePayment(t, studentId, 'payment:2');
    await t.app.outbox.runOnce();
    expect(await row(written!.id)).toMatchObject({ status: 'sent', channel: 'sms', cost: 20 });
  });

  it('tries again later when Solapi is down, and fails after the last try', async () => {
    const [written] = await enqueuePayment(t, studentId, 'payment:3');
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      answers.push(() => ({
        status: 503,
        body: { errorCode: 'ServiceUnavailable', errorMessage: '점검 중' },
      }));
      expect(await t.app.outbox.runOnce()).toEqual(
        attempt < 5
          ? { sent: 0, retrying: 1, failed: 0, skipped: 0 }
          : { sent: 0, retrying: 0, failed: 1, skipped: 0 },
      );
      const now = await row(written!.id);
      expect(now.attempts).toBe(attempt);
      expect(now.reason).toBe('503 ServiceUnavailable 점검 중');
      // Nothing is due before its backoff has passed.
      expect(await t.app.outbox.runOnce()).toEqual({ sent: 0, retrying: 0, failed: 0, skipped: 0 });
      t.clock.set(new Date(Date.parse(now.next_attempt_at)));
    }
    expect((await row(written!.id)).status).toBe('failed');
  });
});
