/** robots.txt and sitemap.xml as a search engine reads them, with and without PUBLIC_URL. */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { appForTests } from '../../testing/app-for-tests.ts';
import { saveProduct } from '../../testing/products.ts';
import { type SignedIn, signIn } from '../../testing/sign-in.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

const ROBOTS_RULES = `User-agent: *
Disallow: /api/
Disallow: /login
Disallow: /join
Disallow: /pending
Disallow: /reset
Disallow: /setup
Disallow: /accounts
Disallow: /account
Disallow: /audit
Disallow: /office
Disallow: /settings
Disallow: /write
Disallow: /book/poster
Disallow: /makeBook
Disallow: /managemember
Disallow: /managelesson
Disallow: /memberdetail/
Disallow: /receipt/
Disallow: /orders
Disallow: /enquiries
Disallow: /product
Disallow: /closures
Disallow: /hours
Disallow: /payroll
Disallow: /invoices
Disallow: /messages
Disallow: /backup
Disallow: /system
Disallow: /family
Disallow: /pay/
Disallow: /calendar/
Allow: /
`;

const STATIC_URLS = [
  '/',
  '/director',
  '/facility',
  '/curriculum',
  '/address',
  '/book',
  '/news',
  '/order',
  '/use',
  '/person',
  '/lessontime',
].map((path) => `  <url><loc>https://studio.example${path}</loc></url>`);

function sitemap(urls: string[]): string {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...STATIC_URLS,
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

describe('robots.txt and sitemap.xml with PUBLIC_URL', () => {
  let t: TestApp;
  let teacher: SignedIn;
  // A fresh app each: one test reads the sitemap of an empty site, another fills it.
  beforeEach(async () => {
    t = await createTestApp({ env: { PUBLIC_URL: 'https://studio.example/' }, now: '2026-11-01T09:00:00Z' });
    teacher = await signIn(t.app, 'teacher');
  });
  afterEach(async () => {
    await t.close();
  });

  const post = async (title: string) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/write',
      headers: { cookie: teacher.cookie },
      payload: { title, content: `<p>${title}</p>` },
    });
    expect(response.statusCode).toBe(200);
    return response.json().postId as number;
  };
  const product = async (name: string) => {
    const response = await saveProduct(t.app, teacher, { name, price: 25000, optionList: [] });
    expect(response.statusCode).toBe(201);
    return response.json().idx as number;
  };

  it('lets robots read the public site, keeps them out of the back office and names the sitemap', async () => {
    const response = await t.app.inject({ url: '/robots.txt', headers: { host: 'evil.example' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(response.headers['cache-control']).toBe('public, max-age=300');
    expect(response.body).toBe(`${ROBOTS_RULES}\nSitemap: https://studio.example/sitemap.xml\n`);
  });

  it('lists only the public pages while there are no posts or products', async () => {
    const response = await t.app.inject({ url: '/sitemap.xml' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(response.headers['cache-control']).toBe('public, max-age=300');
    expect(response.body).toBe(sitemap([]));
  });

  it('lists every post with its last change and every product still for sale', async () => {
    t.clock.set('2026-11-02T01:30:00.000Z');
    const first = await post('봄 발표회');
    const second = await post('여름 특강');
    const reed = await product('반도린 리드');
    t.clock.set('2026-11-03T05:00:00.000Z');
    const strap = await product('색소폰 스트랩');
    const gone = await product('단종 상품');
    const edited = await t.app.inject({
      method: 'PUT',
      url: `/api/update/${first}`,
      headers: { cookie: teacher.cookie },
      payload: { title: '봄 발표회 (장소 변경)', content: '<p>장소 변경</p>' },
    });
    expect(edited.statusCode).toBe(200);
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/product/${gone}`,
      headers: { cookie: teacher.cookie },
    });
    expect(removed.statusCode).toBe(200);

    const response = await t.app.inject({ url: '/sitemap.xml', headers: { host: 'evil.example' } });
    expect(response.body).toBe(
      sitemap([
        `  <url><loc>https://studio.example/post/${first}</loc><lastmod>2026-11-03T05:00:00+00:00</lastmod></url>`,
        `  <url><loc>https://studio.example/post/${second}</loc><lastmod>2026-11-02T01:30:00+00:00</lastmod></url>`,
        `  <url><loc>https://studio.example/order/${reed}</loc><lastmod>2026-11-02T01:30:00+00:00</lastmod></url>`,
        `  <url><loc>https://studio.example/order/${strap}</loc><lastmod>2026-11-03T05:00:00+00:00</lastmod></url>`,
      ]),
    );
  });
});

describe('robots.txt and sitemap.xml without PUBLIC_URL', () => {
  const t = appForTests();

  it('leaves the sitemap line out rather than trust the Host header', async () => {
    const response = await t.app.inject({ url: '/robots.txt', headers: { host: 'evil.example' } });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(ROBOTS_RULES);
  });

  it('answers the sitemap with a Korean 404, as it cannot name absolute addresses', async () => {
    const response = await t.app.inject({ url: '/sitemap.xml', headers: { host: 'evil.example' } });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(response.json()).toEqual({
      error: { code: 'not_found', message: '요청하신 내용을 찾을 수 없습니다.' },
    });
  });
});
