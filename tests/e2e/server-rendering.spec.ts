/**
 * Pages arrive rendered, as only a browser shows: a page with scripts off is readable and its
 * links and phone menu work, what a person does before the scripts arrive is kept and never
 * sent by the browser itself. That hydration keeps the pictures the server sent is the public
 * sweep's (public-sweep.spec.ts); hydration errors fail every journey (fixtures.ts). What the
 * HTML holds, and that a change reaches the next visitor, is proved without a browser
 * (src/server/plugins/page-render.api.test.ts).
 */
import { request as playwrightRequest } from '@playwright/test';
import { expect, holdScripts, OWNER, signIn, test } from './fixtures.ts';

// One worker, one post written before all: the tests look for that post by its title.
test.describe.configure({ mode: 'serial' });
// Digits only: the page-wide check for stray Latin letters (public-sweep.spec.ts) reads these posts too.
const run = String(Math.floor(Math.random() * 1e6));
const title = `서버에서 그린 소식 ${run}`;

test.beforeAll(async ({ baseURL }) => {
  const api = await playwrightRequest.newContext({ baseURL });
  await signIn(api, OWNER);
  const written = await api.post('/api/write', {
    data: { title, content: `<p>본문 첫 줄 ${run}</p>` },
  });
  expect(written.status()).toBe(200);
  await api.dispose();
});

test.describe('with scripts off', () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 1280, height: 800 } });

  test('pages are readable and their links lead on', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.getByRole('navigation', { name: '주 메뉴' }).getByRole('link', { name: '학원 소식' }).click();
    await expect(page).toHaveURL(/\/news$/);
    await page.getByRole('link', { name: title }).click();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByText(`본문 첫 줄 ${run}`)).toBeVisible();
    await page.getByRole('navigation', { name: '주 메뉴' }).getByRole('link', { name: '교육 과정' }).click();
    await expect(page.getByText('250,000원').first()).toBeVisible();
  });

  test('on a phone the menu is folded, and opens, closes and leads on', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/news');
    const button = page.getByRole('button', { name: '메뉴', exact: true });
    const menu = page.getByRole('dialog', { name: '전체 메뉴' });
    const link = page.getByRole('navigation', { name: '주 메뉴' }).getByRole('link', { name: '오시는 길' });
    // Folded: a row of links would not fit a phone.
    await expect(page.getByRole('navigation', { name: '주 메뉴' })).toBeHidden();
    await expect(page.getByRole('link', { name: title })).toBeVisible();

    await button.click();
    await expect(menu).toBeVisible();
    await expect(link).toBeVisible();
    await expect(menu.getByRole('link', { name: '회원가입' })).toBeVisible();
    // The close mark in the panel's top corner, where the script's close button would be.
    const panel = (await menu.boundingBox())!;
    await page.mouse.click(panel.x + panel.width - 38, 32);
    await expect(menu).toBeHidden();

    // A tap on the dimmed page beside the panel folds it too.
    await button.click();
    await expect(link).toBeVisible();
    await page.mouse.click(10, 400);
    await expect(menu).toBeHidden();

    await button.click();
    await link.click();
    await expect(page).toHaveURL(/\/address$/);
    await expect(page.getByRole('heading', { level: 1, name: '오시는 길' })).toBeVisible();
    await expect(menu).toBeHidden();
  });

  test('/address shows the place, with 지도 보기 opening it on Kakao Map', async ({ page }) => {
    await page.goto('/address');
    await expect(page.getByRole('heading', { level: 1, name: '오시는 길' })).toBeVisible();
    const show = page.getByRole('link', { name: '지도 보기 (새 창)' });
    await expect(show).toHaveAttribute(
      'href',
      /^https:\/\/map\.kakao\.com\/link\/map\/.+,\d+\.\d+,\d+\.\d+$/,
    );
    await expect(show).toHaveAttribute('target', '_blank');
    await expect(page.getByRole('link', { name: '카카오맵으로 길찾기 (새 창)' })).toBeVisible();
    await expect(page.getByRole('link', { name: '네이버 지도로 길찾기 (새 창)' })).toBeVisible();
  });
});

test('a phone menu opened before the script arrives stays open, and the script takes it over', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 800 });
  const release = await holdScripts(page);
  await page.goto('/facility', { waitUntil: 'commit' });
  const button = page.getByRole('button', { name: '메뉴', exact: true });
  const menu = page.getByRole('dialog', { name: '전체 메뉴' });
  await button.click();
  await expect(menu.getByRole('link', { name: '교육 과정' })).toBeVisible();

  release();
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  await expect(menu).toBeVisible();
  await expect(menu.getByRole('button', { name: '메뉴 닫기' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  await expect(button).toBeFocused();
});

test('a name typed into the board’s form before the script arrives is kept, and is sent only by the script', async ({
  page,
}) => {
  const release = await holdScripts(page);
  await page.goto('/book', { waitUntil: 'commit' });
  const form = page.getByRole('form', { name: '연습실 예약' });
  const name = form.getByRole('textbox', { name: '이름' });
  const send = form.getByRole('button', { name: '예약하기' });
  await name.fill('김서버');
  // Sending now would be the browser's own GET: a reload with the name in the address.
  await expect(send).toBeDisabled();
  await name.press('Enter');
  expect(new URL(page.url()).search).toBe('');

  release();
  await expect(send).toBeEnabled();
  await expect(name).toHaveValue('김서버');
  await send.click();
  await expect(form.getByText(/빠진 항목: 방, 시작 시간/)).toBeVisible();
  expect(new URL(page.url()).search).toBe('');
});

test('a password typed before the script arrives never goes into the address', async ({ page }) => {
  const release = await holdScripts(page);
  await page.goto('/login', { waitUntil: 'commit' });
  const password = page.getByLabel('비밀번호');
  await page.getByLabel('아이디').fill('someone');
  await password.fill('secret-pass-1');
  await expect(page.getByRole('button', { name: '로그인', exact: true })).toBeDisabled();
  await password.press('Enter');
  expect(new URL(page.url()).search).toBe('');

  release();
  await expect(page.getByRole('button', { name: '로그인', exact: true })).toBeEnabled();
  await expect(password).toHaveValue('secret-pass-1');
  await page.goto('/join');
  await expect(page.getByRole('button', { name: '가입하기' })).toBeEnabled();
});
