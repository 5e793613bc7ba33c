/** Where images are kept: the database by default on PostgreSQL (shared), or a folder. */
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { appForTests } from '../../testing/app-for-tests.ts';
import { postImage } from '../../testing/image-upload.ts';
import { twoInstancesForTests } from '../../testing/second-app.ts';
import { type SignedIn, signIn } from '../../testing/sign-in.ts';
import { signedInForTests } from '../../testing/signed-in-for-tests.ts';
import { testDialect } from '../../testing/test-database.ts';

const uploadRequest = (app: FastifyInstance, who: SignedIn, data: Buffer) =>
  postImage(app, who, data, { name: 'a.png', type: 'image/png' });

const picture = (color: string) =>
  sharp({ create: { width: 40, height: 30, channels: 3, background: color } })
    .png()
    .toBuffer();

describe.each(['database', 'disk'] as const)('uploads kept in the %s', (storage) => {
  const t = appForTests({ env: { UPLOAD_STORAGE: storage } });
  const teacher = signedInForTests(t, 'teacher');

  it('serves what was stored, with year-long caching, and revalidates by name', async () => {
    const { url } = (await uploadRequest(t.app, teacher, await picture('#123456'))).json();
    expect(url).toMatch(/^\/uploads\/[a-f0-9]{32}\.webp$/);
    const served = await t.app.inject({ url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({
      format: 'webp',
      width: 40,
      height: 30,
    });
    const again = await t.app.inject({ url, headers: { 'if-none-match': served.headers.etag as string } });
    expect([again.statusCode, again.body]).toEqual([304, '']);
    const files = fs.existsSync(t.config.uploadsDir) ? fs.readdirSync(t.config.uploadsDir) : [];
    expect(files).toEqual(storage === 'disk' ? [path.basename(url)] : []);
  });

  it('answers a name that is not ours, or not stored, with the Korean 404', async () => {
    for (const url of [
      '/uploads/0123456789abcdef0123456789abcdef.webp',
      '/uploads/0123456789abcdef0123456789abcdef-480w.webp',
      '/uploads/0123456789abcdef0123456789abcdef-960w.webp',
      '/uploads/0123456789abcdef0123456789abcdef-640w.webp',
      '/uploads/..%2Fstudio.db',
      '/uploads/..%2F0123456789abcdef0123456789abcdef-480w.webp',
      '/uploads/x.webp',
      '/uploads/x-480w.webp',
    ]) {
      const response = await t.app.inject({ url });
      expect(response.statusCode).toBe(404);
      expect(response.json().error.code).toBe('not_found');
      expect(response.headers['cache-control']).toBeUndefined();
    }
  });
});

describe.runIf(testDialect() === 'postgres')('two instances sharing one PostgreSQL database', () => {
  const { t, second, secondDataDir } = twoInstancesForTests();

  it('serves an image uploaded through one instance from the other', async () => {
    expect(t.config.uploadStorage).toBe('database');
    const teacher = await signIn(t.app, 'teacher');
    const { url } = (await uploadRequest(t.app, teacher, await picture('#abcdef'))).json();
    const fromFirst = await t.app.inject({ url });
    const fromSecond = await second.inject({ url });
    expect(fromSecond.statusCode).toBe(200);
    expect(fromSecond.rawPayload.equals(fromFirst.rawPayload)).toBe(true);
    // Nothing of the image on disk: the only thing in the data folder is the settings key.
    expect(fs.readdirSync(secondDataDir())).toEqual(['secrets']);
  });
});
