/**
 * 알림 발송 설정 through the API: the owner's alone; saved credentials sealed and never in any
 * answer, the data export or the backup download; the environment wins where set; a save is
 * used by the next send without a restart; 테스트 발송 reaches a real SMTP server, the webhook
 * (signed) and Solapi (signed), and a refusal comes back in Korean.
 */
import { createHmac } from 'node:crypto';
import zlib from 'node:zlib';
import type { ParsedMail } from 'mailparser';
import { describe, expect, it } from 'vitest';
import { enqueuePayment } from '../../testing/messages.ts';
import { closedAfterEach, ownerSenderApp, studentWithMother } from '../../testing/senders.ts';
import { signIn } from '../../testing/sign-in.ts';
import { call } from '../../testing/students.ts';
import { smtpServer, startHttpReceiver, type TestReceiver } from '../../testing/test-receiver.ts';

const PASSWORD = 'pw-Zq81xKe7Lm';
const WEBHOOK_SECRET = 'hook-secret-7f3a9c2e1b5d';
const API_SECRET = 'solapi-secret-Qm4r8T2w';

const later = closedAfterEach();

const app = (env?: Record<string, string>) => ownerSenderApp(later, env);

/** An SMTP server that takes `studio` with PASSWORD and keeps what arrives. */
async function smtp(): Promise<{ server: TestReceiver; mails: ParsedMail[] }> {
  const made = await smtpServer(PASSWORD);
  later(() => made.server.close());
  return made;
}

const smtpBody = (port: number, password = PASSWORD) => ({
  url: `smtp://studio:${password}@127.0.0.1:${port}`,
  from: '"소리음악학원" <hello@studio.example>',
});

