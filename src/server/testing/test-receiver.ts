/**
 * Local servers for the message senders' tests to deliver to — an HTTP endpoint (the webhook,
 * Solapi) or an SMTP server — each on a free port of 127.0.0.1, so the sender under test goes
 * over a real connection, and closed by the test when it is done.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo, Server } from 'node:net';
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
