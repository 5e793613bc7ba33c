/**
 * The web font cut to each page (docs/decisions/043-font-subsets-per-page.md): every public
 * page draws its heading, its text and its footer in Pretendard — as Chromium reports the font
 * it used for each element's glyphs — fetches at most 60 KB of font, and nothing moves when
 * the font arrives (layout shifts summed from the first paint). Console errors fail the test
 * (fixtures.ts). At 375 and 1280 px. A page reached through the menu asks for its own
 * subsets, and back-office pages, which the browser draws itself, are in Pretendard too.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';

const PAGES = [
  '/',
  '/director',
  '/facility',
  '/curriculum',
  '/address',
  '/use',
  '/person',
  '/news',
  '/book',
  '/order',
];

/**
 * A page's HTML once its subsets are made: a server makes a set of characters' subset once, in
 * the background, and the first visitor after a change may go without it.
 */
async function warm(request: APIRequestContext, path: string): Promise<void> {
  let previous = '';
  for (let attempt = 0; attempt < 40; attempt++) {
    const html = await (await request.get(path)).text();
    const faces = [...html.matchAll(/url\(\/fonts\/[0-9a-f]{20}\.woff2\)/g)].join();
    if (faces && faces === previous) return;
    previous = faces;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${path} never declared its font subsets`);
}

/** The fonts Chromium drew the Korean text of the first element matching `selector` with, by family. */
async function fontsOf(page: Page, within: string): Promise<string[]> {
  // The first element in `within` with Korean text of its own (the fonts are reported per node).
  const found = await page.evaluate((within) => {
    for (const element of document.querySelectorAll(`${within}, ${within} *`)) {
      const own = [...element.childNodes].some(
        (node) => node.nodeType === Node.TEXT_NODE && /[가-힣]/.test(node.textContent ?? ''),
      );
      if (own && (element as HTMLElement).offsetParent !== null) {
        element.setAttribute('data-font-probe', within);
        return true;
      }
    }
    return false;
  }, within);
  expect(found, `Korean text in ${within}`).toBe(true);
  const selector = `[data-font-probe="${within}"]`;
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('DOM.enable');
  await cdp.send('CSS.enable');
  const { root } = await cdp.send('DOM.getDocument', { depth: -1 });
  const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector });
  expect(nodeId, selector).toBeGreaterThan(0);
  const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
  await cdp.detach();
  return fonts.map((font) => font.familyName);
}

/** Sums every layout shift from the first paint, as CLS does. */
async function watchShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const scope = window as unknown as { layoutShift: number };
    scope.layoutShift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
      })[]) {
        if (!entry.hadRecentInput) scope.layoutShift += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

for (const width of [375, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: width < 768 ? 800 : 900 } });

    test('every public page is in Pretendard, with at most 60 KB of font and nothing moving', async ({
      page,
      request,
    }) => {
      test.setTimeout(120_000);
      await watchShifts(page);
      for (const path of PAGES) await warm(request, path);
      for (const path of PAGES) {
        // A fresh cache each page: what a first visit fetches.
        const cdp = await page.context().newCDPSession(page);
        await cdp.send('Network.enable');
        await cdp.send('Network.clearBrowserCache');
        await cdp.detach();
        const fontBytes: number[] = [];
        const onFont = async (response: import('@playwright/test').Response) => {
          if (response.request().resourceType() !== 'font') return;
          const sizes = await response.request().sizes();
          fontBytes.push(sizes.responseBodySize + sizes.responseHeadersSize);
        };
        page.on('response', onFont);
        await page.goto(path, { waitUntil: 'networkidle' });
        await page.evaluate(() => document.fonts.ready);
        page.off('response', onFont);

        const declared = await page.evaluate(() =>
          [...document.fonts].filter((face) => face.family.replace(/"/g, '') === 'Pretendard Variable'),
        );
        expect(declared.length, path).toBeGreaterThan(0);
        for (const selector of ['main h1', 'main p', 'footer']) {
          const families = await fontsOf(page, selector);
          expect(families, `${path} ${selector}`).toContain('Pretendard Variable');
          expect(families, `${path} ${selector}`).not.toContain('Noto Sans CJK KR');
        }
        expect(
          fontBytes.reduce((a, b) => a + b, 0),
          `${path}: font bytes`,
        ).toBeLessThanOrEqual(60 * 1024);
        const shift = await page.evaluate(() => (window as unknown as { layoutShift: number }).layoutShift);
        expect(shift, `${path}: layout shift`).toBeLessThan(0.01);
        if (width === 375 || path === '/') {
          await page.screenshot({
            path: `/tmp/fonts/${width}${path === '/' ? '-home' : path.replace(/\//g, '-')}.png`,
          });
        }
      }
    });
  });
}

// A visitor's public pages are islands whose links load the next page from the server, with its
// rules inlined; a signed-in person's app moves between pages itself and asks for the rules.
test('a page reached through the menu asks for its own subsets', async ({ teacherPage: page, request }) => {
  await warm(request, '/');
  await warm(request, '/use');
  await page.goto('/', { waitUntil: 'networkidle' });
  const css = page.waitForResponse((response) => response.url().includes('/fonts/page.css?path=%2Fuse'));
  await page.locator('footer').getByRole('link', { name: '이용약관' }).click();
  const answer = await css;
  expect(answer.status()).toBe(200);
  expect(await answer.text()).toContain('@font-face');
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  await page.evaluate(() => document.fonts.ready);
  await expect(page).toHaveURL(/\/use$/);
  expect(await fontsOf(page, 'main p')).toContain('Pretendard Variable');
});

test('back-office pages draw their own screens in Pretendard', async ({ teacherPage: page, request }) => {
  test.setTimeout(120_000);
  // Their font bytes are the benchmark's to report (npm run bench): /lessontime's staff week
  // carries more Korean than 60 KB of font holds.
  for (const path of ['/managemember', '/lessontime', '/managelesson']) {
    await warm(request, path);
    await page.goto(path);
    await page.locator('main h1').first().waitFor();
    await page.waitForLoadState('networkidle');
    await page.evaluate(() => document.fonts.ready);
    const families = await fontsOf(page, 'main h1');
    expect(families, path).toContain('Pretendard Variable');
    expect(families, path).not.toContain('Noto Sans CJK KR');
  }
});
