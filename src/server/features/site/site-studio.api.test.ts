/** The studio's details: anyone reads them, only the owner saves them, and a stale save changes nothing. */

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messageFor } from '#shared/messages/ko.ts';
import { expectEachRefused } from '../../testing/errors.ts';
import { type SignedIn, signIn } from '../../testing/sign-in.ts';
import { currentVersion, storedVersions, studioApi, validStudio } from '../../testing/site.ts';
import { expectSaveRefused, sectionApi } from '../../testing/site-pages.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { getStudioSettings } from './site.queries.ts';

const studio = sectionApi('studio');

describe('the studio settings', () => {
  let t: TestApp;
  let owner: SignedIn;
  let teacher: SignedIn;
  /** An app no test changes: the first start as a studio meets it. */
  let pristine: TestApp;
  beforeAll(async () => {
    [pristine, t] = await Promise.all([
      createTestApp({ now: '2026-11-21T10:00:00+09:00' }),
      createTestApp({ now: '2026-11-21T10:00:00+09:00' }),
    ]);
    owner = await signIn(t.app, 'owner');
    teacher = await signIn(t.app, 'teacher');
  });
  afterAll(async () => {
    await Promise.all([pristine?.close(), t?.close()]);
  });

  const versionCount = () => storedVersions(t.db, 'studio');
  const auditCount = async () => (await t.db.selectFrom('audit_log').select('id').execute()).length;

  it('are the defaults of src/content/studio.ts on first start, as version 1, for anyone', async () => {
    const response = await studioApi.get(pristine.app);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      version: 1,
      studio: {
        name: '온음 색소폰 & 보컬 아카데미',
        shortName: '온음 아카데미',
        address: '서울특별시 마포구 선율로 27, 온음빌딩',
        floor: '3층',
        station: '합정역 7번 출구에서 도보 3분',
        parking: '건물 내 주차 공간이 좁아 인근 공영주차장 이용을 권해 드립니다.',
        hours: '연습실은 예약한 시간에 이용하실 수 있습니다. (단독 사용은 불가합니다)',
        coordinates: { lat: 37.5497, lng: 126.9138 },
        phone: '02-123-4567',
        kakaoChannelUrl: '',
        businessNumber: '000-00-00000',
        owner: '윤서진',
        email: '',
        privacyOfficer: '',
        privacyOfficerContact: '',
      },
      copyright: '© 2026 온음 색소폰 & 보컬 아카데미',
    });
    expect(response.headers['cache-control']).toBe('public, max-age=60');
    expect(response.headers.etag).toMatch(/^"studio-1-[\w-]+"$/);
  });

  it('answer 304 to a browser that holds them, compressed or not', async () => {
    const etag = String((await studioApi.get(t.app)).headers.etag);
    for (const held of [etag, `W/${etag}`, `"other", ${etag}`]) {
      const response = await studioApi.get(t.app, { 'if-none-match': held });
      expect(response.statusCode).toBe(304);
      expect(response.body).toBe('');
    }
    expect((await studioApi.get(t.app, { 'if-none-match': '"studio-0-old"' })).statusCode).toBe(200);
  });

  it('cannot be changed, restored or looked back on by visitors, teachers or pending accounts', async () => {
    const pending = await signIn(t.app, 'pending');
    const version = await currentVersion(t.app);
    const entries = await auditCount();
    await expectEachRefused(
      [
        [null, 401, 'auth.required'],
        [teacher, 403, 'auth.forbidden'],
        [pending, 403, 'auth.pending'],
      ],
      [
        (who) => studioApi.save(t.app, who, { version, studio: validStudio }),
        (who) => studioApi.restore(t.app, who, { version, restore: 1 }),
        (who) => studioApi.history(t.app, who),
      ],
    );
    expect(await currentVersion(t.app)).toBe(version);
    expect(await auditCount()).toBe(entries);
  });

  it('are saved by the owner as the next version, normalised, and shown at once', async () => {
    const version = await studio.reset(t.app, owner);
    const before = String((await studioApi.get(t.app)).headers.etag);
    const response = await studioApi.save(t.app, owner, {
      version,
      studio: { ...validStudio, phone: '0511234567', businessNumber: '1234567891' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      version: version + 1,
      studio: validStudio,
      copyright: '© 2026 새음 음악학원',
    });
    const read = await studioApi.get(t.app);
    expect(read.json()).toEqual(response.json());
    expect(read.headers.etag).not.toBe(before);
    expect(await getStudioSettings(t.db)).toEqual({ version: version + 1, studio: validStudio });
  });

  it('refuse a save made from an older or an unknown version, and write nothing', async () => {
    // Published over the defaults (version 1), so that version 1 is an older one.
    const { version: current } = await studio.publish(t.app, owner, validStudio);
    const [versions, entries] = [await versionCount(), await auditCount()];
    for (const version of [1, current - 1, 0, current + 1, 99]) {
      const response = await studioApi.save(t.app, owner, {
        version,
        studio: { ...validStudio, name: '덮어쓰기 학원' },
      });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({
        error: {
          code: 'site.version_conflict',
          message:
            '‘학원 정보’ 내용이 다른 곳에서 먼저 바뀌었습니다. 최신 내용을 다시 불러온 뒤 고쳐서 저장해 주세요.',
        },
      });
    }
    expect((await studioApi.get(t.app)).json().studio.name).toBe('새음 음악학원');
    expect([await versionCount(), await auditCount()]).toEqual([versions, entries]);
  });

  it('publish nothing when a save changes nothing', async () => {
    const { version } = await studio.publish(t.app, owner, validStudio);
    const [versions, entries] = [await versionCount(), await auditCount()];
    const response = await studioApi.save(t.app, owner, { version, studio: validStudio });
    expect(response.statusCode).toBe(200);
    expect(response.json().version).toBe(version);
    expect([await versionCount(), await auditCount()]).toEqual([versions, entries]);
  });

  it.each([
    ['name', '', 'site.name_required'],
    ['name', '가'.repeat(61), 'site.name_too_long'],
    ['name', '새음\u0000', 'text_control'],
    ['shortName', '', 'site.short_name_required'],
    ['address', '부산\u202E', 'text_direction'],
    ['floor', '가'.repeat(31), 'site.floor_too_long'],
    ['station', '역\u0007', 'text_control'],
    ['parking', '가'.repeat(301), 'site.parking_too_long'],
    ['hours', '가'.repeat(301), 'site.hours_too_long'],
    ['coordinates', { lat: 37.5 }, 'site.coordinates_required'],
    ['coordinates', { lat: 40, lng: 127 }, 'site.latitude_range'],
    ['coordinates', { lat: 37.5, lng: 140 }, 'site.longitude_range'],
    ['phone', '12345', 'site.phone_format'],
    ['phone', '', 'site.phone_required'],
    ['kakaoChannelUrl', 'http://pf.kakao.com/_saeeum', 'site.url_https'],
    ['businessNumber', '123-45-67890', 'site.business_number_checksum'],
    ['businessNumber', '12-345-67891', 'site.business_number_format'],
    ['owner', '', 'site.owner_required'],
    ['email', 'hello@saeeum', 'site.email_format'],
    ['copyright', '© 2026 새음', 'site.unknown_field'],
  ] as const)('answer %s = %j with 400 %s and its Korean message', async (field, value, code) => {
    const version = await currentVersion(t.app);
    const save = () => studioApi.save(t.app, owner, { version, studio: { ...validStudio, [field]: value } });
    await expectSaveRefused(versionCount, save, code);
  });

  it('refuse fields they do not know beside the studio, and bodies that are not a save', async () => {
    const version = await currentVersion(t.app);
    const extra = await studioApi.save(t.app, owner, { version, studio: validStudio, draft: true });
    expect(extra.json().error.code).toBe('site.unknown_field');
    const missing = await studioApi.save(t.app, owner, { version });
    expect(missing.json().error).toEqual({ code: 'site.invalid', message: messageFor('site.invalid') });
    const noVersion = await studioApi.save(t.app, owner, { studio: validStudio });
    expect(noVersion.json().error.code).toBe('site.version_required');
  });

  it('give the copyright line the year in Seoul', async () => {
    await studio.publish(t.app, owner, validStudio);
    t.clock.set('2026-12-31T15:00:00Z'); // 2027-01-01 00:00 in Seoul
    try {
      expect((await studioApi.get(t.app)).json().copyright).toBe('© 2027 새음 음악학원');
    } finally {
      t.clock.set('2026-11-21T10:00:00+09:00');
    }
  });
});
