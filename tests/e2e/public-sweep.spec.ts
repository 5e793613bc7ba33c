/**
 * Every public route, once per width, each page opened once and everything a browser alone shows
 * about it checked there (decision 095): one heading, the menu and the footer, nothing pushed
 * sideways (375, 768 and 1280 px); and at 375 and 1280 px also Korean on screen, WCAG 2.1 AA
 * (axe) once a page's lazily loaded parts (slideshow, gallery, map) are on screen, and the web
 * font as a first visit fetches it (docs/decisions/043-font-subsets-per-page.md): heading, text
 * and footer drawn in Pretendard, at most 60 KB of font, nothing moving when it arrives. At 375 px
 * the pictures the server sent are those the hydrated page shows. Console errors and hydration
 * errors fail the sweep (fixtures.ts). What a page's HTML holds is page-render.api.test.ts's.
 */
import type { Page } from '@playwright/test';
import { studio } from '../../src/content/studio.ts';
import { serveBlankTiles } from './blank-tiles.ts';
import { expect, expectNoAxeViolations, test } from './fixtures.ts';
import { fontsOf, layoutShiftOf, warm, watchShifts } from './font-probe.ts';

/** Routes inside the site's shell: the menu and the footer are checked on each. */
const shellRoutes = [
  '/',
  '/facility',
  '/director',
  '/news',
  '/curriculum',
  '/address',
  '/login',
  '/join',
  '/managemember',
  '/managelesson',
  `/memberdetail/${encodeURIComponent('홍길동')}`,
  '/write',
  '/write/1',
  '/post/1',
  '/use',
  '/person',
  '/lessontime',
  '/book',
  '/order',
  '/product',
  '/order/1',
  '/no-such-page',
];
/** The tablet board and the QR poster may stand alone without the menu: only the page itself. */
const bareRoutes = ['/makeBook', '/book/poster'];

/** The pages a visitor reads: their words are read, and axe looks at those with a ready mark. */
const visitorPages = new Set([
  '/',
  '/director',
  '/facility',
  '/news',
  '/curriculum',
  '/address',
  '/book',
  '/makeBook',
  '/book/poster',
  '/login',
  '/join',
  '/use',
  '/person',
  '/no-such-page',
]);

/** The pages whose font a first visit fetches is measured. */
const fontPages = new Set([
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
]);

/** Pages whose pictures stay as the server sent them (the home gallery becomes a slideshow when wide). */
const picturePages = new Set(['/facility', '/director']);

/**
 * Latin letters a Korean site shows too: the spec's room names (Room1–6), "QR" and "CCTV" as
 * Koreans write them, and OpenStreetMap's credit, which its licence asks for by name.
 */
const allowedWords = new Set(['Room', 'QR', 'CCTV', 'OpenStreetMap']);

async function expectOneHeading(page: Page) {
  const h1 = page.locator('h1');
  // The first visit fetches the page's code; allow for a busy machine.
  await expect(h1.first()).toBeVisible({ timeout: 15_000 });
  await expect(h1).toHaveCount(1);
  await expect(h1).not.toHaveText(/^\s*$/);
  await expect.poll(() => page.title()).toContain(studio.name);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ko');
  // Nothing pushes the page sideways (wide tables scroll inside their own box).
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, 'horizontal overflow in px').toBeLessThanOrEqual(0);
}

async function expectMenu(page: Page, width: number) {
  const nav = page.getByRole('navigation', { name: '주 메뉴' });
  if (width < 768) {
    await page.getByRole('button', { name: '메뉴' }).click();
    await expect(nav.getByRole('link', { name: '원장 소개' })).toBeVisible();
  }
  for (const label of [
    '원장 소개',
    '시설 안내',
    '학원 소식',
    '교육 과정',
    '오시는 길',
    '연습실 현황',
    '로그인',
  ]) {
    await expect(nav.getByRole('link', { name: label })).toBeVisible();
  }
  // spec §2: the sign-up link leaves the top bar at 768px and below; the folded menu keeps it.
  const join = nav.getByRole('link', { name: '회원가입' });
  if (width === 768) await expect(join).toBeHidden();
  else await expect(join).toBeVisible();
  if (width < 768) await page.getByRole('button', { name: '메뉴 닫기' }).click();
}

