/** Every published version is kept: the owner reads the history, restores an earlier one, and each lands in the audit log. */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { messageFor } from '#shared/messages/ko.ts';
import { type SignedIn, signIn } from '../../testing/sign-in.ts';
import { STUDIO_FIELDS, studioApi, validStudio } from '../../testing/site.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

describe('the studio settings history', () => {
  let t: TestApp;
  let owner: SignedIn;
  let defaults: Record<string, unknown>;
  // Each test reads and writes a history of its own: three versions, published an hour apart.
  beforeEach(async () => {
    t = await createTestApp({ now: '2026-11-21T10:00:00+09:00' });
    owner = await signIn(t.app, 'owner');
    defaults = (await studioApi.get(t.app)).json().studio;
    t.clock.set('2026-11-21T11:00:00+09:00');
    await studioApi.save(t.app, owner, { version: 1, studio: validStudio });
    t.clock.set('2026-11-21T12:00:00+09:00');
    await studioApi.save(t.app, owner, {
      version: 2,
      studio: { ...validStudio, phone: '051-765-4321', coordinates: { lat: 35.16, lng: 129.16 } },
    });
  });
  afterEach(async () => {
    await t.close();
  });

  /** Version 4: the defaults of version 1 put back at 13:00. */
  async function restoreFirst(): Promise<void> {
    t.clock.set('2026-11-21T13:00:00+09:00');
    const response = await studioApi.restore(t.app, owner, { version: 3, restore: 1 });
    expect(response.json().version).toBe(4);
  }

  it('lists the versions newest first, with who published each and what it changed', async () => {
    const response = await studioApi.history(t.app, owner);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ page: 1, pageSize: 20, total: 3 });
    const publisher = body.items[0].publishedBy;
    expect(publisher).toMatch(/^테스트/);
    expect(body.items.map((item: Record<string, unknown>) => ({ ...item, studio: undefined }))).toEqual([
      {
        version: 3,
        publishedAt: '2026-11-21T03:00:00.000Z',
        publishedBy: publisher,
        restoredFrom: null,
        changed: ['coordinates', 'phone'],
        studio: undefined,
      },
      {
        version: 2,
        publishedAt: '2026-11-21T02:00:00.000Z',
        publishedBy: publisher,
        restoredFrom: null,
        // Every field but the privacy officer's two, which validStudio leaves empty as they were.
        changed: STUDIO_FIELDS.slice(0, -2),
        studio: undefined,
      },
      {
        version: 1,
        publishedAt: '2026-11-21T01:00:00.000Z',
        publishedBy: null,
        restoredFrom: null,
        changed: [],
        studio: undefined,
      },
    ]);
    expect(body.items[2].studio).toEqual(defaults);
    expect(body.items[1].studio).toEqual(validStudio);
  });

  it('writes each publish to the audit log with what changed, from and to', async () => {
    const audit = (await t.app.inject({ url: '/api/audit', headers: { cookie: owner.cookie } })).json();
    expect(audit.items[0]).toMatchObject({
      actorId: owner.id,
      action: 'site.studio.publish',
      target: '학원 정보',
      detail: {
        version: 3,
        changed: ['coordinates', 'phone'],
        before: { coordinates: '35.1631, 129.1635', phone: '051-123-4567' },
        after: { coordinates: '35.16, 129.16', phone: '051-765-4321' },
      },
    });
    expect(audit.items[1]).toMatchObject({ action: 'site.studio.publish', detail: { version: 2 } });
  });

  it('restores an earlier version as a new one, and logs it', async () => {
    t.clock.set('2026-11-21T13:00:00+09:00');
    const response = await studioApi.restore(t.app, owner, { version: 3, restore: 1 });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      version: 4,
      studio: defaults,
      copyright: '© 2026 온음 색소폰 & 보컬 아카데미',
    });
    expect((await studioApi.get(t.app)).json().version).toBe(4);
    const latest = (await studioApi.history(t.app, owner)).json().items[0];
    expect(latest).toMatchObject({ version: 4, restoredFrom: 1, publishedAt: '2026-11-21T04:00:00.000Z' });
    expect(latest.changed).toHaveLength(13);
    const entry = (await t.app.inject({ url: '/api/audit', headers: { cookie: owner.cookie } })).json()
      .items[0];
    expect(entry).toMatchObject({
      action: 'site.studio.restore',
      target: '학원 정보',
      detail: { version: 4, restoredFrom: 1 },
    });
    expect(entry.detail.after.name).toBe('온음 색소폰 & 보컬 아카데미');
    expect(entry.detail.before.name).toBe('새음 음악학원');
  });

  it('refuses a restore made from an older version, or of a version that never was', async () => {
    await restoreFirst();
    const stale = await studioApi.restore(t.app, owner, { version: 3, restore: 2 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error.code).toBe('site.version_conflict');
    const unknown = await studioApi.restore(t.app, owner, { version: 4, restore: 40 });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({
      error: { code: 'site.version_not_found', message: messageFor('site.version_not_found') },
    });
    const invalid = await studioApi.restore(t.app, owner, { version: 4, restore: 0 });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().error.code).toBe('site.restore_invalid');
    expect((await studioApi.history(t.app, owner)).json().total).toBe(4);
  });

  it('publishes nothing when the version restored says what is already published', async () => {
    await restoreFirst();
    const response = await studioApi.restore(t.app, owner, { version: 4, restore: 1 });
    expect(response.statusCode).toBe(200);
    expect(response.json().version).toBe(4);
    expect((await studioApi.history(t.app, owner)).json().total).toBe(4);
  });

  it('pages through a long history', async () => {
    await restoreFirst();
    let version = 4;
    for (let index = 0; index < 20; index += 1) {
      const saved = await studioApi.save(t.app, owner, {
        version,
        studio: { ...validStudio, station: `역에서 ${index + 1}분` },
      });
      version = saved.json().version;
    }
    expect(version).toBe(24);
    const second = (await studioApi.history(t.app, owner, 2)).json();
    expect(second).toMatchObject({ page: 2, pageSize: 20, total: 24 });
    expect(second.items.map((item: { version: number }) => item.version)).toEqual([4, 3, 2, 1]);
    for (const page of ['0', '-1', 'abc', '1.5']) {
      const response = await studioApi.history(t.app, owner, page);
      expect(response.statusCode).toBe(400);
      expect(response.json().error.code).toBe('invalid_input');
    }
  });

  it('keeps the history readable after the publisher’s account is removed', async () => {
    const station = await studioApi.save(t.app, owner, {
      version: 3,
      studio: { ...validStudio, station: '역에서 20분' },
    });
    expect(station.json().version).toBe(4);
    // One owner at a time (a partial unique index): the first steps aside meanwhile.
    await t.db.updateTable('users').set({ role: 'teacher' }).where('id', '=', owner.id).execute();
    const former = await signIn(t.app, 'owner', 'formerowner');
    const saved = await studioApi.save(t.app, former, {
      version: 4,
      studio: { ...validStudio, floor: '4층' },
    });
    expect(saved.statusCode).toBe(200);
    const { name } = await t.db
      .selectFrom('users')
      .select('name')
      .where('id', '=', former.id)
      .executeTakeFirstOrThrow();
    await t.db.deleteFrom('sessions').where('user_id', '=', former.id).execute();
    await t.db.deleteFrom('users').where('id', '=', former.id).execute();
    await t.db.updateTable('users').set({ role: 'owner' }).where('id', '=', owner.id).execute();
    const latest = (await studioApi.history(t.app, owner)).json().items[0];
    expect(latest).toMatchObject({ version: 5, changed: ['floor', 'station'], publishedBy: name });
  });
});
