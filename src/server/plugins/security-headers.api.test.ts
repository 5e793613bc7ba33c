/** Every answer carries the security headers, worked out once, exactly as helmet writes them. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

const EXPECTED = {
  'content-security-policy':
    "default-src 'self';base-uri 'self';font-src 'self' data:;form-action 'self';frame-ancestors 'none';img-src 'self' data: blob: https:;object-src 'none';script-src 'self';script-src-attr 'none';style-src 'self' 'unsafe-inline';connect-src 'self'",
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'referrer-policy': 'no-referrer',
  'x-content-type-options': 'nosniff',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-frame-options': 'SAMEORIGIN',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
};

describe('security headers', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('sends the same headers on an API answer, a refusal and a page that is not there', async () => {
    for (const url of ['/api/health', '/api/member', '/api/nothing-here', '/no-such-page']) {
      const response = await t.app.inject({ url });
      expect(response.headers, url).toMatchObject(EXPECTED);
      // Over plain HTTP (the test configuration) no HSTS promise is made.
      expect(response.headers['strict-transport-security'], url).toBeUndefined();
    }
  });

  it('offers the same headers to a route that writes its own response', () => {
    expect(t.app.securityHeaders).toEqual(EXPECTED);
  });
});

describe('security headers over HTTPS', () => {
  it('promise browsers HTTPS and upgrade insecure requests when cookies are secure', async () => {
    const t = await createTestApp({ env: { COOKIE_SECURE: 'true' } });
    try {
      const response = await t.app.inject({ url: '/api/health' });
      expect(response.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
      expect(response.headers['content-security-policy']).toBe(
        EXPECTED['content-security-policy'].replace(';connect-src', ';upgrade-insecure-requests;connect-src'),
      );
    } finally {
      await t.close();
    }
  });
});
