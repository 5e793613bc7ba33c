/**
 * What every visitor meets on every public page: Korean on screen, a way to reach the studio
 * on a phone, and the sign-up reachable at every width.
 */
import type { Page } from '@playwright/test';
import { studio } from '../../src/content/studio.ts';
import { expect, test, widths } from './fixtures.ts';

// No internet here: map tiles are answered locally with a plain tile.
const blankTile = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAADElEQVQImWN4/fw+AAVyArIRc0pbAAAAAElFTkSuQmCC',
  'base64',
);
const localTiles = (page: Page) =>
  page.route(/tile\.openstreetmap\.org/, (route) =>
    route.fulfill({ body: blankTile, contentType: 'image/png' }),
  );

/** What must be on screen before a page's text is read: its lazily loaded parts, the map on request. */
const readyMarks: Record<string, (page: Page) => Promise<void>> = {
  '/address': async (page) => {
    await page.getByRole('button', { name: '지도 보기' }).click();
    await expect(page.locator('.leaflet-control-attribution')).toContainText('OpenStreetMap');
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

for (const width of widths) {
  test.describe(`${width}px wide`, () => {
    test.use({ viewport: { width, height: 800 } });

    test('no Latin-letter text on screen or in labels outside the allowlist, on every public page', async ({
      page,
    }) => {
      test.setTimeout(90_000);
      await localTiles(page);
      const found: Record<string, string[]> = {};
      for (const path of publicPages) {
        await page.goto(path);
        await expect(page.locator('h1')).toBeVisible();
        await readyMarks[path]?.(page);
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

    test('sign-up is reachable: from the menu below 768px and from /login everywhere', async ({ page }) => {
      await page.goto('/login');
      await page.getByRole('main').getByRole('link', { name: '회원가입' }).click();
      await expect(page.getByRole('heading', { level: 1, name: '회원가입' })).toBeVisible();
      await expect(page.getByText('학원 선생님을 위한 계정입니다.')).toBeVisible();
      if (width < 768) {
        await page.getByRole('button', { name: '메뉴', exact: true }).click();
        await expect(
          page.getByRole('dialog', { name: '전체 메뉴' }).getByRole('link', { name: '회원가입' }),
        ).toBeVisible();
      }
    });
  });
}

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 800 } });

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
