/** The pages' HTML: the status the router would give, and a head nobody can bend. */
import fs from 'node:fs';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { studio } from '#content/studio.ts';
import { type SignedIn, signIn } from '../testing/sign-in.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { webDirWith } from '../testing/web-dir.ts';

describe('pages', () => {
  let withUrl: TestApp;
  let withoutUrl: TestApp;
  const dirs: string[] = [];
  const publishing: TestApp[] = [];
  beforeAll(async () => {
    dirs.push(webDirWith(), webDirWith());
    withUrl = await createTestApp({ webDir: dirs[0], env: { PUBLIC_URL: 'https://studio.example' } });
    withoutUrl = await createTestApp({ webDir: dirs[1] });
  });
  afterEach(async () => {
    for (const t of publishing.splice(0)) await t.close();
  });
  afterAll(async () => {
    await withUrl.close();
    await withoutUrl.close();
    for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
  });

  /** An app of its own with the owner signed in, for a test that publishes: the others read the first-start site. */
  const publishingApp = async (): Promise<{ app: TestApp['app']; owner: SignedIn }> => {
    const dir = webDirWith();
    dirs.push(dir);
    const t = await createTestApp({ webDir: dir, env: { PUBLIC_URL: 'https://studio.example' } });
    publishing.push(t);
    return { app: t.app, owner: await signIn(t.app, 'owner') };
  };

  it.each(['/', '/news', '/book', '/makeBook', '/write/7', '/memberdetail/%EA%B9%80', '/order/3'])(
    'answers the page %s with 200',
    async (url) => {
      const response = await withUrl.app.inject({ url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    },
  );

  it.each(['/nope', '/news/extra', '/admin.php', '/post/7/edit', '/news$&x'])(
    'answers the unknown path %s with 404 and the page that shows the Korean 404',
    async (url) => {
      const response = await withUrl.app.inject({ url });
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.body).toContain('<div id="root"></div>');
    },
  );

  it('keeps $ patterns of a crafted URL out of the head', async () => {
    const html = (await withUrl.app.inject({ url: "/news$&x$'$%60" })).body;
    expect(html).toContain('<meta property="og:url" content="https://studio.example/news$&#38;x$&#39;$%60">');
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html.endsWith('<body><div id="root"></div></body></html>')).toBe(true);
  });

  it('never takes the address for og:url from the Host header', async () => {
    const response = await withoutUrl.app.inject({ url: '/news', headers: { host: 'evil.example' } });
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toContain('evil.example');
    expect(response.body).not.toContain('og:url');
  });

  it('names the canonical address from PUBLIC_URL, and none without it', async () => {
    expect((await withUrl.app.inject({ url: '/news?page=2' })).body).toContain(
      '<link rel="canonical" href="https://studio.example/news">',
    );
    expect((await withoutUrl.app.inject({ url: '/news' })).body).not.toContain('canonical');
  });

  it('describes the studio to search engines on the home page only', async () => {
    const html = (await withUrl.app.inject({ url: '/' })).body;
    const json = /<script type="application\/ld\+json">(.*?)<\/script>/.exec(html)?.[1];
    expect(JSON.parse(json!)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'MusicSchool',
      name: studio.name,
      alternateName: studio.shortName,
      url: 'https://studio.example/',
      telephone: studio.phone,
      address: {
        '@type': 'PostalAddress',
        streetAddress: `${studio.address} ${studio.floor}`,
        addressCountry: 'KR',
      },
      geo: { '@type': 'GeoCoordinates', latitude: studio.coordinates.lat, longitude: studio.coordinates.lng },
      openingHoursSpecification: {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'],
        opens: '09:00',
        closes: '22:00',
      },
    });
    expect((await withUrl.app.inject({ url: '/news' })).body).not.toContain('ld+json');
  });

  it('names the studio as the owner last published it, in the title and for search engines', async () => {
    const { app, owner } = await publishingApp();
    const { version, studio: published } = (await app.inject({ url: '/api/site/studio' })).json();
    const studioNow = {
      ...published,
      name: '새음 음악학원',
      phone: '051-765-4321',
      email: 'hello@saeeum.example.kr',
      businessNumber: '123-45-67891',
    };
    const saved = await app.inject({
      method: 'PUT',
      url: '/api/site/studio',
      headers: { cookie: owner.cookie },
      payload: { version, studio: studioNow },
    });
    expect(saved.statusCode).toBe(200);
    const html = (await app.inject({ url: '/' })).body;
    expect(html).toContain('<title>새음 음악학원</title>');
    expect(html).toContain('<meta property="og:site_name" content="새음 음악학원">');
    const json = JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/.exec(html)![1]!);
    expect(json).toMatchObject({
      name: '새음 음악학원',
      telephone: '051-765-4321',
      email: 'hello@saeeum.example.kr',
    });
    expect((await app.inject({ url: '/news' })).body).toContain('<title>새음 음악학원</title>');

    const restored = await app.inject({
      method: 'POST',
      url: '/api/site/studio/restore',
      headers: { cookie: owner.cookie },
      payload: { version: version + 1, restore: version },
    });
    expect(restored.statusCode).toBe(200);
    expect((await app.inject({ url: '/' })).body).toContain(
      `<title>${studio.name.replace('&', '&#38;')}</title>`,
    );
  });

  it("gives search engines the board's bookable hours as the opening hours", async () => {
    const { app, owner } = await publishingApp();
    const { version, board } = (await app.inject({ url: '/api/site/board' })).json();
    const saved = await app.inject({
      method: 'PUT',
      url: '/api/site/board',
      headers: { cookie: owner.cookie },
      payload: { version, board: { ...board, openHour: 10, lastHour: 17 } },
    });
    expect(saved.statusCode).toBe(200);
    const html = (await app.inject({ url: '/' })).body;
    const json = JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/.exec(html)![1]!);
    expect(json.openingHoursSpecification).toMatchObject({ opens: '10:00', closes: '18:00' });
  });

  it('keeps the JSON 404 for the API, uploads and assets', async () => {
    for (const url of ['/api/nope', '/uploads/none.webp', '/assets/none.js']) {
      const response = await withUrl.app.inject({ url });
      expect(response.statusCode).toBe(404);
      expect(response.json().error.code).toBe('not_found');
    }
  });
});
