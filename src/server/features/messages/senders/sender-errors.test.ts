import type { AddressInfo } from 'node:net';
import { createServer } from 'node:net';
import nodemailer from 'nodemailer';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OutboundRefused } from '../../../lib/outbound.ts';
import { explainSmtpFailure, explainSolapiFailure, explainWebhookFailure } from './sender-errors.ts';

/** A real SMTP server that refuses one sender, one recipient and one password. */
let server: SMTPServer;
let port = 0;

beforeAll(async () => {
  server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onAuth: (auth, _session, callback) =>
      auth.password === 'right'
        ? callback(null, { user: auth.username })
        : callback(new Error('Invalid login')),
    onMailFrom: (address, _session, callback) =>
      address.address === 'blocked@studio.test' ? callback(new Error('Sender refused')) : callback(),
    onRcptTo: (address, _session, callback) =>
      address.address === 'nobody@family.test'
        ? callback(Object.assign(new Error('No such user'), { responseCode: 550 }))
        : callback(),
    onData: (stream, _session, callback) => {
      stream.resume();
      stream.on('end', () => callback());
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** A port nothing listens on: opened, read and closed again. */
async function closedPort(): Promise<number> {
  const closed = createServer();
  await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
  const free = (closed.address() as AddressInfo).port;
  await new Promise<void>((resolve) => closed.close(() => resolve()));
  return free;
}

async function smtpError(url: string, from: string, to: string): Promise<unknown> {
  const transport = nodemailer.createTransport(url);
  try {
    await transport.sendMail({ from, to, subject: '테스트', text: '본문' });
    return null;
  } catch (error) {
    return error;
  } finally {
    transport.close();
  }
}

describe('SMTP failures in Korean', () => {
  it('names a refused connection', async () => {
    const error = await smtpError(`smtp://127.0.0.1:${await closedPort()}`, 'a@studio.test', 'b@family.test');
    expect(explainSmtpFailure(error)).toBe(
      '메일 서버가 연결을 거부했습니다. 주소와 포트 번호가 맞는지 확인해 주세요.',
    );
  });

  it('names a wrong password', async () => {
    const error = await smtpError(`smtp://owner:wrong@127.0.0.1:${port}`, 'a@studio.test', 'b@family.test');
    expect(explainSmtpFailure(error)).toBe(
      '메일 서버가 아이디 또는 비밀번호를 받아들이지 않았습니다. SMTP 주소의 계정과 앱 비밀번호를 확인해 주세요.',
    );
  });

  it('names a refused sender and a refused recipient apart', async () => {
    const sender = await smtpError(`smtp://127.0.0.1:${port}`, 'blocked@studio.test', 'b@family.test');
    expect(explainSmtpFailure(sender)).toBe(
      '메일 서버가 보내는 주소를 거부했습니다. 보내는 주소가 이 계정에서 보낼 수 있는 주소인지 확인해 주세요.',
    );
    const recipient = await smtpError(`smtp://127.0.0.1:${port}`, 'a@studio.test', 'nobody@family.test');
    expect(explainSmtpFailure(recipient)).toBe(
      '메일 서버가 받는 주소를 거부했습니다. 받는 사람의 이메일 주소가 맞는지 확인해 주세요.',
    );
  });

  it('names a TLS failure: smtps:// to a server that speaks plain SMTP', async () => {
    const error = await smtpError(`smtps://127.0.0.1:${port}`, 'a@studio.test', 'b@family.test');
    expect(explainSmtpFailure(error)).toBe(
      '메일 서버와 보안 연결(TLS)을 맺지 못했습니다. 포트(465는 smtps://, 587은 smtp://)와 인증서를 확인해 주세요.',
    );
  });

  it('names a silent server as a timeout', async () => {
    const silent = createServer(() => {});
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const silentPort = (silent.address() as AddressInfo).port;
    const transport = nodemailer.createTransport({
      host: '127.0.0.1',
      port: silentPort,
      greetingTimeout: 300,
    });
    const error = await transport
      .sendMail({ from: 'a@studio.test', to: 'b@family.test', text: 'x' })
      .catch((caught: unknown) => caught);
    transport.close();
    await new Promise<void>((resolve) => silent.close(() => resolve()));
    expect(explainSmtpFailure(error)).toBe(
      '메일 서버가 제한 시간 안에 응답하지 않았습니다. 주소와 포트, 방화벽 설정을 확인해 주세요.',
    );
  });

  it('names an address the outbound rules refuse', () => {
    expect(explainSmtpFailure(new OutboundRefused('내부 주소'))).toContain('사내망·내부 주소');
  });
});

describe('Solapi failures in Korean', () => {
  it.each([
    // Solapi's API-key authentication answers 403 with these four names.
    [{ status: 403, code: 'InvalidAPIKey' }, 'Solapi가 API 키를 받아들이지 않았습니다.'],
    [{ status: 403, code: 'SignatureDoesNotMatch' }, 'Solapi가 서명을 받아들이지 않았습니다.'],
    [{ status: 403, code: 'RequestTimeTooSkewed' }, 'Solapi가 요청 시각이 맞지 않는다고 답했습니다.'],
    [{ status: 403, code: 'DuplicatedSignature' }, 'Solapi가 같은 요청이 두 번 왔다고 답했습니다.'],
    // Its four-digit message status codes.
    [{ status: 400, statusCode: '1030' }, 'Solapi 잔액이 부족합니다.'],
    [{ status: 400, statusCode: '2230' }, 'Solapi 잔액이 부족합니다.'],
    [{ status: 400, statusCode: '1062' }, '발신번호가 Solapi에 등록되지 않았거나 승인 전입니다.'],
    [{ status: 400, statusCode: '1041' }, '카카오 채널(pfId)을 찾을 수 없습니다.'],
    [{ status: 400, statusCode: '1043' }, '알림톡 템플릿이 승인되지 않았거나 내용이 맞지 않습니다.'],
    [{ status: 400, statusCode: '3105' }, '알림톡 템플릿이 승인되지 않았거나 내용이 맞지 않습니다.'],
    [{ status: 400, statusCode: '3108' }, '알림톡은 오전 8시부터 오후 8시까지만 보낼 수 있습니다.'],
    [{ status: 400, statusCode: '2063' }, 'Solapi 계정이 차단되었습니다.'],
    [{ status: 400, code: 'NotEnoughBalance' }, 'Solapi 잔액이 부족합니다.'],
    [{ status: 400, code: 'InvalidSenderNumber' }, '발신번호가 Solapi에 등록되지 않았거나 승인 전입니다.'],
    [{ status: 400, code: 'TemplateNotApproved' }, '알림톡 템플릿이 승인되지 않았거나 내용이 맞지 않습니다.'],
    [{ status: 403 }, 'Solapi가 API 키 또는 시크릿을 받아들이지 않았습니다.'],
    [{ status: 402 }, 'Solapi 잔액이 부족합니다.'],
    [{ status: 404 }, 'Solapi 주소가 맞지 않습니다.'],
    [{ status: 429 }, 'Solapi에 짧은 시간에 너무 많이 보냈습니다.'],
    [{ status: 503 }, 'Solapi 서버에 문제가 있습니다.'],
    [{ status: 400, code: 'ValidationError' }, 'Solapi가 요청을 거부했습니다.'],
  ])('%o', (failure, start) => {
    expect(explainSolapiFailure(failure).startsWith(start)).toBe(true);
  });

  it('names a timeout', () => {
    const timeout = new DOMException('The operation was aborted due to timeout', 'TimeoutError');
    expect(explainSolapiFailure({ error: timeout })).toBe(
      'Solapi 서버가 제한 시간 안에 응답하지 않았습니다. 주소와 포트, 방화벽 설정을 확인해 주세요.',
    );
  });
});

describe('webhook failures in Korean', () => {
  it('names a status, a refused signature and a redirect', () => {
    expect(explainWebhookFailure({ status: 500 })).toBe(
      '웹훅 서버가 오류(500)로 답했습니다. 잠시 뒤 자동으로 다시 보냅니다.',
    );
    expect(explainWebhookFailure({ status: 401 })).toContain('서명을 받아들이지 않았습니다');
    expect(explainWebhookFailure({ status: 302 })).toContain('다른 주소로 넘기라고');
    expect(explainWebhookFailure({ status: 422 })).toBe(
      '웹훅 서버가 요청을 거부했습니다(422). 받는 쪽의 설정을 확인해 주세요.',
    );
  });

  it('names a real refused connection and a bad address', async () => {
    const error = await fetch(`http://127.0.0.1:${await closedPort()}/hook`).catch(
      (caught: unknown) => caught,
    );
    expect(explainWebhookFailure({ error })).toBe(
      '웹훅 서버가 연결을 거부했습니다. 주소와 포트 번호가 맞는지 확인해 주세요.',
    );
    const bad = await fetch('not a url').catch((caught: unknown) => caught);
    expect(explainWebhookFailure({ error: bad })).toBe(
      '웹훅 주소가 올바르지 않습니다. https://로 시작하는 주소를 입력해 주세요.',
    );
  });
});
