/**
 * The web font cut to each page, with a stand-in for the web build's renderer (a header, the
 * page's `<main>` with the news titles on /news, a footer) and the real subsetter: what a
 * page's HTML declares, what a subset's address answers, and that new content makes a new
 * subset. The browser journeys (tests/e2e/public-sweep.spec.ts, fonts.spec.ts) check the real pages in Pretendard.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type SignedIn, signIn } from '../../testing/sign-in.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { codePointsOf, unicodeRange } from './font-glyphs.ts';

const TEMPLATE =
  '<!doctype html><html lang="ko"><head><title>학원</title>' +
  '<script type="module" src="/assets/index-1.js"></script></head>' +
  '<body><div id="root"></div></body></html>';

const MANIFEST = {
  'index.html': { file: 'assets/index-1.js', isEntry: true },
  'features/news/pages/news-page.tsx': { file: 'assets/news-page-1.js' },
};

const RENDERER = `
export async function render(url, transport) {
  const answer = await transport('/api/newsList?page=1', { method: 'GET' });
  const titles = (await answer.json()).items.map((item) => item.title).join(' ');
  const main = url.startsWith('/news') ? '<h1>학원 소식</h1><ul><li>' + titles + '</li></ul>' : '<h1>환영합니다</h1>';
  return {
    html: '<header><nav><a href="/">온음</a> <a href="/news">소식</a></nav></header><main id="main">' + main +
      '</main><footer>서울 마포구 02-123-4567</footer>',
    state: {},
    sources: url.startsWith('/news') ? ['features/news/pages/news-page.tsx'] : [],
    title: undefined,
  };
}
`;

function buildDir(): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'studio-fonts-'));
  fs.mkdirSync(path.join(root, 'web', '.vite'), { recursive: true });
  fs.mkdirSync(path.join(root, 'web', 'assets'));
  fs.mkdirSync(path.join(root, 'ssr'));
  fs.writeFileSync(path.join(root, 'web', 'assets', 'index-1.js'), 'export const out = "로그아웃";');
  fs.writeFileSync(path.join(root, 'web', 'assets', 'news-page-1.js'), 'alert("글을 저장했습니다")');
  fs.writeFileSync(path.join(root, 'web', 'index.html'), TEMPLATE);
  fs.writeFileSync(path.join(root, 'web', '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
  fs.writeFileSync(path.join(root, 'ssr', 'entry-server.js'), RENDERER);
  return root;
}

interface Face {
  name: string;
  range: string;
}

/** The `@font-face` rules in a page's HTML. */
function facesOf(html: string): Face[] {
  return [
    ...html.matchAll(/url\(\/fonts\/([0-9a-f]{20})\.woff2\) format\("woff2"\);unicode-range:([^}]+)\}/g),
  ].map(([, name, range]) => ({ name: name!, range: range! }));
}

/** The code points a `unicode-range` names. */
function pointsOf(range: string): number[] {
  const points: number[] = [];
  for (const part of range.split(', ')) {
    const [from, to = from] = part
      .slice(2)
      .split('-')
      .map((hex) => Number.parseInt(hex!, 16));
    for (let point = from!; point <= to!; point++) points.push(point);
  }
  return points;
}

