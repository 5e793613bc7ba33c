/** Every answer carries the security headers, worked out once, exactly as helmet writes them. */
import { describe, expect, it } from 'vitest';
import { appForTests } from '../testing/app-for-tests.ts';
import { createTestApp } from '../testing/test-app.ts';
import { appServingWebDir } from '../testing/web-dir-app.ts';
import { isSubresourceFile } from './security-headers.ts';

const EXPECTED = {
  'content-security-policy':
    "default-src 'self';base-uri 'self';font-src 'self' data:;form-action 'self';frame-ancestors 'none';img-src 'self' data: blob: https:;object-src 'none';script-src 'self';script-src-attr 'none';style-src 'self' 'unsafe-inline';connect-src 'self';media-src 'self' blob:",
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
  const t = appForTests();

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

describe('security headers of scripts, stylesheets and fonts', () => {
  const t = appServingWebDir({
    'index.html': '<!doctype html><title>학원</title><div id="root"></div>',
    'assets/app-abc123.js': 'export const a = 1;\n',
    'assets/app-abc123.css': 'a{color:red}\n',
    'assets/logo-abc123.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
  });

  const FILE_HEADERS = ['cross-origin-resource-policy', 'x-content-type-options'];
  const securityHeaderNames = (headers: Record<string, unknown>) =>
    Object.keys(headers)
      .filter((name) => name in EXPECTED || name === 'strict-transport-security')
      .sort();

  it('sends a file no browser shows as a page only the headers that protect the file', async () => {
    for (const url of [
      '/assets/app-abc123.js',
      '/assets/app-abc123.css',
      '/fonts/0123456789abcdef0123.woff2',
    ]) {
      const response = await t.app.inject({ url });
      expect(securityHeaderNames(response.headers), url).toEqual(FILE_HEADERS);
      expect(response.headers['x-content-type-options'], url).toBe('nosniff');
      expect(response.headers['cross-origin-resource-policy'], url).toBe('same-origin');
    }
  });

  it('keeps every header on what a browser may show as a document: a picture, a page, the API', async () => {
    for (const url of [
      '/assets/logo-abc123.svg',
      '/',
      '/api/health',
      '/assets.js',
      '/x/assets/app-abc123.js',
    ]) {
      const response = await t.app.inject({ url });
      expect(response.headers, url).toMatchObject(EXPECTED);
    }
  });

  it('tells those files by their address alone', () => {
    expect(isSubresourceFile('/assets/framework-Dui_c0t5.js')).toBe(true);
    expect(isSubresourceFile('/assets/index-abc.css?v=1')).toBe(true);
    expect(isSubresourceFile('/assets/pretendard-abc.woff2')).toBe(true);
    expect(isSubresourceFile('/fonts/0123456789abcdef0123.woff2')).toBe(true);
    expect(isSubresourceFile('/fonts/page.css?path=/book')).toBe(true);
    expect(isSubresourceFile('/assets/logo.svg')).toBe(false);
    expect(isSubresourceFile('/assets/photo.webp')).toBe(false);
    expect(isSubresourceFile('/assets/app.js.html')).toBe(false);
    expect(isSubresourceFile('/assets/')).toBe(false);
    expect(isSubresourceFile('/fonts/a/b.woff2')).toBe(false);
    expect(isSubresourceFile('/api/assets/app.js')).toBe(false);
    expect(isSubresourceFile('/book')).toBe(false);
  });
});
