/**
 * Local servers for the message senders' tests to deliver to — an HTTP endpoint (the webhook,
 * Solapi) or an SMTP server — each on a free port of 127.0.0.1, so the sender under test goes
 * over a real connection, and closed by the test when it is done.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo, Server } from 'node:net';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer, type SMTPServerOptions } from 'smtp-server';

export interface TestReceiver {
  port: number;
  /** Stops listening and waits until the server has closed. */
  close(): Promise<void>;
}

export interface HttpTestReceiver extends TestReceiver {
  /** `http://127.0.0.1:<port>`, to which the test adds its path. */
  url: string;
}

/** What an HTTP receiver does with each request, its body already read whole. */
export type HttpAnswer = (request: IncomingMessage, body: Buffer, response: ServerResponse) => unknown;

/** Either kind of server: Node's own, or smtp-server's, which listens and closes alike. */
interface Listening {
  listen(port: number, host: string, ready: () => void): unknown;
  close(done: () => void): unknown;
}

async function listenLocally(server: Listening, socket: Server): Promise<TestReceiver> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (socket.address() as AddressInfo).port,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export async function startHttpReceiver(answer: HttpAnswer): Promise<HttpTestReceiver> {
  const server = createServer(async (request, response) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    await answer(request, Buffer.concat(chunks), response);
  });
  const receiver = await listenLocally(server, server);
  return { ...receiver, url: `http://127.0.0.1:${receiver.port}` };
}

export function startSmtpReceiver(options: SMTPServerOptions): Promise<TestReceiver> {
  const server = new SMTPServer(options);
  return listenLocally(server, server.server);
}

/** An SMTP server that takes the login `studio` with `password` only and keeps what arrives. */
export async function smtpServer(password: string): Promise<{ server: TestReceiver; mails: ParsedMail[] }> {
  const mails: ParsedMail[] = [];
  const server = await startSmtpReceiver({
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    onAuth(auth, _session, callback) {
      if (auth.username === 'studio' && auth.password === password) return callback(null, { user: 'studio' });
      return callback(Object.assign(new Error('bad login'), { responseCode: 535 }));
    },
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          mails.push(mail);
          callback();
        })
        .catch(callback);
    },
  });
  return { server, mails };
}
