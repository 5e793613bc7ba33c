/**
 * `GET /uploads/<hash>-480w.webp` and `-960w.webp`: narrower copies of an upload, made on first
 * request and kept in the upload's own store (database or folder), on SQLite and PostgreSQL.
 */
import fs from 'node:fs';
import sharp from 'sharp';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { AppError } from '../../app-error.ts';
import { appForTests } from '../../testing/app-for-tests.ts';
import { postImage } from '../../testing/image-upload.ts';
import { twoInstancesForTests } from '../../testing/second-app.ts';
import { signIn } from '../../testing/sign-in.ts';
import { testDialect } from '../../testing/test-database.ts';
import { imageJobs } from './image-queue.ts';
import { databaseImageStore, diskImageStore, type ImageStore } from './image-store.ts';
import { storeImage } from './store-image.ts';

/** A WebP as an upload is stored: `width`×`height`, no metadata. */
const webp = (width: number, height: number, background = '#2a6f97') =>
  sharp({ create: { width, height, channels: 3, background } })
    .webp()
    .toBuffer();

const hashOf = (url: string) => /^\/uploads\/([a-f0-9]{32})\.webp$/.exec(url)![1]!;

describe.each(['database', 'disk'] as const)('copies of uploads kept in the %s', (storage) => {
  let store: ImageStore;
  /** Puts an image straight into the store, as an upload made before copies existed. */
  const stored = async (data: Buffer) => storeImage(store, data, new Date());
  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ url, headers });
  const storedNames = async (): Promise<string[]> =>
    storage === 'database'
      ? (await t.db.selectFrom('uploads').select('name').execute()).map((row) => row.name).sort()
      : fs.existsSync(t.config.uploadsDir)
        ? fs.readdirSync(t.config.uploadsDir).sort()
        : [];

  const t = appForTests({ env: { UPLOAD_STORAGE: storage } });
  beforeAll(async () => {
    store = storage === 'database' ? databaseImageStore(t.db) : diskImageStore(t.config.uploadsDir);
  });

  it('makes 480 and 960 px wide WebP copies of a landscape upload, without metadata', async () => {
    const url = await stored(await webp(1600, 1200));
    const hash = hashOf(url);
    for (const [width, height] of [
      [480, 360],
      [960, 720],
    ] as const) {
      const response = await get(`/uploads/${hash}-${width}w.webp`);
      expect(response.statusCode).toBe(200);
      const meta = await sharp(response.rawPayload).metadata();
      expect(meta).toMatchObject({ format: 'webp', width, height });
      expect([meta.exif, meta.xmp, meta.icc]).toEqual([undefined, undefined, undefined]);
    }
  });

  it('keeps the proportions of a portrait upload', async () => {
    const hash = hashOf(await stored(await webp(1200, 1600, '#7a3b69')));
    const response = await get(`/uploads/${hash}-960w.webp`);
    expect(await sharp(response.rawPayload).metadata()).toMatchObject({ width: 960, height: 1280 });
  });

  it('never makes a copy wider than the upload: a narrow upload is its own copy', async () => {
    const url = await stored(await webp(300, 200, '#4f772d'));
    const original = (await get(url)).rawPayload;
    for (const width of [480, 960]) {
      const copy = await get(`/uploads/${hashOf(url)}-${width}w.webp`);
      expect(copy.statusCode).toBe(200);
      expect(copy.rawPayload.equals(original)).toBe(true);
    }
    const between = await stored(await webp(700, 350, '#bc4749'));
    const copy960 = await get(`/uploads/${hashOf(between)}-960w.webp`);
    expect(await sharp(copy960.rawPayload).metadata()).toMatchObject({ width: 700, height: 350 });
  });

  it('serves a copy as the upload is served: a year immutable, nosniff, revalidated by name', async () => {
    const hash = hashOf(await stored(await webp(1000, 800, '#e09f3e')));
    const name = `${hash}-480w.webp`;
    const response = await get(`/uploads/${name}`);
    expect(response.headers).toMatchObject({
      'content-type': 'image/webp',
      'cache-control': 'public, max-age=31536000, immutable',
      'x-content-type-options': 'nosniff',
      etag: `"${name}"`,
    });
    const again = await get(`/uploads/${name}`, { 'if-none-match': `"${name}"` });
    expect([again.statusCode, again.body]).toEqual([304, '']);
    const head = await t.app.inject({ method: 'HEAD', url: `/uploads/${name}` });
    expect(head.statusCode).toBe(200);
  });

  it('keeps a copy in the store beside its upload, and serves it from there afterwards', async () => {
    const url = await stored(await webp(1300, 900, '#335c67'));
    const hash = hashOf(url);
    expect(await storedNames()).not.toContain(`${hash}-960w.webp`);
    const first = await get(`/uploads/${hash}-960w.webp`);
    expect(await storedNames()).toEqual(expect.arrayContaining([`${hash}.webp`, `${hash}-960w.webp`]));
    expect(await storedNames()).not.toContain(`${hash}-480w.webp`);
    const kept = await store.get(`${hash}-960w.webp`);
    expect(kept?.data.equals(first.rawPayload)).toBe(true);
    expect((await get(`/uploads/${hash}-960w.webp`)).rawPayload.equals(first.rawPayload)).toBe(true);
  });

  it('makes a copy of an image uploaded through POST /api/img', async () => {
    const teacher = await signIn(t.app, 'teacher');
    const jpeg = await sharp({ create: { width: 2000, height: 1500, channels: 3, background: '#540b0e' } })
      .jpeg()
      .toBuffer();
    const upload = await postImage(t.app, teacher, jpeg);
    const { url } = upload.json();
    const copy = await get(url.replace('.webp', '-480w.webp'));
    expect(await sharp(copy.rawPayload).metadata()).toMatchObject({ width: 480, height: 360 });
  });

  it('keeps every frame of an animated upload', async () => {
    const frame = (background: string) =>
      sharp({ create: { width: 800, height: 600, channels: 3, background } })
        .png()
        .toBuffer();
    const animated = await sharp([await frame('#ff0000'), await frame('#0000ff')], {
      join: { animated: true },
    })
      .webp({ loop: 0, delay: [100, 100] })
      .toBuffer();
    const hash = hashOf(await stored(animated));
    const copy = await get(`/uploads/${hash}-480w.webp`);
    expect(await sharp(copy.rawPayload).metadata()).toMatchObject({ width: 480, height: 360, pages: 2 });
  });

  it('sends the upload uncached while the image queue is full, and the copy once it is free', async () => {
    const url = await stored(await webp(1200, 900, '#6a994e'));
    const name = `${hashOf(url)}-480w.webp`;
    vi.spyOn(imageJobs, 'run').mockRejectedValueOnce(new AppError('upload.busy', 429));
    const busy = await get(`/uploads/${name}`);
    expect(busy.statusCode).toBe(200);
    expect(busy.headers['cache-control']).toBe('no-store');
    expect(busy.headers.etag).toBeUndefined();
    expect(busy.rawPayload.equals((await get(url)).rawPayload)).toBe(true);
    vi.restoreAllMocks();
    const later = await get(`/uploads/${name}`);
    expect(later.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(await sharp(later.rawPayload).metadata()).toMatchObject({ width: 480, height: 360 });
  });

  it('answers a copy of an image that does not exist with the Korean 404, and stores nothing', async () => {
    const before = await storedNames();
    for (const width of [480, 960]) {
      const response = await get(`/uploads/0123456789abcdef0123456789abcdef-${width}w.webp`);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({
        error: { code: 'not_found', message: '요청하신 내용을 찾을 수 없습니다.' },
      });
      expect(response.headers['cache-control']).toBeUndefined();
      expect(response.headers.etag).toBeUndefined();
    }
    expect(await storedNames()).toEqual(before);
  });

  it('refuses every other name before looking, as for uploads', async () => {
    const hash = hashOf(await stored(await webp(900, 600, '#9e2a2b')));
    const before = await storedNames();
    for (const name of [
      `${hash}-320w.webp`,
      `${hash}-1200w.webp`,
      `${hash}-0480w.webp`,
      `${hash}-480.webp`,
      `${hash}-480W.webp`,
      `${hash}-480w.png`,
      `${hash}-480w.webp.webp`,
      `${hash}-480w-960w.webp`,
      `${hash}_480w.webp`,
      `${hash}-480w`,
      `-480w.webp`,
      `..%2F${hash}-480w.webp`,
      `${hash}-480w.webp%00`,
      `%2e%2e%2f${hash}-960w.webp`,
    ]) {
      const response = await get(`/uploads/${name}`);
      expect(response.statusCode, name).toBe(404);
      expect(response.json().error.code).toBe('not_found');
    }
    expect(await storedNames()).toEqual(before);
  });

  it('answers simultaneous first requests for one copy with the same bytes, stored once', async () => {
    const hash = hashOf(await stored(await webp(1600, 1000, '#0f4c5c')));
    const names = [`${hash}-480w.webp`, `${hash}-960w.webp`];
    const responses = await Promise.all(
      Array.from({ length: 12 }, (_, i) => get(`/uploads/${names[i % 2]}`)),
    );
    expect(responses.map((response) => response.statusCode)).toEqual(Array(12).fill(200));
    for (const [index, name] of names.entries()) {
      const bodies = responses.filter((_, i) => i % 2 === index).map((response) => response.rawPayload);
      expect(bodies.every((body) => body.equals(bodies[0]!))).toBe(true);
      expect((await store.get(name))?.data.equals(bodies[0]!)).toBe(true);
    }
    const names480 = (await storedNames()).filter((name) => name.startsWith(hash));
    expect(names480).toEqual([`${hash}-480w.webp`, `${hash}-960w.webp`, `${hash}.webp`]);
    // Written aside and renamed: no half-written file is left behind.
    if (storage === 'disk') expect((await storedNames()).filter((name) => name.endsWith('.tmp'))).toEqual([]);
  });
});

