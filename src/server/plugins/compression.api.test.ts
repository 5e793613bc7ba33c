/** Dynamic answers go out compressed when that pays, and exactly as before when it does not. */
import zlib from 'node:zlib';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { messageFor } from '#shared/messages/ko.ts';
import { AppError } from '../app-error.ts';
import { appForTests } from '../testing/app-for-tests.ts';
import { book } from '../testing/booking.ts';
import { openSse } from '../testing/sse-client.ts';

const rows = Array.from({ length: 60 }, (_, index) => ({ room: (index % 6) + 1, name: `연습생${index}` }));
const HTML = `<!doctype html><html lang="ko"><body>${'<p>색소폰 레슨</p>'.repeat(200)}</body></html>`;
const CSV = `\uFEFF날짜,이름\n${'2026-11-21,김하나\n'.repeat(200)}`;

/** The body as the client reads it, whatever the coding. */
function decoded(response: LightMyRequestResponse): string {
  const encoding = response.headers['content-encoding'];
  if (encoding === 'br') return zlib.brotliDecompressSync(response.rawPayload).toString();
  if (encoding === 'gzip') return zlib.gunzipSync(response.rawPayload).toString();
  expect(encoding).toBeUndefined();
  return response.body;
}

describe('compressing dynamic answers', () => {
  let base: string;
  const t = appForTests({
    now: '2026-11-21T10:00:00+09:00',
    setup(app) {
      app.get('/test/rows', async () => rows);
      app.get('/test/small', async () => ({ ok: true }));
      app.get('/test/page', async (_request, reply) => reply.type('text/html; charset=utf-8').send(HTML));
      app.get('/test/csv', async (_request, reply) => reply.type('text/csv; charset=utf-8').send(CSV));
      app.get('/test/image', async (_request, reply) => reply.type('image/svg+xml').send(HTML));
      app.get('/test/encoded', async (_request, reply) =>
        reply.type('application/json').header('content-encoding', 'gzip').send(zlib.gzipSync('[]')),
      );
      app.get('/test/tagged', async (_request, reply) => reply.header('etag', '"rows-1"').send(rows));
      app.get('/test/empty', async (_request, reply) => reply.code(204).send());
      app.get('/test/fails', async () => {
        throw new AppError('booking.taken', 409);
      });
    },
  });
  beforeAll(async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = t.app.server.address();
    if (!address || typeof address === 'string') throw new Error('not listening');
    base = `http://127.0.0.1:${address.port}`;
  });

  const get = (url: string, acceptEncoding?: string, method: 'GET' | 'HEAD' = 'GET') =>
    t.app.inject({
      method,
      url,
      headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding },
    });

  it('sends JSON of 1 KB or more as brotli to a client that takes it, with a true length', async () => {
    const response = await get('/test/rows', 'gzip, deflate, br');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers.vary).toBe('Accept-Encoding');
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(Number(response.headers['content-length'])).toBe(response.rawPayload.length);
    expect(response.rawPayload.length).toBeLessThan(Buffer.byteLength(JSON.stringify(rows)) / 3);
    expect(JSON.parse(decoded(response))).toEqual(rows);
  });

  it('sends gzip to a client that takes only gzip', async () => {
    const response = await get('/test/rows', 'gzip');
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(Number(response.headers['content-length'])).toBe(response.rawPayload.length);
    expect(JSON.parse(decoded(response))).toEqual(rows);
  });

  it('sends the body as it is to a client that names no coding, still saying it varies', async () => {
    const response = await get('/test/rows');
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.headers.vary).toBe('Accept-Encoding');
    expect(response.body).toBe(JSON.stringify(rows));
    expect(Number(response.headers['content-length'])).toBe(Buffer.byteLength(response.body));
  });

  it('leaves JSON under 1 KB alone', async () => {
    const response = await get('/test/small', 'br, gzip');
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.headers.vary).toBeUndefined();
    expect(response.json()).toEqual({ ok: true });
  });

  it.each([
    ['br;q=0, gzip', 'gzip'],
    ['gzip;q=0, br', 'br'],
    ['br;q=0, gzip;q=0', undefined],
    ['*;q=0', undefined],
    ['*', 'br'],
    ['br;q=0, *', 'gzip'],
    ['gzip;q=1, br;q=0.5', 'gzip'],
    ['identity', undefined],
  ])('honours Accept-Encoding: %s', async (header, expected) => {
    const response = await get('/test/rows', header);
    expect(response.headers['content-encoding']).toBe(expected);
    expect(JSON.parse(decoded(response))).toEqual(rows);
  });

  it('compresses HTML and CSV', async () => {
    const page = await get('/test/page', 'br');
    expect(page.headers['content-encoding']).toBe('br');
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(decoded(page)).toBe(HTML);
    const csv = await get('/test/csv', 'gzip');
    expect(csv.headers['content-encoding']).toBe('gzip');
    expect(decoded(csv)).toBe(CSV);
  });

  it('compresses the OpenAPI document, a real route', async () => {
    const plain = await get('/api/docs/json');
    const response = await get('/api/docs/json', 'br');
    expect(response.headers['content-encoding']).toBe('br');
    expect(decoded(response)).toBe(plain.body);
  });

  it('leaves other types, answers already coded, HEAD requests and empty answers alone', async () => {
    expect((await get('/test/image', 'br')).headers['content-encoding']).toBeUndefined();
    const encoded = await get('/test/encoded', 'br');
    expect(encoded.headers['content-encoding']).toBe('gzip');
    expect(decoded(encoded)).toBe('[]');
    const head = await get('/test/rows', 'br', 'HEAD');
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-encoding']).toBeUndefined();
    expect(Number(head.headers['content-length'])).toBe(Buffer.byteLength(JSON.stringify(rows)));
    const empty = await get('/test/empty', 'br');
    expect(empty.statusCode).toBe(204);
    expect(empty.headers['content-encoding']).toBeUndefined();
  });

  it('weakens a strong ETag on the bytes it compressed', async () => {
    expect((await get('/test/tagged')).headers.etag).toBe('"rows-1"');
    expect((await get('/test/tagged', 'br')).headers.etag).toBe('W/"rows-1"');
  });

  it('keeps error answers whole, in the Korean error shape', async () => {
    for (const acceptEncoding of ['br', 'gzip', undefined]) {
      const conflict = await get('/test/fails', acceptEncoding);
      expect(conflict.statusCode).toBe(409);
      expect(JSON.parse(decoded(conflict))).toEqual({
        error: { code: 'booking.taken', message: messageFor('booking.taken') },
      });
      const missing = await get('/api/nope', acceptEncoding);
      expect(missing.statusCode).toBe(404);
      expect(JSON.parse(decoded(missing))).toEqual({
        error: { code: 'not_found', message: messageFor('not_found') },
      });
      const invalid = await get('/api/book?date=2026-13-40', acceptEncoding);
      expect(invalid.statusCode).toBe(400);
      expect(JSON.parse(decoded(invalid)).error.code).toBe('booking.invalid_date');
    }
  });

  it('never touches the live board stream', async () => {
    const stream = await openSse(`${base}/api/book/events?date=2026-11-22`, {
      'accept-encoding': 'br, gzip',
    });
    try {
      expect(stream.status).toBe(200);
      expect(stream.contentType).toBe('text/event-stream; charset=utf-8');
      expect(stream.contentEncoding).toBeUndefined();
      const heard = stream.waitFor((change) => change.date === '2026-11-22');
      await book(t.app, { date: '2026-11-22', room: 1, time: 12, name: '스트림', type: '1시간' });
      await expect(heard).resolves.toEqual({ date: '2026-11-22' });
    } finally {
      stream.close();
    }
  });
});
