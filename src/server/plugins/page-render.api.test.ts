/**
 * Server-rendered pages, with a stand-in for the web build's renderer: what the page's HTML
 * carries (the rendered body, its data, its chunks' stylesheets and scripts), the cache, and
 * when the cache lets go. The real renderer is exercised by the browser journeys.
 */
import fs from 'node:fs';
import path from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { createSecondInstance } from '../testing/second-app.ts';
import { signIn } from '../testing/sign-in.ts';
import { withTestApp } from '../testing/test-app.ts';
import { testDialect } from '../testing/test-database.ts';
import { webDirWith } from '../testing/web-dir.ts';
import { appServingBuild } from '../testing/web-dir-app.ts';
import { assetsOf } from './page-render.ts';

const TEMPLATE = [
  '<!doctype html><html lang="ko"><head><title>학원</title>',
  '<script type="module" src="/assets/index-1.js"></script>',
  '<link rel="stylesheet" href="/assets/index-1.css"></head>',
  '<body><div id="root"></div><noscript>스크립트를 켜 주세요.</noscript></body></html>',
].join('');

const MANIFEST = {
  'index.html': {
    file: 'assets/index-1.js',
    isEntry: true,
    css: ['assets/index-1.css'],
    imports: ['_shared.js'],
  },
  '_shared.js': { file: 'assets/shared-1.js' },
  'features/news/pages/news-page.tsx': {
    file: 'assets/news-page-1.js',
    css: ['assets/news-page-1.css'],
    imports: ['_shared.js', '_list.js'],
  },
  '_list.js': { file: 'assets/list-1.js', css: ['assets/list-1.css'] },
};

/** The islands' own build: its entry is what a visitor's public page loads (decision 070). */
const ISLANDS_MANIFEST = {
  'islands.tsx': {
    file: 'assets/islands-1.js',
    isEntry: true,
    dynamicImports: ['_book-page-1.js', '_runtime-1.js'],
  },
  // An island's chunk named after it, as the build names the board's.
  '_book-page-1.js': { file: 'assets/book-page-1.js', name: 'book-page', imports: ['_runtime-1.js'] },
  '_runtime-1.js': { file: 'assets/runtime-1.js', name: 'runtime' },
};

/**
 * Renders each path as a paragraph with a running count, so a test can tell a cached page
 * from a new one; asks the API for its health as a page asks for its data; `/broken` throws;
 * `/slow` waits for the test to let it finish.
 */
const RENDERER = `
let count = 0;
export const gate = { release: undefined };
export async function render(url, transport) {
  if (url === '/broken') throw new Error('render failed');
  if (url === '/slow') await new Promise((resolve) => { globalThis.releaseSlowRender = resolve; });
  const health = await transport('/api/health', { method: 'GET' });
  count += 1;
  return {
    html: '<p>' + url + ' #' + count + ' ' + health.status + '</p>' +
      (url === '/book' ? '<div data-island="book-page" data-when="load"></div>' : '') +
      (url === '/address' ? '<div data-island="studio-map" data-when="load"></div>' : ''),
    state: { queries: [{ text: '</script><script>alert(1)</script>' }] },
    sources: url.startsWith('/news') ? ['features/news/pages/news-page.tsx'] : [],
    title: url.startsWith('/news') ? '학원 소식' : undefined,
    // /news stands for a page whose render could not fetch everything it shows.
    complete: !url.startsWith('/news'),
  };
}
`;

/** 09:00 in Seoul: every hour of the board is still ahead. */
const MORNING = '2026-11-22T00:00:00Z';

const BUILD = {
  'web/assets/index-1.css': 'body{margin:0}',
  'web/assets/news-page-1.css': '.news{color:red}',
  'web/assets/list-1.css': '.list{gap:0}</style><script>',
  'web/index.html': TEMPLATE,
  'web/.vite/manifest.json': JSON.stringify(MANIFEST),
  'web/.vite/islands-manifest.json': JSON.stringify(ISLANDS_MANIFEST),
  'ssr/entry-server.js': RENDERER,
};

