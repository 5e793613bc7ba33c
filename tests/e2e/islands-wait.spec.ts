/**
 * A public page's islands wait for the visitor (decision 070): /curriculum runs the islands'
 * entry alone on arrival and fetches the enquiry form's island only when the visitor reaches for
 * the form; the phone menu's disclosure speaks for itself until the menu is reached for.
 *
 * In the whole browser: Chromium's headless shell, which the other journeys use (decision 105),
 * rests a pointer on the window's corner, over the header, and so wakes the header's island at
 * once (a pointer over an island is a visitor reaching for it). The whole browser has no pointer
 * until one moves, like a phone, or a pointer resting elsewhere.
 */
import { wholeBrowserLaunch } from './chromium.ts';
import { expect, test } from './fixtures.ts';

test.use({ launchOptions: wholeBrowserLaunch });

test("a visitor's /curriculum runs the islands' entry alone, and the form's island once reached for", async ({
  page,
}) => {
  // Built file names without their hash: `runtime-BXNe6rxZ.js` is `runtime`.
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script')
      scripts.push(new URL(request.url()).pathname.replace(/^\/assets\/|-[\w-]{8}\.js$/g, ''));
  });
  await page.goto('/curriculum', { waitUntil: 'networkidle' });
  expect(scripts).toEqual(['islands']);

  const form = page.getByRole('form', { name: '상담 · 체험 레슨 신청' });
  const name = form.getByRole('textbox', { name: '이름' });
  await name.fill('김하늘');
  // Sending waits for the form's script, fetched as the visitor reached for the form.
  await expect(form.getByRole('button', { name: '상담 신청하기' })).toBeEnabled();
  await expect(name).toHaveValue('김하늘');
  expect(scripts).toContain('runtime');
  expect(scripts).toContain('enquiry-form');
  // Never the app: its entry, its framework chunk or a page's chunk.
  expect(scripts.filter((name) => /^(index|framework)$|-page$/.test(name))).toEqual([]);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test('the menu is a dialog: focus stays inside, Escape closes it and returns focus', async ({ page }) => {
    await page.goto('/director');
    const button = page.getByRole('button', { name: '메뉴', exact: true });
    const dialog = page.getByRole('dialog', { name: '전체 메뉴' });
    const link = page.getByRole('navigation', { name: '주 메뉴' }).getByRole('link', { name: '교육 과정' });
    // Until the menu's script is there, the disclosure's own state speaks for it; it comes
    // when the visitor reaches for the menu (decision 070).
    await expect(button).not.toHaveAttribute('aria-expanded', /./);
    await expect(link).toBeHidden();

    await button.click();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(dialog).toBeVisible();
    await expect(link).toBeVisible();
    await expect(dialog.getByRole('button', { name: '메뉴 닫기' })).toBeVisible();
    // Thirty presses of Tab (more than the menu holds) never leave the dialog.
    for (let press = 0; press < 30; press++) {
      await page.keyboard.press(press % 7 === 6 ? 'Shift+Tab' : 'Tab');
      expect(await dialog.evaluate((node) => node.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(button).toBeFocused();
    await expect(button).toHaveAttribute('aria-expanded', 'false');

    await button.click();
    await dialog.getByRole('button', { name: '메뉴 닫기' }).click();
    await expect(dialog).toBeHidden();
    await expect(button).toBeFocused();

    await page.getByRole('button', { name: '메뉴' }).click();
    await link.click();
    await expect(page).toHaveURL(/\/curriculum$/);
    await expect(page.getByRole('heading', { level: 1, name: '교육 과정' })).toBeVisible();
    await expect(link).toBeHidden();
  });
});