async function expectFooter(page: Page) {
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByText(studio.name, { exact: true })).toBeVisible();
  await expect(footer.getByRole('link', { name: '이용약관' })).toBeVisible();
  await expect(footer.getByRole('link', { name: '개인정보처리방침' })).toBeVisible();
}

/** Lets the page's fade-in finish (expectNoAxeViolations waits for it), then axe. */
const expectAccessible = expectNoAxeViolations;

/**
 * What must be on screen before a page's text is read and axe looks at it: its lazily loaded
 * parts, the map on request. The pages with axe check it here, after their marks.
 */
const readyMarks: Record<string, (page: Page, width: number) => Promise<void>> = {
  '/': async (page, width) => {
    const gallery =
      width >= 768
        ? page.getByRole('group', { name: '갤러리 사진 슬라이드쇼' })
        : page.getByRole('list', { name: '갤러리 사진 목록' });
    await expect(gallery).toBeVisible();
    await expectAccessible(page);
  },
  '/director': async (page) => {
    await expect(page.getByRole('article').first()).toBeVisible();
    await expectAccessible(page);
  },
  '/facility': async (page) => {
    await expect(page.getByRole('heading', { name: '연습실' })).toBeVisible();
    await expectAccessible(page);
  },
  '/curriculum': async (page) => {
    await expect(page.getByText('250,000원')).toBeVisible();
    await expectAccessible(page);
  },
  // The page as it arrives, with the map's still picture; then the map it draws on request.
  '/address': async (page) => {
    const show = page.getByRole('button', { name: '지도 보기' });
    await expect(show).toBeVisible();
    await expectAccessible(page);
    await show.click();
    const map = page.getByRole('region', { name: /위치 지도/ });
    await expect(map.locator('.leaflet-popup')).toBeVisible();
    await expect(map.locator('img.leaflet-tile-loaded').first()).toBeAttached();
    await expect(page.locator('.leaflet-control-attribution')).toContainText('OpenStreetMap');
    await expectAccessible(page);
  },
  '/use': async (page) => {
    await expect(page.getByRole('heading', { name: /^제16조/ })).toBeAttached();
    await expectAccessible(page);
  },
  '/person': async (page) => {
    await expect(page.getByRole('heading', { name: '시행일', exact: true })).toBeAttached();
    await expectAccessible(page);
  },
  '/login': async (page) => {
    await expect(page.getByRole('button', { name: '로그인', exact: true })).toBeVisible();
    await expectAccessible(page);
  },
  '/join': async (page) => {
    await expect(page.getByRole('button', { name: '가입하기' })).toBeVisible();
    await expectAccessible(page);
  },
  '/no-such-page': async (page) => {
    await expect(page.getByRole('heading', { name: '페이지를 찾을 수 없습니다' })).toBeVisible();
    await expectAccessible(page);
  },
  // The board comes first; the deletion log below it is a table too.
  '/book': (page) => expect(page.getByRole('table').first()).toBeVisible(),
  '/makeBook': (page) => expect(page.getByRole('table')).toBeVisible(),
  '/book/poster': (page) => expect(page.getByRole('img', { name: /QR 코드/ })).toBeVisible(),
};

/** Latin words on the page, in its text and in the names a screen reader reads. */
function strayWords(page: Page): Promise<string[]> {
  return page.evaluate(
    (allowed) => {
      const texts = [document.title, document.body.innerText];
      for (const element of document.querySelectorAll('[title], [aria-label], [alt], [placeholder]')) {
        for (const name of ['title', 'aria-label', 'alt', 'placeholder']) {
          const value = element.getAttribute(name);
          if (value) texts.push(value);
        }
      }
      // Addresses (the poster prints the board's) are not words.
      const words =
        texts
          .join('\n')
          .replace(/https?:\/\/\S+/g, '')
          .match(/[A-Za-z]+/g) ?? [];
      return [...new Set(words)].filter((word) => !allowed.includes(word));
    },
    [...allowedWords],
  );
}