describe('server-rendered pages', () => {
  const site = appServingBuild(BUILD, { now: MORNING });
  beforeEach(() => site.app.invalidatePages());

  const body = async (url: string) => (await site.app.inject({ url })).body;
  const rendered = (html: string) => /<div id="root">(<p>.*?<\/p>)/.exec(html)?.[1];

  it('puts the rendered page, its data and the data’s API answers into the HTML', async () => {
    // A build of its own, whose renderer has rendered nothing yet: the page is its first.
    const ownRoot = webDirWith(BUILD);
    try {
      await withTestApp(
        async (own) => {
          const html = (await own.app.inject({ url: '/' })).body;
          expect(rendered(html)).toBe('<p>/ #1 200</p>');
          expect(html).toContain(
            '<script id="server-state" type="application/json">{"queries":[{"text":"\\u003c/script>\\u003cscript>alert(1)\\u003c/script>"}]}</script></div>',
          );
          expect(html).not.toContain('<noscript>');
        },
        { webDir: path.join(ownRoot, 'web'), now: MORNING },
      );
    } finally {
      fs.rmSync(ownRoot, { recursive: true, force: true });
    }
  });

  it('titles the HTML with the title the page gave itself, after the studio’s name', async () => {
    const news = (await site.app.inject({ url: '/news' })).body;
    expect(news).toContain('<title>학원 소식 | 온음 색소폰 &#38; 보컬 아카데미</title>');
    expect(news).toContain('<meta property="og:title" content="학원 소식">');
    expect((await site.app.inject({ url: '/' })).body).toContain(
      '<title>온음 색소폰 &#38; 보컬 아카데미</title>',
    );
  });

  it('puts the stylesheets into the page and preloads the scripts of its chunks', async () => {
    const html = await body('/news');
    // The page's rules after the site's, so they win the same ties.
    expect(html.indexOf('<style>body{margin:0}</style>')).toBeLessThan(
      html.indexOf('<style>.news{color:red}</style>'),
    );
    expect(html).not.toContain('rel="stylesheet"');
    expect(html).toContain(
      [
        '<style>.news{color:red}</style>',
        '<style>.list{gap:0}<\\/style><script></style>',
        '<link rel="modulepreload" fetchpriority="low" href="/assets/news-page-1.js">',
        '<link rel="modulepreload" fetchpriority="low" href="/assets/list-1.js">',
      ].join('\n    '),
    );
    expect(html).not.toContain('<link rel="modulepreload" fetchpriority="low" href="/assets/shared-1.js">');
    expect(html.match(/<title>/g)).toHaveLength(1);
  });

  it("sends a visitor's public page with the islands' entry instead of the app's scripts", async () => {
    const html = await body('/director');
    expect(rendered(html)).toMatch(/^<p>\/director #\d+ 200<\/p>$/);
    expect(html).toContain('<script type="module" src="/assets/islands-1.js"></script>');
    expect(html).not.toContain('index-1.js');
    expect(html).not.toContain('modulepreload');
    // The same stylesheets inside the page, and the data the islands hydrate from.
    expect(html).toContain('<style>body{margin:0}</style>');
    expect(html).toContain('<script id="server-state" type="application/json">');
    // An island hydrated at once has React asked for beside the entry, not after it.
    const book = await body('/book');
    expect(book).toContain('<link rel="modulepreload" fetchpriority="low" href="/assets/runtime-1.js">');
    expect(book).toContain('<link rel="modulepreload" fetchpriority="low" href="/assets/book-page-1.js">');
    // Another page's island due at once has React asked for, and not the board's chunk.
    const address = await body('/address');
    expect(address).toContain('<link rel="modulepreload" fetchpriority="low" href="/assets/runtime-1.js">');
    expect(address).not.toContain('book-page-1.js');
  });

  it('sends the whole app to the signed-in, on pages not for visitors, and when a render fell short', async () => {
    const app = '<script type="module" src="/assets/index-1.js"></script>';
    const teacher = await signIn(site.app, 'teacher');
    const signedIn = (await site.app.inject({ url: '/director', headers: { cookie: teacher.cookie } })).body;
    expect(signedIn).toContain(app);
    expect(signedIn).not.toContain('islands-1.js');
    // The same cached render: only the scripts differ.
    expect(rendered(signedIn)).toBe(rendered(await body('/director')));
    for (const url of ['/login', '/managemember', '/news']) {
      const html = await body(url);
      expect(html, url).toContain(app);
      expect(html, url).not.toContain('islands-1.js');
    }
  });

  it('serves a page from the cache until a change is made through the API', async () => {
    const first = rendered(await body('/director'));
    expect(rendered(await body('/director'))).toBe(first);
    // A refused change changes nothing.
    const refused = await site.app.inject({ method: 'POST', url: '/api/book', payload: {} });
    expect(refused.statusCode).toBeGreaterThanOrEqual(400);
    expect(rendered(await body('/director'))).toBe(first);
    const booked = await site.app.inject({
      method: 'POST',
      url: '/api/book',
      payload: { room: 1, time: 21, name: '김연습', type: '1시간', pin: '1234' },
    });
    expect(booked.statusCode).toBe(201);
    expect(rendered(await body('/director'))).not.toBe(first);
  });

  /** Starts rendering /slow and returns once the renderer is holding it. */
  async function startSlow(): Promise<{ page: Promise<string>; release: () => void }> {
    const holder = globalThis as { releaseSlowRender?: () => void };
    delete holder.releaseSlowRender;
    const page = body('/slow');
    await expect.poll(() => typeof holder.releaseSlowRender).toBe('function');
    return { page, release: holder.releaseSlowRender! };
  }

  it('does not keep a page whose rendering overlapped a change', async () => {
    const overlapped = await startSlow();
    site.app.invalidatePages();
    overlapped.release();
    const during = rendered(await overlapped.page);
    expect(during).toMatch(/^<p>\/slow #\d+ 200<\/p>$/);
    // Asked again, it is rendered again (and kept this time).
    const again = await startSlow();
    again.release();
    const after = rendered(await again.page);
    expect(after).not.toBe(during);
    expect(rendered(await body('/slow'))).toBe(after);
  });

  it('falls back to the empty page, which the browser draws itself, when rendering fails', async () => {
    const response = await site.app.inject({ url: '/broken' });
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain('<div id="root"></div><noscript>');
  });
});

describe.runIf(testDialect() === 'postgres')('server-rendered pages on two instances', () => {
  const first = appServingBuild(BUILD, { now: MORNING });

  it('renders pages anew when the other instance takes a booking', async () => {
    const second = await createSecondInstance(first);
    try {
      const page = async () =>
        /<div id="root">(<p>.*?<\/p>)/.exec((await first.app.inject({ url: '/book' })).body)?.[1];
      const before = await page();
      expect(await page()).toBe(before);
      const booked = await second.inject({
        method: 'POST',
        url: '/api/book',
        payload: { room: 2, time: 21, name: '옆서버', type: '1시간', pin: '1234' },
      });
      expect(booked.statusCode).toBe(201);
      await expect.poll(page).not.toBe(before);
    } finally {
      await second.close();
    }
  });
});

describe('a chunk’s assets', () => {
  it('follow its imports, once each', () => {
    expect(assetsOf(MANIFEST, ['features/news/pages/news-page.tsx'])).toEqual({
      css: ['/assets/news-page-1.css', '/assets/list-1.css'],
      js: ['/assets/news-page-1.js', '/assets/shared-1.js', '/assets/list-1.js'],
    });
    expect(assetsOf(MANIFEST, ['features/unknown.tsx'])).toEqual({ css: [], js: [] });
  });
});
