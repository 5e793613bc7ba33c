/** GET /api/site: every section the public pages read, in one cacheable answer. */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { versionConflictText } from '#shared/messages/site.ts';
import { SITE_SECTION_KEYS } from '#shared/schemas/site-content.ts';
import { countStatuses } from '../../testing/count-statuses.ts';
import { appWithOwner } from '../../testing/owner-app.ts';
import { type SignedIn, signIn } from '../../testing/sign-in.ts';
import { studioApi, validStudio } from '../../testing/site.ts';
import type { TestApp } from '../../testing/test-app.ts';

describe('the whole published site', () => {
  let t: TestApp;
  let owner: SignedIn;
  // Each test publishes over the one published site or reads it at first start: a fresh app each.
  beforeEach(async () => ({ t, owner } = await appWithOwner({ now: '2026-11-21T10:00:00+09:00' })));
  afterEach(() => t.close());

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

describe('several sections published as one change', () => {
  let t: TestApp;
  let owner: SignedIn;
  // Each test publishes over the one published site or reads it at first start: a fresh app each.
  beforeEach(async () => ({ t, owner } = await appWithOwner({ now: '2026-11-21T10:00:00+09:00' })));
  afterEach(() => t.close());

  const site = async () => (await t.app.inject({ url: '/api/site' })).json();
  const putSite = (payload: unknown, who: SignedIn | null = owner) =>
    t.app.inject({
      method: 'PUT',
      url: '/api/site',
      headers: who ? { cookie: who.cookie } : {},
      payload: payload as object,
    });
  const siteAudits = async () =>
    (await t.db.selectFrom('audit_log').select('action').where('action', 'like', 'site.%').execute()).map(
      (row) => row.action,
    );

  it('publishes each section against its own version, all or nothing', async () => {
    const before = await site();
    const board = { ...before.board, openHour: 10 };
    const response = await putSite({
      versions: { studio: before.versions.studio, board: before.versions.board },
      studio: validStudio,
      board,
    });
    expect(response.statusCode).toBe(200);
    const after = response.json();
    expect(after.versions).toEqual({
      ...before.versions,
      studio: before.versions.studio + 1,
      board: before.versions.board + 1,
    });
    expect(after.studio).toEqual(validStudio);
    expect(after.board).toEqual(board);
    expect(after.copyright).toBe('© 2026 새음 음악학원');
    expect(await siteAudits()).toEqual(['site.studio.publish', 'site.board.publish']);
    expect(await site()).toEqual(after);
  });

  it('publishes nothing when one of the sections was changed elsewhere meanwhile', async () => {
    const before = await site();
    const response = await putSite({
      versions: { studio: before.versions.studio, board: before.versions.board - 1 },
      studio: { ...validStudio, phone: '051-765-4321' },
      board: { ...before.board, openHour: 8 },
    });
    // The refusal names the stale section, so the owner knows which one to load again.
    expect([response.statusCode, response.json()]).toEqual([
      409,
      { error: { code: 'site.version_conflict', message: versionConflictText('연습실 예약') } },
    ]);
    expect(await site()).toEqual(before);
  });

  it.each([
    [{ versions: {} }, 'site.nothing_to_publish'],
    [{ versions: { board: 1 }, studio: validStudio }, 'site.version_required'],
    [{ versions: { studio: 1 }, studio: validStudio, menu: {} }, 'site.unknown_field'],
    [{ versions: { studio: 1, menu: 1 }, studio: validStudio }, 'site.unknown_field'],
    [{ studio: validStudio }, 'site.invalid'],
    [{ versions: { studio: 1 }, studio: { ...validStudio, phone: '12' } }, 'site.phone_format'],
  ])('refuses %j with %s', async (payload, code) => {
    const before = await site();
    const response = await putSite(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe(code);
    expect(await site()).toEqual(before);
  });

  it('is for the owner only', async () => {
    const before = await site();
    const payload = { versions: { studio: before.versions.studio }, studio: validStudio };
    expect((await putSite(payload, null)).statusCode).toBe(401);
    const teacher = await signIn(t.app, 'teacher');
    expect((await putSite(payload, teacher)).statusCode).toBe(403);
  });

  it('lets one of many simultaneous changes of the same versions land', async () => {
    const before = await site();
    const auditsBefore = (await siteAudits()).length;
    const attempts = Array.from({ length: 8 }, (_, index) =>
      putSite({
        versions: { studio: before.versions.studio, board: before.versions.board },
        studio: { ...validStudio, owner: `대표${index}` },
        board: { ...before.board, maxHoursPerName: before.board.maxHoursPerName === 1 ? 3 : 1 },
      }),
    );
    const statuses = (await Promise.all(attempts)).map((response) => response.statusCode);
    expect(countStatuses(statuses)).toEqual({ 200: 1, 409: 7 });
    const after = await site();
    expect(after.versions.studio).toBe(before.versions.studio + 1);
    expect(after.versions.board).toBe(before.versions.board + 1);
    expect((await siteAudits()).length).toBe(auditsBefore + 2);
  });
});
