/**
 * The facility page: the owner publishes its notes and its four groups of pictures; each
 * group holds 1 to 6 photos, each a real upload or a bundled picture, with a description.
 */
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { defaultFacility } from '#content/facility-defaults.ts';
import type { messageFor } from '#shared/messages/ko.ts';
import type { FacilityContent } from '#shared/schemas/site-facility.ts';
import { refusalBody } from '../../testing/errors.ts';
import { appWithOwner } from '../../testing/owner-app.ts';
import { type SignedIn, signIn } from '../../testing/sign-in.ts';
import { uploadJpeg } from '../../testing/site-photos.ts';
import type { TestApp } from '../../testing/test-app.ts';

const put = (app: FastifyInstance, who: SignedIn | null, body: unknown) =>
  app.inject({
    method: 'PUT',
    url: '/api/site/facility',
    headers: who ? { cookie: who.cookie } : {},
    payload: body as object,
  });

describe('the facility page', () => {
  let t: TestApp;
  let owner: SignedIn;
  const current = async () => (await t.app.inject({ url: '/api/site/facility' })).json();

  // One test reads the first-start page and another publishes over it: a fresh app each.
  beforeEach(async () => ({ t, owner } = await appWithOwner({ now: '2026-11-21T10:00:00+09:00' })));
  afterEach(() => t.close());

  it('starts as the three notes and four groups of three bundled photos', async () => {
    const { version, facility } = await current();
    expect(version).toBe(1);
    expect(facility).toEqual(defaultFacility());
    expect(facility.groups.map((group: FacilityContent['groups'][number]) => group.title)).toEqual([
      '레슨실',
      '라운지',
      '무대 및 홀',
      '연습실',
    ]);
  });

  it('publishes an upload moved to the front of a group, at its real size, and a group shortened', async () => {
    const upload = await uploadJpeg(t.app, owner, 1000, 750, '#335c67');
    const facility = defaultFacility();
    const [lesson, lounge, stage, practice] = facility.groups;
    const groups = [
      {
        ...lesson!,
        photos: [{ src: upload.url, alt: '새 피아노 레슨실', width: 10, height: 10 }, ...lesson!.photos],
      },
      { ...lounge!, title: '휴게실', photos: [lounge!.photos[2]!] },
      stage!,
      practice!,
    ];
    const response = await put(t.app, owner, {
      version: 1,
      facility: { notes: ['  정수기가 있습니다. '], groups },
    });
    expect(response.statusCode).toBe(200);
    const site = (await t.app.inject({ url: '/api/site' })).json();
    expect(site.versions.facility).toBe(2);
    expect(site.facility.notes).toEqual(['정수기가 있습니다.']);
    expect(site.facility.groups[0].photos[0]).toEqual({
      src: upload.url,
      alt: '새 피아노 레슨실',
      width: 1000,
      height: 750,
    });
    expect(site.facility.groups[0].photos).toHaveLength(4);
    expect(site.facility.groups[1]).toEqual({ title: '휴게실', photos: [lounge!.photos[2]] });
  });

  it('refuses what the page cannot show, each with its own code, and publishes nothing', async () => {
    const { version } = await current();
    const facility = defaultFacility();
    const photo = facility.groups[0]!.photos[0]!;
    const withGroup = (index: number, group: object) =>
      facility.groups.map((existing, at) => (at === index ? group : existing));
    const cases: [unknown, Parameters<typeof messageFor>[0]][] = [
      [{ ...facility, notes: [] }, 'site.facility_notes_count'],
      [
        { ...facility, notes: Array.from({ length: 11 }, (_, n) => `안내 ${n}`) },
        'site.facility_notes_count',
      ],
      [{ ...facility, notes: ['좋아요', ' '] }, 'site.facility_note_required'],
      [{ ...facility, groups: facility.groups.slice(0, 3) }, 'site.facility_groups_count'],
      [{ ...facility, groups: withGroup(1, { title: '', photos: [photo] }) }, 'site.facility_title_required'],
      [{ ...facility, groups: withGroup(2, { title: '홀', photos: [] }) }, 'site.facility_photos_count'],
      [
        {
          ...facility,
          groups: withGroup(2, { title: '홀', photos: Array.from({ length: 7 }, () => photo) }),
        },
        'site.facility_photos_count',
      ],
      [
        { ...facility, groups: withGroup(3, { title: '홀', photos: [{ ...photo, alt: '' }] }) },
        'site.photo_alt_required',
      ],
      [
        {
          ...facility,
          groups: withGroup(0, {
            title: '홀',
            photos: [{ ...photo, src: '/uploads/ffffffffffffffffffffffffffffffff.webp' }],
          }),
        },
        'site.photo_missing',
      ],
    ];
    for (const [content, code] of cases) {
      const response = await put(t.app, owner, { version, facility: content });
      expect([response.statusCode, response.json()]).toEqual([400, refusalBody(code)]);
    }
    expect((await current()).version).toBe(version);
  });

  it('is not for teachers or visitors', async () => {
    const teacher = await signIn(t.app, 'teacher');
    const { version } = await current();
    for (const [who, status] of [
      [null, 401],
      [teacher, 403],
    ] as const) {
      const response = await put(t.app, who, { version, facility: defaultFacility() });
      expect(response.statusCode).toBe(status);
    }
    expect((await current()).version).toBe(version);
  });
});