describe.runIf(testDialect() === 'postgres')('copies made by two instances sharing one database', () => {
  const { t, second, secondDataDir } = twoInstancesForTests();

  it('answers simultaneous first requests on both instances with the one stored copy', async () => {
    expect(t.config.uploadStorage).toBe('database');
    const hash = hashOf(await storeImage(databaseImageStore(t.db), await webp(1400, 1050), new Date()));
    const url = `/uploads/${hash}-480w.webp`;
    const responses = await Promise.all(
      Array.from({ length: 8 }, (_, i) => (i % 2 === 0 ? t.app : second).inject({ url })),
    );
    expect(responses.map((response) => response.statusCode)).toEqual(Array(8).fill(200));
    const rows = await t.db
      .selectFrom('uploads')
      .select('data')
      .where('name', '=', `${hash}-480w.webp`)
      .execute();
    expect(rows).toHaveLength(1);
    for (const response of responses)
      expect(response.rawPayload.equals(Buffer.from(rows[0]!.data))).toBe(true);
    expect(await sharp(rows[0]!.data).metadata()).toMatchObject({ width: 480, height: 360 });
    // Nothing of the image on disk: the only thing in the data folder is the settings key.
    expect(fs.readdirSync(secondDataDir())).toEqual(['secrets']);
  });
});
