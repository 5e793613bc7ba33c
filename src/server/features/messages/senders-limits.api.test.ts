/**
 * 알림 발송 설정's limits: 테스트 발송 is counted per owner and per kind (each Solapi test is a
 * paid message), exactly the limit getting through when many tests arrive at once, on either
 * database; and a save is refused for a private or loopback address, never for a host name that
 * merely does not resolve at that moment (each send checks it again).
 */
import { describe, expect, it } from 'vitest';
import { closedAfterEach, ownerSenderApp } from '../../testing/senders.ts';
import type { SignedIn } from '../../testing/sign-in.ts';
import { call } from '../../testing/students.ts';
import type { TestApp } from '../../testing/test-app.ts';
import { startHttpReceiver, startSmtpReceiver } from '../../testing/test-receiver.ts';

const WEBHOOK_SECRET = 'limit-secret-4d8e2a9c1f7b';
const TEST_URL = (kind: string) => `/api/settings/senders/${kind}/test`;

const later = closedAfterEach();

const app = (env?: Record<string, string>) => ownerSenderApp(later, env);

/** A webhook receiver that counts what reaches it, saved as the studio's webhook. */
async function savedWebhook(t: TestApp, owner: SignedIn): Promise<{ received: () => number }> {
  let count = 0;
  const hook = await startHttpReceiver((_request, _body, response) => {
    count += 1;
    // A moment's wait, so that the concurrent tests are all in flight together.
    setTimeout(() => response.writeHead(200).end('ok'), 20);
  });
  later(() => hook.close());
  const saved = await call(t.app, owner, 'PUT', '/api/settings/senders/webhook', {
    url: `${hook.url}/studio`,
    secret: WEBHOOK_SECRET,
  });
  expect(saved.statusCode).toBe(200);
  return { received: () => count };
}

describe('테스트 발송 limit', () => {
  it('lets exactly 5 of 20 concurrent tests of one kind through, and answers the rest 429 in Korean', async () => {
    const { t, owner } = await app();
    const hook = await savedWebhook(t, owner);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => call(t.app, owner, 'POST', TEST_URL('webhook'), {})),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(15);
    expect(hook.received()).toBe(5);
    const refused = answers.find((answer) => answer.statusCode === 429);
    expect(refused?.json()).toEqual({
      error: {
        code: 'senders.too_many_tests',
        message: '테스트 발송은 보낼 수단마다 10분에 5번까지 할 수 있습니다. 잠시 뒤에 다시 해 주세요.',
      },
    });
  });

  it('counts each kind apart, opens again after 10 minutes, and does not count a test refused before sending', async () => {
    const smtpMails: string[] = [];
    const smtp = await startSmtpReceiver({
      disabledCommands: ['STARTTLS'],
      authOptional: true,
      onData(stream, _session, callback) {
        stream.on('data', () => {});
        stream.on('end', () => {
          smtpMails.push('mail');
          callback();
        });
      },
    });
    later(() => smtp.close());
    const { t, owner } = await app();
    const hook = await savedWebhook(t, owner);
    expect(
      (
        await call(t.app, owner, 'PUT', '/api/settings/senders/smtp', {
          url: `smtp://127.0.0.1:${smtp.port}`,
          from: 'hello@studio.example',
        })
      ).statusCode,
    ).toBe(200);

    // A mistyped address is refused before anything goes, and costs no test.
    for (let index = 0; index < 6; index += 1) {
      const typo = await call(t.app, owner, 'POST', TEST_URL('smtp'), { to: 'owner-at-example' });
      expect(typo.json().error.code).toBe('senders.test_email_invalid');
    }
    for (let index = 0; index < 5; index += 1) {
      expect((await call(t.app, owner, 'POST', TEST_URL('webhook'), {})).statusCode).toBe(200);
    }
    expect((await call(t.app, owner, 'POST', TEST_URL('webhook'), {})).statusCode).toBe(429);
    // The webhook's limit is not the e-mail's.
    const mail = await call(t.app, owner, 'POST', TEST_URL('smtp'), { to: 'owner@example.com' });
    expect([mail.statusCode, mail.json().ok]).toEqual([200, true]);
    expect(smtpMails).toHaveLength(1);

    t.clock.set('2026-11-25T10:09:59+09:00');
    expect((await call(t.app, owner, 'POST', TEST_URL('webhook'), {})).statusCode).toBe(429);
    t.clock.set('2026-11-25T10:10:00+09:00');
    expect((await call(t.app, owner, 'POST', TEST_URL('webhook'), {})).statusCode).toBe(200);
    expect(hook.received()).toBe(6);
  });
});

