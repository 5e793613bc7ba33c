/**
 * What every visitor meets on every public page: Korean on screen, WCAG 2.1 AA (axe) on the
 * content pages and the 404 page, on a phone and on a desktop, once their lazily loaded parts
 * (slideshow, map) are on screen, and /address before its map too; a way to reach the studio
 * on a phone, and the sign-up reachable from /login and the phone's menu. (Every route's
 * layout at the tablet width is public-pages.spec.ts's.)
 */
import type { Page } from '@playwright/test';
import { studio } from '../../src/content/studio.ts';
import { expect, expectNoAxeViolations, test } from './fixtures.ts';

// No internet here: map tiles are answered locally with a plain tile.
const blankTile = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAADElEQVQImWN4/fw+AAVyArIRc0pbAAAAAElFTkSuQmCC',
  'base64',
);
const localTiles = (page: Page) =>
  page.route(/tile\.openstreetmap\.org/, (route) =>
    route.fulfill({ body: blankTile, contentType: 'image/png' }),
  );

/** Lets the page's fade-in finish, so axe measures colours as a reader sees them. */
async function expectAccessible(page: Page) {
  await page.waitForTimeout(500);
  await expectNoAxeViolations(page);
}

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
  '/no-such-page': async (page) => {
    await expect(page.getByRole('heading', { name: '페이지를 찾을 수 없습니다' })).toBeVisible();
    await expectAccessible(page);
  },
  // The board comes first; the deletion log below it is a table too.
  '/book': (page) => expect(page.getByRole('table').first()).toBeVisible(),
  '/makeBook': (page) => expect(page.getByRole('table')).toBeVisible(),
  '/book/poster': (page) => expect(page.getByRole('img', { name: /QR 코드/ })).toBeVisible(),
};

const publicPages = [
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
];

/**
 * Latin letters a Korean site shows too: the spec's room names (Room1–6), "QR" and "CCTV" as
 * Koreans write them, and OpenStreetMap's credit, which its licence asks for by name.
 */
const allowedWords = new Set(['Room', 'QR', 'CCTV', 'OpenStreetMap']);

for (const width of [375, 1280]) {
  test.describe(`${width}px wide`, () => {
    test.use({ viewport: { width, height: 800 } });

    test('every public page: no Latin-letter text outside the allowlist, and no axe violations', async ({
      page,
    }) => {
      test.setTimeout(180_000);
      await localTiles(page);
      const found: Record<string, string[]> = {};
      for (const path of publicPages) {
        await page.goto(path);
        await expect(page.locator('h1')).toBeVisible();
        await test.step(path, () => readyMarks[path]?.(page, width) ?? Promise.resolve());
        const words = await page.evaluate(() => {
          const texts = [document.title, document.body.innerText];
          for (const element of document.querySelectorAll('[title], [aria-label], [alt], [placeholder]')) {
            for (const name of ['title', 'aria-label', 'alt', 'placeholder']) {
              const value = element.getAttribute(name);
              if (value) texts.push(value);
            }
          }
          // Addresses (the poster prints the board's) are not words.
          return (
            texts
              .join('\n')
              .replace(/https?:\/\/\S+/g, '')
              .match(/[A-Za-z]+/g) ?? []
          );
        });
        const stray = [...new Set(words)].filter((word) => !allowedWords.has(word));
        if (stray.length > 0) found[path] = stray;
      }
      expect(found).toEqual({});
    });
  });
}

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 800 } });

  // From /login at every width; the folded menu keeps the link that leaves the top bar at 768px
  // and below (public-pages.spec.ts shows the top bar's link at each width).
  test('sign-up is reachable from /login and from the menu', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('main').getByRole('link', { name: '회원가입' }).click();
    await expect(page.getByRole('heading', { level: 1, name: '회원가입' })).toBeVisible();
    await expect(page.getByText('학원 선생님을 위한 계정입니다.')).toBeVisible();
    await page.getByRole('button', { name: '메뉴', exact: true }).click();
    await expect(
      page.getByRole('dialog', { name: '전체 메뉴' }).getByRole('link', { name: '회원가입' }),
    ).toBeVisible();
  });

  test('every page has a call button and 상담 문의 at the bottom, clear of the footer', async ({ page }) => {
    await localTiles(page);
    for (const path of ['/', '/facility', '/book', '/use']) {
      await page.goto(path);
      const bar = page.getByRole('complementary', { name: '상담 문의' });
      const call = bar.getByRole('link', { name: /전화 상담/ });
      await expect(call).toBeInViewport();
      await expect(call).toHaveAttribute('href', `tel:${studio.phone.replaceAll('-', '')}`);
      await expect(bar.getByRole('link', { name: '상담 문의' })).toBeVisible();
    }
    // At the very bottom the footer's last line still shows above the bar.
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    // The footer's last line: © this year in Seoul, and the studio's name (decision 024).
    const year = new Date().toLocaleString('en-US', { timeZone: 'Asia/Seoul', year: 'numeric' });
    const copyright = page.getByRole('contentinfo').getByText(`© ${year} ${studio.name}`, { exact: true });
    const barTop = await page
      .getByRole('complementary', { name: '상담 문의' })
      .evaluate((bar) => bar.getBoundingClientRect().top);
    const textBottom = await copyright.evaluate((text) => text.getBoundingClientRect().bottom);
    expect(textBottom).toBeLessThanOrEqual(barTop);

    await page
      .getByRole('complementary', { name: '상담 문의' })
      .getByRole('link', { name: '상담 문의' })
      .click();
    await expect(page).toHaveURL(/\/address#contact$/);
    await expect(page.getByRole('heading', { name: '상담 문의' })).toBeVisible();
  });

  test('the contact bar is not shown from 768px up', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/');
    await expect(page.getByRole('complementary', { name: '상담 문의' })).toBeHidden();
  });
});
