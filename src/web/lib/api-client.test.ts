import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, api } from './api-client.ts';

function answer(status: number, body: string, type = 'application/json') {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(body, { status, headers: { 'content-type': type } })),
  );
}

describe('api client', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('returns the JSON of a successful answer', async () => {
    answer(200, '{"status":"ok"}');
    await expect(api.get('/api/health')).resolves.toEqual({ status: 'ok' });
  });

  it("carries the server's code and Korean message", async () => {
    answer(409, '{"error":{"code":"booking.taken","message":"이미 예약된 시간입니다."}}');
    const failure = await api.post('/api/book', {}).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ status: 409, code: 'booking.taken', message: '이미 예약된 시간입니다.' });
  });

  it('turns a proxy error page into the common Korean message', async () => {
    answer(502, '<html><body>Bad Gateway</body></html>', 'text/html');
    const failure = await api.get('/api/book').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ status: 502, code: 'internal' });
    expect((failure as ApiError).message).toContain('일시적인 오류');
  });

  it('says so in Korean when the server cannot be reached', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await expect(api.get('/api/book')).rejects.toMatchObject({ code: 'network' });
  });

  it('says the connection is lost, at once, when the browser is offline', async () => {
    vi.stubGlobal('navigator', { onLine: false });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    const failure = await api.post('/api/book', {}).catch((error: unknown) => error);
    expect(failure).toMatchObject({ status: 0, code: 'offline' });
    expect((failure as ApiError).message).toContain('인터넷 연결이 끊겼습니다');
  });
});
