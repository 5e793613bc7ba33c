/**
 * The web font cut to each page (docs/decisions/043-font-subsets-per-page.md), where the browser
 * draws the page itself: a page reached through the menu asks for its own subsets, and back-office
 * pages are in Pretendard too. Every public page as a visitor first fetches it (Pretendard, at most
 * 60 KB of font, nothing moving) is the public sweep's (public-sweep.spec.ts), at 375 and 1280 px.
 */
import { expect, test } from './fixtures.ts';
import { fontsOf, warm } from './font-probe.ts';

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
