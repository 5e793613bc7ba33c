/**
 * The owner's first publish of any section, with only the fields they mean to change changed,
 * goes through: no first-start value fails the section's own rules, whichever route publishes it.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SITE_SECTION_KEYS } from '#shared/schemas/site-content.ts';
import { appWithOwner } from '../../testing/owner-app.ts';
import type { SignedIn } from '../../testing/sign-in.ts';
import type { TestApp } from '../../testing/test-app.ts';

describe('publishing the first-start content', () => {
  let t: TestApp;
  let owner: SignedIn;
  // Each test publishes over the first-start content, so each starts from its own fresh app.
  beforeEach(async () => ({ t, owner } = await appWithOwner({ now: '2026-11-21T10:00:00+09:00' })));
  afterEach(() => t.close());

  const put = (url: string, payload: object) =>
    t.app.inject({ method: 'PUT', url, headers: { cookie: owner.cookie }, payload });

  it('unchanged, section by section: 200, and nothing new is stored', async () => {
    for (const key of SITE_SECTION_KEYS) {
      const published = (await t.app.inject({ url: `/api/site/${key}` })).json();
      const response = await put(`/api/site/${key}`, { version: 1, [key]: published[key] });
      expect([key, response.statusCode, response.json().version]).toEqual([key, 200, 1]);
    }
  });

  it('unchanged, every section at once through PUT /api/site: 200', async () => {
    const site = (await t.app.inject({ url: '/api/site' })).json();
    const body = Object.fromEntries(SITE_SECTION_KEYS.map((key) => [key, site[key]]));
    const response = await put('/api/site', { versions: site.versions, ...body });
    expect([response.statusCode, response.json().versions]).toEqual([200, site.versions]);
  });

  it('학원 정보 with only its name changed: the placeholder business number passes', async () => {
    const { studio } = (await t.app.inject({ url: '/api/site/studio' })).json();
    const response = await put('/api/site/studio', {
      version: 1,
      studio: { ...studio, name: '새 이름 학원' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ version: 2, studio: { businessNumber: studio.businessNumber } });
  });
});
