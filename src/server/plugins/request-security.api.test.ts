import { describe, expect, it } from 'vitest';
import { appForTests } from '../testing/app-for-tests.ts';

describe('request security', () => {
  const t = appForTests({
    setup: (app) => app.post('/api/test/echo', async (request) => ({ received: request.body ?? null })),
  });

  const echo = (headers: Record<string, string>, payload?: string) =>
    t.app.inject({ method: 'POST', url: '/api/test/echo', headers, ...(payload ? { payload } : {}) });

  it('accepts JSON from our own pages', async () => {
    const response = await echo(
      { 'content-type': 'application/json', 'sec-fetch-site': 'same-origin', origin: 'http://localhost:80' },
      '{"a":1}',
    );
    expect(response.statusCode).toBe(200);
  });

  it('refuses text/plain bodies, which any site could send with our cookie', async () => {
    const response = await echo({ 'content-type': 'text/plain' }, 'a=1');
    expect(response.statusCode).toBe(415);
    expect(response.json().error.code).toBe('unsupported_media_type');
  });

  it('refuses form posts too', async () => {
    const response = await echo({ 'content-type': 'application/x-www-form-urlencoded' }, 'a=1');
    expect(response.statusCode).toBe(415);
  });

  it('refuses requests from another site', async () => {
    const bySite = await echo({ 'content-type': 'application/json', 'sec-fetch-site': 'cross-site' }, '{}');
    expect(bySite.statusCode).toBe(403);
    expect(bySite.json().error.message).toBe('다른 사이트에서 보낸 요청은 받을 수 없습니다.');
    const byOrigin = await echo({ 'content-type': 'application/json', origin: 'https://evil.example' }, '{}');
    expect(byOrigin.statusCode).toBe(403);
  });

  it.each([
    ['same-origin', 200],
    ['none', 200],
    ['same-site', 403],
    ['cross-site', 403],
    ['SAME-ORIGIN', 403],
    ['', 403],
  ])('answers Sec-Fetch-Site: %j with %i', async (site, status) => {
    const response = await echo({ 'content-type': 'application/json', 'sec-fetch-site': site }, '{}');
    expect(response.statusCode).toBe(status);
  });

  it('trusts only our own origin when the browser sends no Sec-Fetch-Site', async () => {
    const cases: [Record<string, string>, number][] = [
      [{}, 200],
      [{ origin: 'http://localhost:80' }, 200],
      [{ origin: 'http://localhost' }, 403],
      [{ origin: 'null' }, 403],
      [{ origin: 'http://localhost:80.evil.example' }, 403],
      [{ origin: 'https://localhost:80' }, 403],
    ];
    for (const [headers, status] of cases) {
      const response = await echo({ 'content-type': 'application/json', ...headers }, '{}');
      expect([headers, response.statusCode]).toEqual([headers, status]);
    }
  });

  it('lets safe methods through from anywhere, and checks every changing one', async () => {
    const get = await t.app.inject({
      method: 'GET',
      url: '/api/book',
      headers: { 'sec-fetch-site': 'cross-site' },
    });
    expect(get.statusCode).toBe(200);
    for (const method of ['POST', 'PUT', 'DELETE', 'PATCH'] as const) {
      const response = await t.app.inject({
        method,
        url: '/api/test/echo',
        headers: { 'sec-fetch-site': 'same-site' },
      });
      expect([method, response.statusCode]).toEqual([method, 403]);
    }
  });

  it('answers malformed JSON with a Korean 400, not a 500', async () => {
    const response = await echo({ 'content-type': 'application/json' }, '{"a":');
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('invalid_input');
  });

  it('sends security headers', async () => {
    const response = await t.app.inject({ url: '/api/health' });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
  });
});
