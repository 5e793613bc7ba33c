/** Requests Fastify or Node refuse before our handlers still get the Korean error shape. */

import type { AddressInfo } from 'node:net';
import net from 'node:net';
import { beforeAll, describe, expect, it } from 'vitest';
import { appForTests } from '../testing/app-for-tests.ts';

/** Sends raw bytes and reads the whole answer (the server closes the connection). */
function raw(port: number, request: string): Promise<{ status: number; headers: string; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const [head = '', body = ''] = text.split('\r\n\r\n');
      resolve({ status: Number(head.split(' ')[1]), headers: head, body });
    });
    socket.end(request);
  });
}

describe('errors outside the route handlers', () => {
  const t = appForTests();
  let port: number;
  beforeAll(async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
  });

  it('answers a URL that does not decode with a Korean 400 that does not echo it', async () => {
    const response = await t.app.inject({ url: '/api/posts/%E0%A4%A<script>' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: { code: 'bad_request', message: '요청 형식이 올바르지 않습니다. 주소를 확인해 주세요.' },
    });
    expect(response.body).not.toContain('script');
  });

  it('answers a path parameter over the length limit with a Korean 414', async () => {
    const response = await t.app.inject({ method: 'DELETE', url: `/api/accounts/${'a'.repeat(500)}` });
    expect(response.statusCode).toBe(414);
    expect(response.json()).toEqual({ error: { code: 'uri_too_long', message: '요청 주소가 너무 깁니다.' } });
  });

  it('answers a query string longer than the header limit with a Korean 431', async () => {
    const response = await raw(port, `GET /api/book?date=${'x'.repeat(20_000)} HTTP/1.1\r\nHost: a\r\n\r\n`);
    expect(response.status).toBe(431);
    expect(response.headers).toContain('application/json; charset=utf-8');
    expect(JSON.parse(response.body)).toEqual({
      error: { code: 'headers_too_large', message: '요청 주소나 머리글이 너무 깁니다.' },
    });
  });

  it('answers bytes that are not HTTP with a Korean 400', async () => {
    const response = await raw(port, 'HELLO THERE\r\n\r\n');
    expect(response.status).toBe(400);
    expect(JSON.parse(response.body).error.code).toBe('bad_request');
  });
});
