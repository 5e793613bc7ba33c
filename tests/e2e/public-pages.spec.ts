/**
 * A visitor's paths through the public pages (gallery, map, scroll, the phone's menu and contact
 * bar). Every route's layout, words, axe, font and what each content page holds is the public
 * sweep's (public-sweep.spec.ts), which opens each page once per width; how the islands wait for
 * the visitor is islands-wait.spec.ts's.
 */
import type { Page } from '@playwright/test';
import { studio } from '../../src/content/studio.ts';
import { serveBlankTiles } from './blank-tiles.ts';
import { expect, test } from './fixtures.ts';

test.describe('gallery on a desktop', () => {
  const slideshow = (page: Page) => page.getByRole('group', { name: '갤러리 사진 슬라이드쇼' });
  const currentDot = (page: Page) =>
    slideshow(page).getByRole('list', { name: '사진 선택' }).locator('button[aria-current="true"]');

  // The slides whose whole picture lies inside the slideshow's window.
  const visibleSlides = (page: Page) =>
    page.evaluate(() => {
      const frame = document.querySelector('[aria-roledescription="슬라이드"]')?.parentElement?.parentElement;
      if (!frame) return [];
      const box = frame.getBoundingClientRect();
      return [...frame.querySelectorAll('[aria-roledescription="슬라이드"]')]
        .filter((slide) => {
          const image = slide.querySelector('img')!.getBoundingClientRect();
          return image.left >= box.left - 1 && image.right <= box.right + 1;
        })
        .map((slide) => slide.getAttribute('aria-label'));
    });

  // The page's timers run on a clock the test moves on: 2.5 s of the slideshow's time passes in
  // an instant, and a still slideshow is seen still without the test waiting for it.
  test.beforeEach(async ({ page }) => {
    await page.clock.install();
    await page.goto('/');
    await expect(slideshow(page)).toBeVisible();
    await expect(currentDot(page)).toHaveCount(1);
  });

  test('shows three photos, advances by itself, follows the dots and loops', async ({ page }) => {
    await expect(slideshow(page).getByRole('list', { name: '사진 선택' }).getByRole('button')).toHaveCount(8);
    await expect(currentDot(page)).toHaveAccessibleName('1번째 사진 보기');
    expect(await visibleSlides(page)).toEqual(['1 / 8', '2 / 8', '3 / 8']);

    // spec §9: one step every 2500 ms
    await page.clock.runFor(2_500);
    await expect(currentDot(page)).toHaveAccessibleName('2번째 사진 보기');
    await expect.poll(() => visibleSlides(page)).toEqual(['2 / 8', '3 / 8', '4 / 8']);

    await slideshow(page).getByRole('button', { name: '6번째 사진 보기' }).click();
    await expect(currentDot(page)).toHaveAccessibleName('6번째 사진 보기');
    await expect.poll(() => visibleSlides(page)).toEqual(['6 / 8', '7 / 8', '8 / 8']);

    await slideshow(page).getByRole('button', { name: '다음 사진' }).click();
    await expect(currentDot(page)).toHaveAccessibleName('7번째 사진 보기');

    // From the last photo it loops back to the first three, and back again.
    await slideshow(page).getByRole('button', { name: '8번째 사진 보기' }).click();
    await slideshow(page).getByRole('button', { name: '다음 사진' }).click();
    await expect(currentDot(page)).toHaveAccessibleName('1번째 사진 보기');
    await expect.poll(() => visibleSlides(page)).toEqual(['1 / 8', '2 / 8', '3 / 8']);
    await slideshow(page).getByRole('button', { name: '이전 사진' }).click();
    await expect(currentDot(page)).toHaveAccessibleName('8번째 사진 보기');
  });

  test('holds still while the pointer is over it, and after the pause button', async ({ page }) => {
    await slideshow(page).locator('img').first().hover();
    const before = await currentDot(page).getAttribute('aria-label');
    await page.clock.runFor(3_500);
    await expect(currentDot(page)).toHaveAttribute('aria-label', before!);

    await page.mouse.move(5, 400);
    await page.clock.runFor(2_500);
    await expect(currentDot(page)).not.toHaveAttribute('aria-label', before!);

    await slideshow(page).getByRole('button', { name: '자동 넘김 멈춤' }).click();
    await expect(slideshow(page).getByRole('button', { name: '자동 넘김 시작' })).toBeVisible();
    // Leave the slideshow entirely (pointer and focus) so only the button holds it.
    await page.mouse.move(5, 400);
    await page.locator('h1').click();
    const paused = await currentDot(page).getAttribute('aria-label');
    await page.clock.runFor(3_500);
    await expect(currentDot(page)).toHaveAttribute('aria-label', paused!);
  });
});

test('the gallery does not move by itself for visitors who prefer reduced motion', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.clock.install();
  await page.goto('/');
  const slideshow = page.getByRole('group', { name: '갤러리 사진 슬라이드쇼' });
  await expect(slideshow.locator('button[aria-current="true"]')).toHaveAccessibleName('1번째 사진 보기');
  await expect(slideshow.getByRole('button', { name: '자동 넘김 멈춤' })).toHaveCount(0);
  await page.clock.runFor(3_500);
  await expect(slideshow.locator('button[aria-current="true"]')).toHaveAccessibleName('1번째 사진 보기');
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 800 } });

  // From /login at every width; the folded menu keeps the link that leaves the top bar at 768px
  // and below (public-sweep.spec.ts shows the top bar's link at each width).
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

  // The bar itself on each visitor's page, and hidden from 768 px up, is the sweep's.
  test('the contact bar stays clear of the footer and leads to 상담 문의', async ({ page }) => {
    await page.goto('/use');
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
});