describe('the host of a saved sender', () => {
  it('saves a host name that does not resolve now, says so, and the test send explains it', async () => {
    const { t, owner } = await app({ OUTBOUND_ALLOW_PRIVATE: 'false' });
    // `.invalid` never resolves (RFC 6761): as a name server that does not answer at this moment.
    const saved = await call(t.app, owner, 'PUT', '/api/settings/senders/smtp', {
      url: 'smtps://studio:app-password-1@mail.studio.invalid:465',
      from: 'hello@studio.example',
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().message).toBe(
      '저장했습니다. 다만 지금은 서버 주소를 찾을 수 없습니다. 주소에 오타가 없는지 보고 테스트 발송으로 확인해 주세요.',
    );
    expect(saved.json().sender).toMatchObject({
      kind: 'smtp',
      source: 'settings',
      stored: { values: { url: 'smtps://studio@mail.studio.invalid:465', from: 'hello@studio.example' } },
    });
    const hook = await call(t.app, owner, 'PUT', '/api/settings/senders/webhook', {
      url: 'https://hooks.studio.invalid/messages',
      secret: WEBHOOK_SECRET,
    });
    expect(hook.statusCode).toBe(200);
    expect(await t.db.selectFrom('message_senders').select('kind').orderBy('kind').execute()).toEqual([
      { kind: 'smtp' },
      { kind: 'webhook' },
    ]);

    // The name is checked again when something is sent, and the owner is told what to fix.
    const tested = await call(t.app, owner, 'POST', TEST_URL('smtp'), { to: 'owner@example.com' });
    expect(tested.statusCode).toBe(200);
    expect(tested.json()).toMatchObject({
      ok: false,
      message: '메일 서버의 주소를 찾을 수 없습니다. 호스트 이름에 오타가 없는지 확인해 주세요.',
    });
  });

  it('still refuses a loopback or private address, written or resolved, and keeps nothing', async () => {
    const { t, owner } = await app({ OUTBOUND_ALLOW_PRIVATE: 'false' });
    const cases: [string, object][] = [
      ['smtp', { url: 'smtp://u:p@127.0.0.1:25', from: 'a@studio.example' }],
      ['smtp', { url: 'smtp://u:p@localhost:25', from: 'a@studio.example' }],
      ['webhook', { url: 'http://192.168.0.10/hook', secret: WEBHOOK_SECRET }],
      ['webhook', { url: 'http://[::1]:8080/hook', secret: WEBHOOK_SECRET }],
    ];
    for (const [kind, body] of cases) {
      const response = await call(t.app, owner, 'PUT', `/api/settings/senders/${kind}`, body);
      expect([kind, response.statusCode, response.json().error]).toEqual([
        kind,
        400,
        {
          code: 'senders.address_refused',
          message: '사내망·내부 주소로는 보낼 수 없습니다. 인터넷에서 닿는 주소를 입력해 주세요.',
        },
      ]);
    }
    const malformed = await call(t.app, owner, 'PUT', '/api/settings/senders/webhook', {
      url: 'https://',
      secret: WEBHOOK_SECRET,
    });
    expect([malformed.statusCode, malformed.json().error.code]).toEqual([400, 'senders.webhook_url_invalid']);
    expect(await t.db.selectFrom('message_senders').selectAll().execute()).toEqual([]);
  });
});