describe('알림 발송 설정', () => {
  it('is the owner’s: 401 without a session, 403 for a teacher, on every route', async () => {
    const { t } = await app();
    const teacher = await signIn(t.app, 'teacher');
    const routes: ['GET' | 'PUT' | 'DELETE' | 'POST', string, object | undefined][] = [
      ['GET', '/api/settings/senders', undefined],
      ['PUT', '/api/settings/senders/smtp', smtpBody(2525)],
      [
        'PUT',
        '/api/settings/senders/webhook',
        { url: 'https://hooks.example.com/x', secret: WEBHOOK_SECRET },
      ],
      ['DELETE', '/api/settings/senders/smtp', undefined],
      ['POST', '/api/settings/senders/smtp/test', { to: 'me@example.com' }],
    ];
    for (const [method, url, body] of routes) {
      expect((await call(t.app, null, method, url, body)).statusCode).toBe(401);
      const staff = await call(t.app, teacher, method, url, body);
      expect(staff.statusCode).toBe(403);
    }
    expect(await t.db.selectFrom('message_senders').selectAll().execute()).toEqual([]);
  });

  it('stores SMTP sealed, shows only a hint, and the next send uses it without a restart', async () => {
    const { server, mails } = await smtp();
    const { t, owner } = await app();
    const teacher = await signIn(t.app, 'teacher');
    const studentId = await studentWithMother(t, teacher, { email: true });
    // Before: no sender, the message is skipped.
    await enqueuePayment(t, studentId, 'payment:before');
    expect(await t.app.outbox.runOnce()).toEqual({ sent: 0, retrying: 0, failed: 0, skipped: 1 });

    const saved = await call(t.app, owner, 'PUT', '/api/settings/senders/smtp', smtpBody(server.port));
    expect(saved.statusCode).toBe(200);
    expect(saved.json().sender).toEqual({
      kind: 'smtp',
      source: 'settings',
      env: null,
      stored: {
        values: {
          url: `smtp://studio@127.0.0.1:${server.port}`,
          from: '"소리음악학원" <hello@studio.example>',
        },
        secretHint: '설정됨 · …e7Lm',
        updatedAt: '2026-11-25T01:00:00.000Z',
      },
    });
    expect(saved.body).not.toContain(PASSWORD);
    const row = await t.db.selectFrom('message_senders').selectAll().executeTakeFirstOrThrow();
    expect(JSON.stringify(row)).not.toContain(PASSWORD);

    await enqueuePayment(t, studentId, 'payment:after');
    expect(await t.app.outbox.runOnce()).toEqual({ sent: 1, retrying: 0, failed: 0, skipped: 0 });
    expect(mails.map((mail) => mail.subject)).toEqual(['결제 확인']);

    const listed = await call(t.app, owner, 'GET', '/api/settings/senders');
    expect(listed.statusCode).toBe(200);
    expect(listed.body).not.toContain(PASSWORD);
    expect(
      listed.json().senders.map((s: { kind: string; source: string | null }) => [s.kind, s.source]),
    ).toEqual([
      ['smtp', 'settings'],
      ['solapi', null],
      ['webhook', null],
    ]);
  });

  it('keeps the stored password when the page sends the address back without it', async () => {
    const { server, mails } = await smtp();
    const { t, owner } = await app();
    expect(
      (await call(t.app, owner, 'PUT', '/api/settings/senders/smtp', smtpBody(server.port))).statusCode,
    ).toBe(200);
    const again = await call(t.app, owner, 'PUT', '/api/settings/senders/smtp', {
      url: `smtp://studio@127.0.0.1:${server.port}`,
      from: 'office@studio.example',
    });
    expect(again.statusCode).toBe(200);
    const tested = await call(t.app, owner, 'POST', '/api/settings/senders/smtp/test', {
      to: 'owner@example.com',
    });
    expect(tested.json()).toEqual({
      ok: true,
      message: '테스트 메시지를 보냈습니다. 받은 편지함이나 휴대폰을 확인해 주세요.',
      detail: null,
      source: 'settings',
    });
    expect(mails[0]?.from?.value).toEqual([{ address: 'office@studio.example', name: '' }]);
    expect(mails[0]?.subject).toBe('알림 발송 테스트');
    // Another server's address without a password has none to keep.
    const other = await call(t.app, owner, 'PUT', '/api/settings/senders/smtp', {
      url: 'smtp://studio@127.0.0.2:2525',
      from: 'office@studio.example',
    });
    expect(other.statusCode).toBe(400);
    expect(other.json().error.code).toBe('senders.secret_required');
  });

  it('answers a wrong password in Korean, with the server’s words beside it', async () => {
    const { server } = await smtp();
    const { t, owner } = await app();
    await call(t.app, owner, 'PUT', '/api/settings/senders/smtp', smtpBody(server.port, 'wrong-password-1'));
    const tested = await call(t.app, owner, 'POST', '/api/settings/senders/smtp/test', {
      to: 'owner@example.com',
    });
    expect(tested.statusCode).toBe(200);
    expect(tested.json().ok).toBe(false);
    expect(tested.json().message).toBe(
      '메일 서버가 아이디 또는 비밀번호를 받아들이지 않았습니다. SMTP 주소의 계정과 앱 비밀번호를 확인해 주세요.',
    );
    expect(tested.body).not.toContain('wrong-password-1');
  });

  it('lets the environment win, and says so', async () => {
    const envServer = await smtp();
    const pageServer = await smtp();
    const { t, owner } = await app({
      SMTP_URL: `smtp://studio:${PASSWORD}@127.0.0.1:${envServer.server.port}`,
      MAIL_FROM: 'env@studio.example',
    });
    await call(t.app, owner, 'PUT', '/api/settings/senders/smtp', smtpBody(pageServer.server.port));
    const listed = (await call(t.app, owner, 'GET', '/api/settings/senders')).json().senders[0];
    expect(listed.source).toBe('env');
    expect(listed.env).toEqual({
      url: `smtp://studio@127.0.0.1:${envServer.server.port}`,
      from: 'env@studio.example',
    });
    const tested = await call(t.app, owner, 'POST', '/api/settings/senders/smtp/test', {
      to: 'owner@example.com',
    });
    expect(tested.json().source).toBe('env');
    expect(envServer.mails).toHaveLength(1);
    expect(pageServer.mails).toHaveLength(0);
  });

  it('clears a saved sender: the next send has none', async () => {
    const { server } = await smtp();
    const { t, owner } = await app();
    await call(t.app, owner, 'PUT', '/api/settings/senders/smtp', smtpBody(server.port));
    const cleared = await call(t.app, owner, 'DELETE', '/api/settings/senders/smtp');
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json().sender).toEqual({ kind: 'smtp', source: null, env: null, stored: null });
    expect((await t.app.outbox.senders.current()).configured).toBe(false);
    const tested = await call(t.app, owner, 'POST', '/api/settings/senders/smtp/test', {
      to: 'owner@example.com',
    });
    expect(tested.statusCode).toBe(400);
    expect(tested.json().error.code).toBe('senders.not_configured');
  });

  it('sends the webhook test signed with the saved secret, to the owner’s phone', async () => {
    const seen: { signature: string; body: string }[] = [];
    const hook = await startHttpReceiver((request, body, response) => {
      seen.push({ signature: String(request.headers['x-signature']), body: body.toString('utf8') });
      response.writeHead(200).end('ok');
    });
    later(() => hook.close());
    const { t, owner } = await app();
    const saved = await call(t.app, owner, 'PUT', '/api/settings/senders/webhook', {
      url: `${hook.url}/studio`,
      secret: WEBHOOK_SECRET,
    });
    expect(saved.json().sender.stored.secretHint).toBe(
      '설정됨 · …5b5d'.replace('5b5d', WEBHOOK_SECRET.slice(-4)),
    );
    expect(saved.body).not.toContain(WEBHOOK_SECRET);
    const tested = await call(t.app, owner, 'POST', '/api/settings/senders/webhook/test', {});
    expect(tested.json().ok).toBe(true);
    expect(seen).toHaveLength(1);
    const expected = `sha256=${createHmac('sha256', WEBHOOK_SECRET).update(seen[0]!.body).digest('hex')}`;
    expect(seen[0]!.signature).toBe(expected);
    expect(JSON.parse(seen[0]!.body).to).toEqual({ phone: '010-0000-0000', email: null });
  });

  it('sends the Solapi test signed as Solapi documents, and explains its refusal', async () => {
    const seen: { authorization: string; body: { message: Record<string, unknown> } }[] = [];
    let answer = { status: 200, body: { messageId: 'M1', type: 'SMS' } as object };
    const solapi = await startHttpReceiver((request, raw, response) => {
      const authorization = request.headers.authorization ?? '';
      seen.push({ authorization, body: JSON.parse(raw.toString('utf8')) });
      const match = /^HMAC-SHA256 apiKey=(\S+), date=(\S+), salt=(\S+), signature=([0-9a-f]{64})$/.exec(
        authorization,
      );
      const signed =
        match &&
        match[1] === 'NCSKEY0001' &&
        match[4] ===
          createHmac('sha256', API_SECRET)
            .update(match[2]! + match[3]!)
            .digest('hex');
      const reply = signed ? answer : { status: 403, body: { errorCode: 'SignatureDoesNotMatch' } };
      response
        .writeHead(reply.status, { 'content-type': 'application/json' })
        .end(JSON.stringify(reply.body));
    });
    later(() => solapi.close());
    const { t, owner } = await app({ SOLAPI_BASE_URL: solapi.url });
    const saved = await call(t.app, owner, 'PUT', '/api/settings/senders/solapi', {
      apiKey: 'NCSKEY0001',
      apiSecret: API_SECRET,
      sender: '02-123-4567',
      pfId: 'KA01PF01',
      templates: { 'payment-received': 'KA01TP-PAY' },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().sender.stored.values).toEqual({
      apiKey: 'NCSKEY0001',
      sender: '02-123-4567',
      pfId: 'KA01PF01',
      templates: 'payment-received=KA01TP-PAY',
    });
    const ok = await call(t.app, owner, 'POST', '/api/settings/senders/solapi/test', { to: '010-9876-5432' });
    expect(ok.json().ok).toBe(true);
    expect(seen[0]?.body.message).toMatchObject({ to: '01098765432', from: '021234567', type: 'SMS' });

    answer = {
      status: 400,
      body: { errorCode: 'ValidationError', statusCode: '1062', errorMessage: '발신번호 미등록' },
    };
    const refused = await call(t.app, owner, 'POST', '/api/settings/senders/solapi/test', {});
    expect(refused.json()).toMatchObject({
      ok: false,
      message:
        '발신번호가 Solapi에 등록되지 않았거나 승인 전입니다. Solapi 콘솔의 발신번호 관리를 확인해 주세요.',
    });
    expect(seen[1]?.body.message.to).toBe('01000000000');
    expect(JSON.stringify(seen)).not.toContain(API_SECRET);
    expect((await call(t.app, owner, 'GET', '/api/settings/senders')).body).not.toContain(API_SECRET);
  });

  it('refuses bad values in Korean and keeps what was saved', async () => {
    const { server } = await smtp();
    const { t, owner } = await app({ OUTBOUND_ALLOW_PRIVATE: 'false' });
    const cases: [string, object, string][] = [
      ['smtp', { url: 'http://mail.example.com', from: 'a@b.kr' }, 'senders.smtp_url_invalid'],
      ['smtp', { url: 'smtp://u:p@mail.example.com', from: 'no address' }, 'senders.from_invalid'],
      ['smtp', { url: `smtp://u:p@127.0.0.1:${server.port}`, from: 'a@b.kr' }, 'senders.address_refused'],
      ['webhook', { url: 'https://hooks.example.com/x', secret: 'short' }, 'senders.webhook_secret_invalid'],
      ['webhook', { url: 'ftp://hooks.example.com', secret: WEBHOOK_SECRET }, 'senders.webhook_url_invalid'],
      ['webhook', { url: 'https://93.184.216.34/x', secret: '' }, 'senders.secret_required'],
      ['solapi', { apiKey: 'K', apiSecret: 'S', sender: '공일공' }, 'senders.solapi_sender_invalid'],
      [
        'solapi',
        { apiKey: 'K', apiSecret: 'S', sender: '021234567', templates: { nope: 'X' } },
        'senders.solapi_templates_invalid',
      ],
      ['solapi', { apiKey: 'K\u0007', apiSecret: 'S', sender: '021234567' }, 'text_control'],
    ];
    for (const [kind, body, code] of cases) {
      const response = await call(t.app, owner, 'PUT', `/api/settings/senders/${kind}`, body);
      expect([kind, response.statusCode, response.json().error.code]).toEqual([kind, 400, code]);
      expect(response.json().error.message).toMatch(/[가-힣]/);
    }
    expect(await t.db.selectFrom('message_senders').selectAll().execute()).toEqual([]);
    expect((await call(t.app, owner, 'POST', '/api/settings/senders/fax/test', {})).json().error.code).toBe(
      'senders.kind_invalid',
    );
  });

  it('leaves every secret out of the data export and the backup download', async () => {
    const { server } = await smtp();
    const { t, owner } = await app();
    await call(t.app, owner, 'PUT', '/api/settings/senders/smtp', smtpBody(server.port));
    await call(t.app, owner, 'PUT', '/api/settings/senders/webhook', {
      url: 'https://hooks.example.com/x',
      secret: WEBHOOK_SECRET,
    });
    const exported = await call(t.app, owner, 'GET', '/api/export');
    expect(exported.statusCode).toBe(200);
    const exportBytes = zlib.gunzipSync(exported.rawPayload).toString('latin1');
    for (const secret of [PASSWORD, WEBHOOK_SECRET]) expect(exportBytes).not.toContain(secret);
    if (t.app.dialect === 'sqlite') {
      const backup = await call(t.app, owner, 'GET', '/api/backup');
      expect(backup.statusCode).toBe(200);
      const backupBytes = zlib.gunzipSync(backup.rawPayload).toString('latin1');
      expect(backupBytes).toContain('message_senders');
      for (const secret of [PASSWORD, WEBHOOK_SECRET]) expect(backupBytes).not.toContain(secret);
      // The download carries no key to open the sealed values with.
      expect(backupBytes).not.toContain('secrets/settings.key');
    }
  });
});