test('a new page starts at the top', async ({ page }) => {
  await page.goto('/facility');
  await expect(page.getByRole('heading', { level: 1, name: '시설 안내' })).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500);

  await page.getByRole('navigation', { name: '주 메뉴' }).getByRole('link', { name: '교육 과정' }).click();
  await expect(page.getByRole('heading', { level: 1, name: '교육 과정' })).toBeVisible();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);

  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await page.getByRole('contentinfo').getByRole('link', { name: '이용약관' }).click();
  await expect(page.getByRole('heading', { level: 1, name: '이용약관' })).toBeVisible();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
});

test.describe('directions', () => {
  test('/address shows the place, the facts and the direction links at once, and the map on 지도 보기', async ({
    page,
  }) => {
    await serveBlankTiles(page);
    // The map (Leaflet and its tiles) is fetched on request only (decision 025).
    const mapRequests: string[] = [];
    page.on('request', (request) => {
      if (/leaflet|tile\.openstreetmap\.org/.test(request.url())) mapRequests.push(request.url());
    });
    await page.goto('/address', { waitUntil: 'networkidle' });
    const show = page.getByRole('button', { name: '지도 보기' });
    await expect(show).toBeVisible();
    const map = page.getByRole('region', { name: /위치 지도/ });
    await expect(map).toHaveCount(0);
    expect(mapRequests).toEqual([]);

    for (const text of [studio.address, studio.floor, studio.station, studio.parking, studio.hours]) {
      await expect(page.getByRole('main').getByText(text, { exact: false }).first()).toBeVisible();
    }
    const { lat, lng } = studio.coordinates;
    const kakao = page.getByRole('link', { name: '카카오맵으로 길찾기 (새 창)' });
    await expect(kakao).toHaveAttribute(
      'href',
      `https://map.kakao.com/link/to/${encodeURIComponent(studio.name)},${lat},${lng}`,
    );
    await expect(kakao).toHaveAttribute('target', '_blank');
    await expect(kakao).toHaveAttribute('rel', 'noopener noreferrer');
    const naver = page.getByRole('link', { name: '네이버 지도로 길찾기 (새 창)' });
    await expect(naver).toHaveAttribute('href', new RegExp(`^https://map\\.naver\\.com/.*${lng},${lat}`));
    await expect(naver).toHaveAttribute('target', '_blank');
    await expect(page.getByRole('link', { name: /전화하기/ })).toHaveAttribute(
      'href',
      `tel:${studio.phone.replaceAll('-', '')}`,
    );

    // The map takes the still picture's place, at the same size: nothing below it moves.
    const facts = page.getByRole('main').getByText('주소', { exact: true });
    const factsTop = await facts.evaluate((element) => element.getBoundingClientRect().top);
    await show.click();
    await expect(map).toBeVisible();
    await expect(map.getByRole('button', { name: `${studio.name} 위치` })).toBeVisible();
    await expect(map.locator('.leaflet-popup')).toContainText(studio.name);
    await expect(map.locator('.leaflet-popup')).toContainText(studio.address);
    await expect(map.locator('img.leaflet-tile-loaded').first()).toBeAttached();
    expect(await facts.evaluate((element) => element.getBoundingClientRect().top)).toBe(factsTop);

    // The map has the focus the button had, and answers the keyboard: zoom in with "+".
    await expect(map).toBeFocused();
    await page.keyboard.press('+');
    await expect(map.locator('img.leaflet-tile[src*="/18/"]').first()).toBeAttached();
  });

  test('without map tiles the map stays usable and says so quietly', async ({ page, consoleErrors }) => {
    // Nothing answers the tile requests here, as on a machine without internet.
    const tileFailures: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' && /tile\.openstreetmap\.org/.test(message.location().url))
        tileFailures.push(message.text());
    });
    await page.route(/tile\.openstreetmap\.org/, (route) => route.abort('namenotresolved'));
    await page.goto('/address');
    await page.getByRole('button', { name: '지도 보기' }).click();
    await expect(page.getByRole('status').getByText(/지도 그림을 불러오지 못했습니다/)).toBeVisible();
    const map = page.getByRole('region', { name: /위치 지도/ });
    await expect(map.locator('.leaflet-popup')).toContainText(studio.name);
    await expect(page.getByRole('link', { name: '카카오맵으로 길찾기 (새 창)' })).toBeVisible();
    // The browser itself reports each failed download; the page adds nothing of its own.
    for (const failure of tileFailures) consoleErrors.splice(consoleErrors.indexOf(failure), 1);
  });
});

test.describe('content pages', () => {
  test('the home page leads to the curriculum, the booking board and the directions', async ({ page }) => {
    await serveBlankTiles(page);
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: studio.name })).toBeVisible();
    await expect(page).toHaveTitle(studio.name);
    const main = page.getByRole('main');
    await expect(main.getByRole('link', { name: '교육 과정' })).toHaveAttribute('href', '/curriculum');
    await expect(main.getByRole('link', { name: '연습실 예약' })).toHaveAttribute('href', '/book');
    await main.getByRole('link', { name: '지도와 길찾기 보기' }).click();
    await expect(page.getByRole('heading', { level: 1, name: '오시는 길' })).toBeVisible();
  });
});