describe('font subsets per page', () => {
  let site: TestApp;
  let root: string;
  let teacher: SignedIn;

  beforeAll(() => {
    root = buildDir();
  });
  afterAll(() => {
    fs.rmSync(root, { recursive: true, force: true });
  });
  // The subsets follow the news titles each test writes: a fresh app (and news) each.
  beforeEach(async () => {
    site = await createTestApp({ webDir: path.join(root, 'web') });
    teacher = await signIn(site.app, 'teacher');
  });
  afterEach(() => site.close());

  /** The page once every subset it needs is made (the first visit may go without them). */
  async function pageWithFonts(url: string): Promise<{ html: string; faces: Face[] }> {
    await site.app.inject({ url });
    await site.app.pageFonts.store.idle();
    const html = (await site.app.inject({ url })).body;
    return { html, faces: facesOf(html) };
  }

  const write = (title: string) =>
    site.app.inject({
      method: 'POST',
      url: '/api/write',
      headers: { 'content-type': 'application/json', cookie: teacher.cookie },
      payload: JSON.stringify({ title, content: '<p>본문</p>' }),
    });

  it('declares the chrome, the page and the page’s script as subsets with their characters', async () => {
    expect((await write('가을 정기 발표회')).statusCode).toBe(200);
    const { html, faces } = await pageWithFonts('/news');
    // In the head, before the page's text, with swap and the weights the site uses.
    expect(html.indexOf('@font-face')).toBeLessThan(html.indexOf('</head>'));
    // Switched off until the page's script has hydrated it (main.tsx), as the font came before.
    expect(html).toContain('<style data-page-fonts media="not all">@font-face{');
    expect(html).toContain('font-family:"Pretendard Variable"');
    expect(html).toContain('font-weight:400 800;font-display:swap');
    const [chrome, page, script] = faces;
    expect(faces).toHaveLength(4);
    // The chrome: header and footer text, digits and punctuation.
    const chromePoints = pointsOf(chrome!.range);
    for (const point of codePointsOf('온음 소식 서울 마포구 0123456789-'))
      expect(chromePoints).toContain(point);
    expect(chromePoints).not.toContain(codePointsOf('학')[0]);
    // The page: what <main> shows beyond the chrome, the new post's title among it.
    expect(page!.range).toBe(unicodeRange(codePointsOf('학원가을정기발표회')));
    // The page's own script, then the entry's, beyond everything before them.
    expect(script!.range).toBe(unicodeRange(codePointsOf('글저장했습니다')));
    expect(faces[3]!.range).toBe(unicodeRange(codePointsOf('로그아웃')));
  });

  it('serves a subset as WOFF2 for a year, the same bytes each time', async () => {
    const { faces } = await pageWithFonts('/news');
    for (const face of faces) {
      const font = await site.app.inject({ url: `/fonts/${face.name}.woff2` });
      expect(font.statusCode).toBe(200);
      expect(font.headers['content-type']).toBe('font/woff2');
      expect(font.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(font.rawPayload.subarray(0, 4).toString('latin1')).toBe('wOF2');
      expect(font.rawPayload.length).toBeGreaterThan(500);
      expect(font.rawPayload.length).toBeLessThan(60 * 1024);
      const again = await site.app.inject({ url: `/fonts/${face.name}.woff2` });
      expect(again.rawPayload.equals(font.rawPayload)).toBe(true);
    }
  });

  it('keeps the chrome’s subset across pages and makes the page’s anew when its text changes', async () => {
    expect((await write('가을 정기 발표회')).statusCode).toBe(200);
    const before = await pageWithFonts('/news');
    const home = await pageWithFonts('/');
    expect(home.faces[0]!.name).toBe(before.faces[0]!.name);
    expect(home.faces[1]!.range).toBe(unicodeRange(codePointsOf('환영합니다')));

    expect((await write('겨울 캠프 모집')).statusCode).toBe(200);
    const after = await pageWithFonts('/news');
    expect(after.faces[0]!.name).toBe(before.faces[0]!.name);
    expect(after.faces[1]!.name).not.toBe(before.faces[1]!.name);
    expect(after.faces[1]!.range).toBe(unicodeRange(codePointsOf('학원가을정기발표회겨캠프모집')));
    const font = await site.app.inject({ url: `/fonts/${after.faces[1]!.name}.woff2` });
    expect(font.statusCode).toBe(200);
  });

  it('answers the faces of another page as CSS, for the browser moving there itself', async () => {
    const { faces } = await pageWithFonts('/news');
    const css = await site.app.inject({ url: '/fonts/page.css?path=%2Fnews' });
    expect(css.statusCode).toBe(200);
    expect(css.headers['content-type']).toBe('text/css; charset=utf-8');
    expect(facesOf(css.body)).toEqual(faces);
  });

  it('answers an unknown or malformed subset, or an unknown page, with 404 in the error shape', async () => {
    for (const url of [
      `/fonts/${'0'.repeat(20)}.woff2`,
      `/fonts/${'A'.repeat(20)}.woff2`,
      '/fonts/short.woff2',
      `/fonts/${'0'.repeat(20)}.ttf`,
      '/fonts/..%2F..%2Fstudio.db',
      '/fonts/a/b',
      '/fonts/page.css?path=%2Fnowhere',
      '/fonts/page.css?path=news',
      '/fonts/page.css?path=%2F%2Fevil.example',
    ]) {
      const answer = await site.app.inject({ url });
      expect(answer.statusCode, url).toBe(404);
      expect(answer.json(), url).toEqual({ error: { code: 'not_found', message: expect.any(String) } });
    }
    const missing = await site.app.inject({ url: '/fonts/page.css' });
    expect(missing.statusCode).toBe(400);
  });
});
