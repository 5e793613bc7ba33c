/**
 * The built app's files as the build leaves them (scripts/compress-assets.mjs): the brotli or
 * gzip copy the request accepts, the plain file otherwise, hashed assets cached for a year.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compressAssets } from '../../../scripts/compress-assets.mjs';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { webDirWith } from '../testing/web-dir.ts';

const SCRIPT = `export const rooms = [${Array.from({ length: 300 }, (_, index) => `"연습실 ${index}"`).join(',')}];\n`;
const TINY = 'export const a = 1;\n';

describe('compressed copies of the built files', () => {
  let t: TestApp;
  let dir: string;
  beforeAll(async () => {
    dir = webDirWith({
      'index.html': '<!doctype html><title>학원</title><div id="root"></div>',
      'assets/app-abc123.js': SCRIPT,
      'assets/tiny-abc123.js': TINY,
      'assets/font-abc123.woff2': Buffer.alloc(4096, 7),
    });
    await compressAssets(dir);
    t = await createTestApp({ webDir: dir });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('writes .br and .gz beside files worth compressing, and only those', () => {
    const files = fs.readdirSync(path.join(dir, 'assets')).sort();
    expect(files).toEqual([
      'app-abc123.js',
      'app-abc123.js.br',
      'app-abc123.js.gz',
      'font-abc123.woff2',
      'tiny-abc123.js',
    ]);
    const plain = fs.readFileSync(path.join(dir, 'assets', 'app-abc123.js'));
    const br = fs.readFileSync(path.join(dir, 'assets', 'app-abc123.js.br'));
    expect(zlib.brotliDecompressSync(br)).toEqual(plain);
    expect(zlib.gunzipSync(fs.readFileSync(path.join(dir, 'assets', 'app-abc123.js.gz')))).toEqual(plain);
  });

  it('sends the brotli copy to a client that accepts brotli', async () => {
    const response = await t.app.inject({
      url: '/assets/app-abc123.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/^text\/javascript|^application\/javascript/);
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(zlib.brotliDecompressSync(response.rawPayload).toString()).toBe(SCRIPT);
  });

  it('sends the gzip copy to a client that accepts gzip only', async () => {
    const response = await t.app.inject({
      url: '/assets/app-abc123.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(zlib.gunzipSync(response.rawPayload).toString()).toBe(SCRIPT);
  });

  it.each([{}, { 'accept-encoding': 'identity' }, { 'accept-encoding': 'br;q=0, gzip;q=0' }])(
    'sends the plain file otherwise (%o)',
    async (headers) => {
      const response = await t.app.inject({ url: '/assets/app-abc123.js', headers });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBeUndefined();
      expect(response.headers.vary).toMatch(/accept-encoding/i);
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(response.body).toBe(SCRIPT);
    },
  );

  it('sends a file without a copy as it is, whatever the client accepts', async () => {
    const response = await t.app.inject({
      url: '/assets/tiny-abc123.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body).toBe(TINY);
  });

  it('sends a hashed file nothing to revalidate it by, and a file of the same name each time its validators', async () => {
    const hashed = await t.app.inject({ url: '/assets/app-abc123.js', headers: { 'accept-encoding': 'br' } });
    expect(hashed.headers.etag).toBeUndefined();
    expect(hashed.headers['last-modified']).toBeUndefined();
    expect(hashed.headers['accept-ranges']).toBeUndefined();
    const named = await t.app.inject({ url: '/index.html' });
    expect(named.statusCode).toBe(200);
    expect(named.headers['cache-control']).toBe('no-cache');
    expect(named.headers.etag).toMatch(/^W\/"/);
    expect(named.headers['last-modified']).toBeDefined();
  });
});
