/** GET /api/site: every section the public pages read, in one cacheable answer. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SITE_SECTION_KEYS } from '#shared/schemas/site-content.ts';
import { type SignedIn, signIn } from '../../testing/sign-in.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { studioApi, validStudio } from './site-test-helpers.ts';

describe('the whole published site', () => {
  let t: TestApp;
  let owner: SignedIn;
  beforeAll(async () => {
    t = await createTestApp({ now: '2026-11-21T10:00:00+09:00' });
    owner = await signIn(t.app, 'owner');
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers every section at version 1 on first start, each as its own GET answers it', async () => {
    const response = await t.app.inject({ url: '/api/site' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=60');
    const site = response.json();
    expect(Object.keys(site).sort()).toEqual(['copyright', 'versions', ...SITE_SECTION_KEYS].sort());
    expect(site.versions).toEqual(Object.fromEntries(SITE_SECTION_KEYS.map((key) => [key, 1])));
    expect(site.copyright).toBe('© 2026 온음 색소폰 & 보컬 아카데미');
    for (const key of SITE_SECTION_KEYS) {
      const one = (await t.app.inject({ url: `/api/site/${key}` })).json();
      expect(one.version).toBe(1);
      expect(site[key]).toEqual(one[key]);
    }
  });

  it('answers 304 to the ETag it gave, until something is published', async () => {
    const first = await t.app.inject({ url: '/api/site' });
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"site-[\w-]{22}"$/);
    const again = await t.app.inject({ url: '/api/site', headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');

    const saved = await studioApi.save(t.app, owner, { version: 1, studio: validStudio });
    expect(saved.statusCode).toBe(200);
    const after = await t.app.inject({ url: '/api/site', headers: { 'if-none-match': etag } });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(etag);
    expect(after.json()).toMatchObject({
      versions: { studio: 2 },
      studio: validStudio,
      copyright: '© 2026 새음 음악학원',
    });
  });

  it('refuses to publish or restore any section without the owner', async () => {
    const teacher = await signIn(t.app, 'teacher');
    for (const key of SITE_SECTION_KEYS) {
      const current = (await t.app.inject({ url: `/api/site/${key}` })).json();
      const body = { version: current.version, [key]: current[key] };
      const anonymous = await t.app.inject({ method: 'PUT', url: `/api/site/${key}`, payload: body });
      expect(anonymous.statusCode).toBe(401);
      expect(anonymous.json().error.code).toBe('auth.required');
      const byTeacher = await t.app.inject({
        method: 'PUT',
        url: `/api/site/${key}`,
        headers: { cookie: teacher.cookie },
        payload: body,
      });
      expect(byTeacher.statusCode).toBe(403);
      const restore = await t.app.inject({
        method: 'POST',
        url: `/api/site/${key}/restore`,
        headers: { cookie: teacher.cookie },
        payload: { version: current.version, restore: 1 },
      });
      expect(restore.statusCode).toBe(403);
      const history = await t.app.inject({ url: `/api/site/${key}/history` });
      expect(history.statusCode).toBe(401);
    }
  });
});
