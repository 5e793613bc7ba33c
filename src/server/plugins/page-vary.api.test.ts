/**
 * A page whose HTML depends on the request's cookies says so (Vary: Cookie): a public page is
 * the islands for a visitor and the app for someone signed in (decision 070), a signed-in page
 * is drawn for its person (decision 058). A page that is the same for everyone does not, so a
 * shared cache may keep one copy of it.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

// Long enough to be compressed, so that Vary also names Accept-Encoding.
const TEMPLATE = `<!doctype html><html lang="ko"><head><title>학원</title></head><body><div id="root"></div><p>${'연습실 '.repeat(400)}</p></body></html>`;

describe('Vary: Cookie on the pages a session changes', () => {
  let site: TestApp;
  let root: string;
  beforeAll(async () => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'studio-vary-'));
    fs.writeFileSync(path.join(root, 'index.html'), TEMPLATE);
    site = await createTestApp({ webDir: root });
  });
  afterAll(async () => {
    await site.close();
    fs.rmSync(root, { recursive: true, force: true });
  });

  const vary = async (url: string, headers: Record<string, string> = {}) =>
    (await site.app.inject({ url, headers })).headers.vary;

  it('sends Vary: Cookie with /book, with or without a cookie, beside Accept-Encoding', async () => {
    expect(await vary('/book')).toBe('Cookie, Accept-Encoding');
    expect(await vary('/book', { cookie: 'studio_session=nothing', 'accept-encoding': 'br' })).toBe(
      'Cookie, Accept-Encoding',
    );
  });

  it('sends it with the other public pages and the pages drawn for the person signed in', async () => {
    for (const url of ['/', '/curriculum', '/post/1', '/order/3', '/managemember', '/family'])
      expect({ url, vary: await vary(url) }).toEqual({ url, vary: 'Cookie, Accept-Encoding' });
  });

  it('does not send it with a page that is the same for everyone', async () => {
    for (const url of ['/login', '/join'])
      expect({ url, vary: await vary(url) }).toEqual({ url, vary: 'Accept-Encoding' });
  });
});