/** Opens `path` on an empty cache, as a first visit, and checks its font and its stillness. */
async function expectFirstVisitFont(page: Page, path: string) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.clearBrowserCache');
  await cdp.detach();
  // Each font's size, read once its download has finished. The page is done with its fonts when
  // the load event has passed and `document.fonts.ready` settles: waiting for the network to be
  // idle as well cost half a second of nothing per page.
  const fontSizes: Promise<number>[] = [];
  const onFont = (response: import('@playwright/test').Response) => {
    if (response.request().resourceType() !== 'font') return;
    fontSizes.push(
      response.finished().then(async () => {
        const sizes = await response.request().sizes();
        return sizes.responseBodySize + sizes.responseHeadersSize;
      }),
    );
  };
  page.on('response', onFont);
  await page.goto(path, { waitUntil: 'load' });
  await page.evaluate(() => document.fonts.ready);
  page.off('response', onFont);
  const fontBytes = await Promise.all(fontSizes);

  const declared = await page.evaluate(
    () =>
      [...document.fonts].filter((face) => face.family.replace(/"/g, '') === 'Pretendard Variable').length,
  );
  expect(declared, path).toBeGreaterThan(0);
  // The page's text: a paragraph, or a list's item where the page is a list (/news once it has posts).
  for (const selector of ['main h1', 'main :is(p, li)', 'footer']) {
    const families = await fontsOf(page, selector);
    expect(families, `${path} ${selector}`).toContain('Pretendard Variable');
    expect(families, `${path} ${selector}`).not.toContain('Noto Sans CJK KR');
  }
  expect(
    fontBytes.reduce((a, b) => a + b, 0),
    `${path}: font bytes`,
  ).toBeLessThanOrEqual(60 * 1024);
  expect(await layoutShiftOf(page), `${path}: layout shift`).toBeLessThan(0.01);
}

/** The pictures' addresses in the server's HTML are those the hydrated page shows. */
async function expectPicturesKept(page: Page, sentHtml: string) {
  // React does not mend differing attributes when it hydrates: they would stay as the server sent them.
  const sent = [...sentHtml.matchAll(/<img [^>]*?src="([^"]+)"(?: [^>]*?srcSet="([^"]+)")?/g)].map((match) =>
    `${match[1]} ${match[2] ?? ''}`.trim(),
  );
  const shown = await page
    .locator('main img')
    .evaluateAll((images) =>
      images.map((image) => `${image.getAttribute('src')} ${image.getAttribute('srcset') ?? ''}`.trim()),
    );
  expect(sent.length).toBeGreaterThan(2);
  expect(shown).toEqual(sent);
  expect(sent.join(' ')).not.toContain('data:');
}

for (const width of [375, 768, 1280] as const) {
  // 768 px is the tablet's layout only: its text and colours are the phone's and the desktop's.
  const whole = width !== 768;
  test.describe(`${width}px wide`, () => {
    test.use({ viewport: { width, height: 800 } });

    test(`every public route: layout${whole ? ', Korean text, axe and the first visit’s font' : ''}`, async ({
      page,
      request,
    }) => {
      test.setTimeout(whole ? 300_000 : 180_000);
      await serveBlankTiles(page);
      if (whole) {
        await watchShifts(page);
        for (const path of fontPages) await warm(request, path);
      }
      const found: Record<string, string[]> = {};
      for (const path of [...shellRoutes, ...bareRoutes]) {
        await test.step(decodeURIComponent(path), async () => {
          const sentHtml =
            width === 375 && picturePages.has(path) ? await (await request.get(path)).text() : undefined;
          if (whole && fontPages.has(path)) await expectFirstVisitFont(page, path);
          else await page.goto(path);
          if (sentHtml !== undefined) {
            await page.waitForLoadState('networkidle');
            await expectPicturesKept(page, sentHtml);
          }
          if (path === '/book/poster') await expect(page.locator('h1')).toBeVisible();
          else await expectOneHeading(page);
          if (whole && visitorPages.has(path)) {
            await readyMarks[path]?.(page, width);
            const stray = await strayWords(page);
            if (stray.length > 0) found[path] = stray;
          }
          if (shellRoutes.includes(path)) {
            await expectMenu(page, width);
            await expectFooter(page);
          }
        });
      }
      expect(found).toEqual({});
    });
  });
}
