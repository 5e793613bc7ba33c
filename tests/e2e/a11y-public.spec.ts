/**
 * WCAG 2.1 AA (axe) on every public content page and the 404 page, on a desktop and a phone,
 * once the lazily loaded parts (slideshow, map) are on screen; /address before its map too.
 */
import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test } from './fixtures.ts';

// No internet here: map tiles are answered locally with a plain tile.
const blankTile = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAADElEQVQImWN4/fw+AAVyArIRc0pbAAAAAElFTkSuQmCC',
  'base64',
);

const pages: Array<{ path: string; ready: (page: Page, width: number) => Promise<void> }> = [
  {
    path: '/',
    ready: async (page, width) => {
      const gallery =
        width >= 768
          ? page.getByRole('group', { name: '갤러리 사진 슬라이드쇼' })
          : page.getByRole('list', { name: '갤러리 사진 목록' });
      await expect(gallery).toBeVisible();
    },
  },
  { path: '/director', ready: (page) => expect(page.getByRole('article').first()).toBeVisible() },
  { path: '/facility', ready: (page) => expect(page.getByRole('heading', { name: '연습실' })).toBeVisible() },
  { path: '/curriculum', ready: (page) => expect(page.getByText('250,000원')).toBeVisible() },
  {
    path: '/address',
    // The page as it arrives, with the map's still picture; then the map it draws on request.
    ready: async (page) => {
      const show = page.getByRole('button', { name: '지도 보기' });
      await expect(show).toBeVisible();
      await page.waitForTimeout(500);
      await expectNoAxeViolations(page);
      await show.click();
      const map = page.getByRole('region', { name: /위치 지도/ });
      await expect(map.locator('.leaflet-popup')).toBeVisible();
      await expect(map.locator('img.leaflet-tile-loaded').first()).toBeAttached();
    },
  },
  { path: '/use', ready: (page) => expect(page.getByRole('heading', { name: /^제16조/ })).toBeAttached() },
  {
    path: '/person',
    ready: (page) => expect(page.getByRole('heading', { name: '시행일', exact: true })).toBeAttached(),
  },
  {
    path: '/no-such-page',
    ready: (page) => expect(page.getByRole('heading', { name: '페이지를 찾을 수 없습니다' })).toBeVisible(),
  },
];

for (const width of [1280, 375]) {
  test.describe(`${width}px wide`, () => {
    test.use({ viewport: { width, height: 800 } });

    for (const { path, ready } of pages) {
      test(`${path} has no accessibility violations`, async ({ page }) => {
        await page.route(/tile\.openstreetmap\.org/, (route) =>
          route.fulfill({ body: blankTile, contentType: 'image/png' }),
        );
        await page.goto(path);
        await expect(page.locator('h1')).toBeVisible();
        await ready(page, width);
        // Let the page's fade-in finish, so colours are measured as seen.
        await page.waitForTimeout(500);
        await expectNoAxeViolations(page);
      });
    }
  });
}
