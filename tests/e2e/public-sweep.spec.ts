/**
 * Every public route, opened once at 375 px and once at 1280 px, and everything a browser alone
 * shows about it checked there (decisions 095, 110): one heading, the menu and the footer, nothing
 * pushed sideways; Korean on screen, WCAG 2.1 AA (axe) once a page's lazily loaded parts
 * (slideshow, gallery, map) are on screen, and the web font as a first visit fetches it
 * (docs/decisions/043-font-subsets-per-page.md): heading, text and footer drawn in Pretendard, at
 * most 60 KB of font, nothing moving when it arrives. The 1280 px page is then narrowed to 768 px
 * (the tablet's layout, CSS alone) for its heading, menu, footer and width. At 375 px the pictures
 * the server sent are those the hydrated page shows, and the phone's contact bar stands on the
 * visitor's pages. What each content page holds on screen is checked in the same visit. Console
 * errors and hydration errors fail the sweep (fixtures.ts). What a page's HTML holds is
 * page-render.api.test.ts's.
 */
import type { Page } from '@playwright/test';
import { STUDIO_PAGES } from '#shared/page-routes.ts';
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
const fontPages = new Set([...STUDIO_PAGES, '/news', '/book', '/order']);

/** The visitor's pages with the phone's contact bar (a call button and 상담 문의) at the bottom. */
const contactBarPages = new Set(['/', '/facility', '/book', '/use']);

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
    if (width >= 768) {
      await expect(page.getByRole('group', { name: '갤러리 사진 슬라이드쇼' })).toBeVisible();
    } else {
      // On a phone the gallery is a plain list of its eight photos, never the slideshow.
      const list = page.getByRole('list', { name: '갤러리 사진 목록' });
      await expect(list.getByRole('img')).toHaveCount(8);
      for (const image of await list.getByRole('img').all()) await expect(image).toHaveAttribute('alt', /\S/);
      await expect(page.getByRole('group', { name: '갤러리 사진 슬라이드쇼' })).toHaveCount(0);
    }
    await expectAccessible(page);
  },
  // The introduction and three profile cards, each with a photo, a name and a list.
  '/director': async (page) => {
    await expect(page.getByRole('heading', { level: 1, name: '원장 소개' })).toBeVisible();
    const cards = page.getByRole('article');
    await expect(cards).toHaveCount(3);
    for (const card of await cards.all()) {
      await expect(card.getByRole('img')).toHaveAttribute('alt', /\S/);
      await expect(card.getByRole('heading', { level: 3 })).toBeVisible();
      await expect(card.getByRole('listitem').first()).toBeVisible();
    }
    await expectAccessible(page);
  },
  // The notes and four groups of three photos.
  '/facility': async (page) => {
    await expect(page.getByRole('list', { name: '편의 시설' }).getByRole('listitem')).toHaveCount(3);
    for (const group of ['레슨실', '라운지', '무대 및 홀', '연습실']) {
      await expect(page.getByRole('heading', { level: 2, name: group })).toBeVisible();
      await expect(page.getByRole('list', { name: `${group} 사진` }).getByRole('img')).toHaveCount(3);
    }
    await expectAccessible(page);
  },
  // The fee stands out (larger than 28 px from 768 px up), its sections follow, and a phone link.
  '/curriculum': async (page, width) => {
    const fee = page.getByText('250,000원', { exact: true });
    await expect(fee).toBeVisible();
    if (width >= 768) {
      expect(
        await fee.evaluate((element) => Number.parseFloat(getComputedStyle(element).fontSize)),
      ).toBeGreaterThan(28);
    }
    for (const heading of ['이런 분들께 추천합니다', '수강료', '수업 규칙', '환불 규정', '수강 문의']) {
      await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible();
    }
    await expect(page.getByRole('main').getByRole('link', { name: studio.phone })).toHaveAttribute(
      'href',
      `tel:${studio.phone.replaceAll('-', '')}`,
    );
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
  // Articles 1 to 16 in the page itself (no box of its own that scrolls), each in the table of
  // contents, whose last link leads to its article.
  '/use': async (page) => {
    const text = page.getByRole('article', { name: `${studio.name} 이용약관` });
    const toc = page.getByRole('navigation', { name: '목차' });
    for (let number = 1; number <= 16; number += 1) {
      await expect(text.getByRole('heading', { name: new RegExp(`^제${number}조 `) })).toHaveCount(1);
      await expect(toc.getByRole('link', { name: new RegExp(`^제${number}조 `) })).toHaveCount(1);
    }
    expect(await text.evaluate((element) => element.scrollHeight - element.clientHeight)).toBe(0);
    await expectAccessible(page);
    await toc.getByRole('link', { name: /^제16조 / }).click();
    await expect(page).toHaveURL(/#article-16$/);
    await expect(text.getByRole('heading', { name: /^제16조 / })).toBeInViewport();
  },
  // The retention periods, with a table of contents.
  '/person': async (page) => {
    await expect(page.getByRole('heading', { name: '시행일', exact: true })).toBeAttached();
    const text = page.getByRole('article', { name: `${studio.name} 개인정보 처리방침` });
    await expect(text.getByText('수강료 영수증 원본: 5년')).toBeVisible();
    await expect(text.getByText('수강생 대장: 3년')).toBeVisible();
    await expect(page.getByRole('navigation', { name: '목차' }).getByRole('link').first()).toBeVisible();
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
    await expect(page.getByRole('heading', { level: 1, name: '페이지를 찾을 수 없습니다' })).toBeVisible();
    await expect(page.getByRole('link', { name: '홈으로 가기' })).toBeVisible();
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

/** One heading, nothing pushed sideways, and on the shell's routes the menu and the footer. */
async function expectLayout(page: Page, path: string, width: number) {
  if (path === '/book/poster') await expect(page.locator('h1')).toBeVisible();
  else await expectOneHeading(page);
  if (shellRoutes.includes(path)) {
    await expectMenu(page, width);
    await expectFooter(page);
  }
}

/**
 * On a phone the visitor's pages end in a bar with a call button and 상담 문의, on screen; from
 * 768 px up the bar is not shown.
 */
async function expectContactBar(page: Page, path: string, width: number) {
  const bar = page.getByRole('complementary', { name: '상담 문의' });
  if (width >= 768) {
    if (path === '/') await expect(bar).toBeHidden();
    return;
  }
  if (!contactBarPages.has(path)) return;
  const call = bar.getByRole('link', { name: /전화 상담/ });
  await expect(call).toBeInViewport();
  await expect(call).toHaveAttribute('href', `tel:${studio.phone.replaceAll('-', '')}`);
  await expect(bar.getByRole('link', { name: '상담 문의' })).toBeVisible();
}

for (const width of [375, 1280] as const) {
  test.describe(`${width}px wide`, () => {
    test.use({ viewport: { width, height: 800 } });

    const title = `every public route: layout, Korean text, axe and the first visit’s font${width === 1280 ? ', and the layout at 768px' : ''}`;
    test(title, async ({ page, request }) => {
      test.setTimeout(300_000);
      await serveBlankTiles(page);
      await watchShifts(page);
      for (const path of fontPages) await warm(request, path);
      const found: Record<string, string[]> = {};
      for (const path of [...shellRoutes, ...bareRoutes]) {
        await test.step(decodeURIComponent(path), async () => {
          const sentHtml =
            width === 375 && picturePages.has(path) ? await (await request.get(path)).text() : undefined;
          // A signed-out visitor's session check is a 204, not an error (the app's pages ask; a
          // public page knows a visitor without asking, decision 070).
          const session =
            path === '/login'
              ? page.waitForResponse((response) => new URL(response.url()).pathname === '/api/session')
              : undefined;
          if (fontPages.has(path)) await expectFirstVisitFont(page, path);
          else {
            const response = await page.goto(path);
            if (path === '/no-such-page') expect(response?.status()).toBe(404);
          }
          if (session) expect((await session).status()).toBe(204);
          if (sentHtml !== undefined) {
            await page.waitForLoadState('networkidle');
            await expectPicturesKept(page, sentHtml);
          }
          await expectLayout(page, path, width);
          if (visitorPages.has(path)) {
            await readyMarks[path]?.(page, width);
            const stray = await strayWords(page);
            if (stray.length > 0) found[path] = stray;
          }
          await expectContactBar(page, path, width);
          if (width === 1280) {
            // The tablet's layout is the stylesheet's alone: the page narrowed to 768 px shows it
            // as a page opened there would, without a third visit.
            await page.setViewportSize({ width: 768, height: 800 });
            await expectLayout(page, path, 768);
            await expectContactBar(page, path, 768);
            await page.setViewportSize({ width: 1280, height: 800 });
          }
        });
      }
      expect(found).toEqual({});
    });
  });
}
