/**
 * The e-mail sender against a real SMTP server started here (smtp-server), the message read
 * back as received (mailparser): sender, recipient, the Korean subject in UTF-8, the body and
 * the idempotency key header. A permanent refusal fails the message; a server that is gone is
 * tried again later.
 */
import { type ParsedMail, simpleParser } from 'mailparser';
import { afterAll, describe, expect, it } from 'vitest';
import { enqueuePayment } from '../../testing/messages.ts';
import { closedAfterEach, type Later, outboxRow, senderApp } from '../../testing/senders.ts';
import type { TestApp } from '../../testing/test-app.ts';
import { startSmtpReceiver, type TestReceiver } from '../../testing/test-receiver.ts';

/**
 * An SMTP server that keeps what arrives (refusing every recipient while `state.refuse`), and an
 * app that sends to it: each test its own, so what one server got is one test's mail.
 */
async function smtpStudio(later: Later) {
  const received: ParsedMail[] = [];
  const logins: string[] = [];
  const state = { refuse: false };
  const server = await startSmtpReceiver({
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    onAuth(auth, _session, callback) {
      logins.push(`${auth.username}:${auth.password}`);
      callback(null, { user: auth.username });
    },
    onRcptTo(_address, _session, callback) {
      if (state.refuse) return callback(Object.assign(new Error('없는 주소'), { responseCode: 550 }));
      return callback();
    },
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          received.push(mail);
          callback();
        })
        .catch(callback);
    },
  });
  later(() => server.close());
  const env = {
    SMTP_URL: `smtp://studio:s3cret@127.0.0.1:${server.port}`,
    OUTBOUND_ALLOW_PRIVATE: 'true',
    MAIL_FROM: '"소리음악학원" <hello@studio.example>',
  };
  const { t, studentId } = await senderApp(env, { email: true });
  later(() => t.close());
  return { t, studentId, received, logins, state };
}

describe('e-mail over SMTP', () => {
  const later = closedAfterEach();

  it('delivers the message as the family reads it', async () => {
    const { t, studentId, received, logins } = await smtpStudio(later);
    const [written] = await enqueuePayment(t, studentId, 'payment:1');
    expect(await t.app.outbox.runOnce()).toEqual({ sent: 1, retrying: 0, failed: 0, skipped: 0 });
    expect(logins).toEqual(['studio:s3cret']);
    expect(received).toHaveLength(1);
    const mail = received[0]!;
    expect(mail.from?.value).toEqual([{ address: 'hello@studio.example', name: '소리음악학원' }]);
    expect(mail.to && !Array.isArray(mail.to) ? mail.to.value : []).toEqual([
      { address: 'mom@example.com', name: '' },
    ]);
    expect(mail.subject).toBe('결제 확인');
    expect(mail.text?.trim()).toBe(
      '김민지님의 수강료 200,000원 (4회) 결제가 확인되었습니다. 영수증: https://studio.example/r/1',
    );
    expect(mail.headers.get('x-message-key')).toBe('payment-received|010-1111-0001|payment:1');
    const row = await outboxRow(t, written!.id);
    expect(row).toMatchObject({
      status: 'sent',
      channel: 'email',
      recipient: 'mom@example.com',
      attempts: 1,
      cost: 0,
    });
    expect(row.sent_at).toBe('2026-11-25T01:00:00.000Z');
    expect(row.provider_id).toMatch(/@studio\.example>$/);
  });

  it('fails a message the server refuses for good, without trying again', async () => {
    const { t, studentId, state } = await smtpStudio(later);
    state.refuse = true;
    const [written] = await enqueuePayment(t, studentId, 'payment:2');
    expect(await t.app.outbox.runOnce()).toEqual({ sent: 0, retrying: 0, failed: 1, skipped: 0 });
    const row = await outboxRow(t, written!.id);
    expect(row.status).toBe('failed');
    expect(row.reason).toMatch(/^메일 서버 거부: .*550/);
  });
});

describe('an SMTP server inside the network, not allowed', () => {
  let connections = 0;
  let server: TestReceiver;
  let t: TestApp;
  afterAll(async () => {
    await t.close();
    await server.close();
  });

  it('fails the message at once, naming the address, and never connects', async () => {
    server = await startSmtpReceiver({
      disabledCommands: ['STARTTLS'],
      authOptional: true,
      onConnect(_session, callback) {
        connections += 1;
        callback();
      },
    });
    let studentId: number;
    ({ t, studentId } = await senderApp(
      { SMTP_URL: `smtp://localhost:${server.port}`, MAIL_FROM: 'hello@studio.example' },
      { email: true },
    ));
    const [written] = await enqueuePayment(t, studentId, 'payment:1');
    expect(await t.app.outbox.runOnce()).toEqual({ sent: 0, retrying: 0, failed: 1, skipped: 0 });
    const row = await outboxRow(t, written!.id);
    // localhost may resolve to ::1 before 127.0.0.1: the first address refused is named.
    const hint = ' 학원 내부의 서버라면 OUTBOUND_ALLOW_PRIVATE=true로 허용할 수 있습니다.';
    expect([
      `보낼 수 없는 주소입니다: localhost → 127.0.0.1 (이 서버 자신의 주소).${hint}`,
      `보낼 수 없는 주소입니다: localhost → ::1 (이 서버 자신의 주소).${hint}`,
    ]).toContain(row.reason);
    expect(connections).toBe(0);
  });
});
