/**
 * The home page's pictures: the owner publishes the hero and the gallery in the order chosen;
 * a picture must name an upload the site has, is stored at its real size, and has a description.
 */
import { describe, expect, it } from 'vitest';
import { defaultPhotos } from '#content/photos-defaults.ts';
import type { messageFor } from '#shared/messages/ko.ts';
import { versionConflictText } from '#shared/messages/site.ts';
import type { SitePhoto } from '#shared/schemas/site-photo.ts';
import type { PhotosContent } from '#shared/schemas/site-photos.ts';
import { refusalBody } from '../../testing/errors.ts';
import { siteAppForTests } from '../../testing/site-app.ts';
import { sectionApi } from '../../testing/site-pages.ts';
import { uploadJpeg } from '../../testing/site-photos.ts';
import { withTestApp } from '../../testing/test-app.ts';

const api = sectionApi('photos');
const put = api.save;

describe('the home page pictures', () => {
  const { t, owner, teacher } = siteAppForTests();
  const version = async () => (await t.app.inject({ url: '/api/site/photos' })).json().version as number;
  const published = async (): Promise<PhotosContent> =>
    (await t.app.inject({ url: '/api/site' })).json().photos;

  it('start as the bundled hero and eight gallery photos, version 1', async () => {
    await withTestApp(async ({ app }) => {
      const response = await app.inject({ url: '/api/site/photos' });
      expect(response.statusCode).toBe(200);
      const { version, photos } = response.json();
      expect(version).toBe(1);
      expect(photos).toEqual(defaultPhotos());
      expect(photos.hero).toEqual({
        src: 'builtin:hero',
        alt: '조명이 비추는 무대 위에 금빛 색소폰이 서 있고, 악보 선율이 흐르는 그림',
        width: 1600,
        height: 800,
      });
      expect(photos.gallery.map((photo: SitePhoto) => photo.src)).toEqual(
        [1, 2, 3, 4, 5, 6, 7, 8].map((n) => `builtin:gallery-${n}`),
      );
    });
  });

  it('publish a new upload first in the gallery, and GET /api/site shows the new order', async () => {
    const auditBefore = (await t.db.selectFrom('audit_log').select('id').execute()).length;
    const upload = await uploadJpeg(t.app, owner, 1200, 900);
    const defaults = defaultPhotos();
    const gallery = [
      { src: upload.url, alt: '  새로 꾸민   레슨실  ', width: upload.width, height: upload.height },
      defaults.gallery[2]!,
      defaults.gallery[0]!,
    ];
    const before = await version();
    const response = await put(t.app, owner, {
      version: before,
      photos: { ...defaults, galleryHeading: '함께하는 음악', gallery },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().version).toBe(before + 1);
    const site = await published();
    expect(site.galleryHeading).toBe('함께하는 음악');
    expect(site.gallery).toEqual([
      { src: upload.url, alt: '새로 꾸민 레슨실', width: 1200, height: 900 },
      { src: 'builtin:gallery-3', alt: defaults.gallery[2]!.alt, width: 800, height: 600 },
      { src: 'builtin:gallery-1', alt: defaults.gallery[0]!.alt, width: 800, height: 600 },
    ]);
    // The publish, and nothing else, is written to the audit log (the upload is not).
    const audit = await t.db.selectFrom('audit_log').select(['action', 'target']).orderBy('id').execute();
    expect(audit.slice(auditBefore)).toEqual([{ action: 'site.photos.publish', target: '대표 사진·갤러리' }]);
  });

  it('refuse an upload the site does not have, with site.photo_missing, and publish nothing', async () => {
    const before = await version();
    const ghost = {
      src: '/uploads/0123456789abcdef0123456789abcdef.webp',
      alt: '없는 사진',
      width: 800,
      height: 600,
    };
    for (const photos of [
      { ...defaultPhotos(), hero: ghost },
      { ...defaultPhotos(), gallery: [defaultPhotos().gallery[0]!, ghost] },
    ]) {
      const response = await put(t.app, owner, { version: before, photos });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual(refusalBody('site.photo_missing'));
    }
    expect(await version()).toBe(before);
  });

  it("store an upload's real size and a bundled picture's own, whatever size is sent", async () => {
    const upload = await uploadJpeg(t.app, owner, 900, 1200, '#7a3b69');
    expect([upload.width, upload.height]).toEqual([900, 1200]);
    const defaults = defaultPhotos();
    const response = await put(t.app, owner, {
      version: await version(),
      photos: {
        ...defaults,
        hero: { src: upload.url, alt: '세로로 찍은 무대', width: 4000, height: 10 },
        gallery: [{ ...defaults.gallery[0]!, width: 1, height: 9999 }],
      },
    });
    expect(response.statusCode).toBe(200);
    const site = await published();
    expect(site.hero).toEqual({ src: upload.url, alt: '세로로 찍은 무대', width: 900, height: 1200 });
    expect(site.gallery).toEqual([defaults.gallery[0]]);
  });

  it('refuse a picture without a description, and a gallery of 0 or 13 photos', async () => {
    const before = await version();
    const defaults = defaultPhotos();
    const photo = defaults.gallery[0]!;
    const thirteen = Array.from({ length: 13 }, (_, index) => ({ ...photo, alt: `사진 ${index + 1}` }));
    const cases: [unknown, Parameters<typeof messageFor>[0]][] = [
      [{ ...defaults, hero: { ...defaults.hero, alt: '   ' } }, 'site.photo_alt_required'],
      [{ ...defaults, gallery: [{ ...photo, alt: '' }] }, 'site.photo_alt_required'],
      [{ ...defaults, gallery: [{ src: photo.src, width: 800, height: 600 }] }, 'site.photo_alt_required'],
      [{ ...defaults, gallery: [] }, 'site.gallery_count'],
      [{ ...defaults, gallery: thirteen }, 'site.gallery_count'],
      [{ ...defaults, galleryHeading: ' ' }, 'site.gallery_heading_required'],
      [{ ...defaults, gallery: [{ ...photo, src: '/uploads/../secret.webp' }] }, 'site.photo_invalid'],
      [{ ...defaults, extra: 1 }, 'site.unknown_field'],
    ];
    for (const [photos, code] of cases) {
      const response = await put(t.app, owner, { version: before, photos });
      expect([response.statusCode, response.json()]).toEqual([400, refusalBody(code)]);
    }
    const twelve = thirteen.slice(0, 12);
    const accepted = await put(t.app, owner, { version: before, photos: { ...defaults, gallery: twelve } });
    expect(accepted.statusCode).toBe(200);
    expect((await published()).gallery).toHaveLength(12);
  });

  it('cannot be published by teachers or visitors, nor their history read', async () => {
    const before = await version();
    const body = { version: before, photos: defaultPhotos() };
    for (const [who, status, code] of [
      [null, 401, 'auth.required'],
      [teacher, 403, 'auth.forbidden'],
    ] as const) {
      const response = await put(t.app, who, body);
      expect([response.statusCode, response.json()]).toEqual([status, refusalBody(code)]);
      const history = await t.app.inject({
        url: '/api/site/photos/history',
        headers: who ? { cookie: who.cookie } : {},
      });
      expect(history.statusCode).toBe(status);
    }
    expect(await version()).toBe(before);
  });

  it('refuse a save of an older version with 409, even with good pictures', async () => {
    const { version: current } = await api.publish(t.app, owner, {
      ...defaultPhotos(),
      galleryHeading: '지난 판과 다른 제목',
    });
    const response = await put(t.app, owner, { version: current - 1, photos: defaultPhotos() });
    expect([response.statusCode, response.json()]).toEqual([
      409,
      { error: { code: 'site.version_conflict', message: versionConflictText('대표 사진·갤러리') } },
    ]);
    expect(await version()).toBe(current);
  });
});
