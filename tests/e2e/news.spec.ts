/**
 * News as people meet it: a teacher publishes an illustrated post, finds it in the list with
 * its thumbnail, edits and deletes it; a visitor reads and sees no controls; axe on every page.
 */
import { type Page, request as playwrightRequest } from '@playwright/test';
import sharp from 'sharp';
import { expect, expectNoAxeViolations, signIn, test } from './fixtures.ts';
import { homePageScripts, leaveUnsavedWork } from './helpers.ts';

test.describe.configure({ mode: 'serial' });

async function photo(): Promise<Buffer> {
  return sharp({ create: { width: 1200, height: 900, channels: 3, background: '#d9822b' } })
    .jpeg()
    .toBuffer();
}

async function editorArea(page: Page) {
  return page.getByRole('textbox', { name: '내용' });
}

test('a teacher writes, finds, edits and deletes an illustrated post', async ({ teacherPage: page }) => {
  // A long journey (an upload, three axe sweeps): room for a busy machine.
  test.setTimeout(90_000);
  const title = `봄 발표회 안내 ${Date.now()}`;

  await page.goto('/news');
  await page.getByRole('link', { name: '글쓰기' }).click();
  await expect(page).toHaveURL(/\/write$/);
  await expect(page.getByRole('heading', { name: '글쓰기', level: 1 })).toBeVisible();

  await page.getByRole('textbox', { name: '제목', exact: true }).fill(title);
  const area = await editorArea(page);
  await area.click();
  await page.getByRole('button', { name: '제목 1' }).click();
  await expect(page.getByRole('button', { name: '제목 1' })).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.type('발표회를 엽니다');
  await page.keyboard.press('Enter');
  await page.keyboard.press('ControlOrMeta+b');
  await expect(page.getByRole('button', { name: '굵게' })).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.type('3월 15일 저녁 7시');
  await page.keyboard.press('ControlOrMeta+b');
  await page.keyboard.press('Enter');

  await page
    .locator('input[type="file"]')
    .setInputFiles({ name: 'stage.jpg', mimeType: 'image/jpeg', buffer: await photo() });
  await expect(area.locator('img[src^="/uploads/"]')).toBeVisible();
  await expectNoAxeViolations(page);

  // Saving opens the post itself.
  await page.getByRole('button', { name: '저장' }).click();
  await expect(page).toHaveURL(/\/post\/\d+$/);
  await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  const article = page.locator('article');
  await expect(article.getByRole('heading', { name: '발표회를 엽니다' })).toBeVisible();
  await expect(article.locator('strong')).toHaveText('3월 15일 저녁 7시');
  await expect(article.locator('img[src^="/uploads/"]')).toBeVisible();
  await expectNoAxeViolations(page);

  await page.goto('/news');
  const row = page.getByRole('link', { name: new RegExp(title) });
  await expect(row).toBeVisible();
  await expect(row.locator('img')).toHaveAttribute('src', /^\/uploads\/[a-f0-9]+\.webp$/);
  await expect(row.locator('time')).toHaveText(/^\d{4}-\d{2}-\d{2}$/);
  await row.click();
  await expect(page).toHaveURL(/\/post\/\d+$/);

  await page.getByRole('link', { name: '수정' }).click();
  await expect(page).toHaveURL(/\/write\/\d+$/);
  await expect(page.getByRole('textbox', { name: '제목', exact: true })).toHaveValue(title);
  await expect(area.locator('img[src^="/uploads/"]')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('textbox', { name: '제목', exact: true }).fill(`${title} (수정)`);
  await page.getByRole('button', { name: '저장' }).click();
  await expect(page).toHaveURL(/\/post\/\d+$/);
  await expect(page.getByRole('heading', { name: `${title} (수정)`, level: 1 })).toBeVisible();

  await page.getByRole('button', { name: '삭제' }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText('이 글을 삭제하시겠습니까?');
  await dialog.getByRole('button', { name: '삭제' }).click();
  await expect(page).toHaveURL(/\/news$/);
  await expect(page.getByRole('link', { name: new RegExp(title) })).toHaveCount(0);
});

test('the toolbar is one Tab stop with arrow keys, and blank-field messages leave once filled', async ({
  teacherPage: page,
}) => {
  await page.goto('/write');
  await page.getByRole('button', { name: '저장' }).click();
  await expect(page.getByText('제목을 입력해 주세요.')).toBeVisible();
  await expect(page.getByText('내용을 입력해 주세요.')).toBeVisible();

  const titleBox = page.getByRole('textbox', { name: '제목', exact: true });
  await titleBox.fill('연습실 안내');
  await expect(page.getByText('제목을 입력해 주세요.')).toHaveCount(0);
  await titleBox.focus();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: '제목 1' })).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('button', { name: '제목 2' })).toBeFocused();
  await page.keyboard.press('End');
  await expect(page.getByRole('button', { name: '이미지' })).toBeFocused();
  // One more Tab leaves the toolbar for the writing area.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('textbox', { name: '내용' })).toBeFocused();
  await page.keyboard.type('주말에도 엽니다.');
  await expect(page.getByText('내용을 입력해 주세요.')).toHaveCount(0);
  // Every tool's name and tooltip is Korean.
  for (const tool of await page.getByRole('toolbar', { name: '서식' }).locator('[data-tool]').all()) {
    expect(await tool.getAttribute('title')).toMatch(/^[가-힣 0-9]+$/);
  }
});

test('a failed upload shows the red message, and leaving unsaved work asks first', async ({
  teacherPage: page,
}) => {
  await page.goto('/write');
  await page.getByRole('textbox', { name: '제목', exact: true }).fill('쓰다 만 글');
  // The hidden file picker must not push the page sideways.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    page.viewportSize()!.width,
  );
  // Over 10 MB: refused before it is sent (the server would answer 413 with the same text).
  const tooBig = Buffer.alloc(10 * 1024 * 1024 + 1, 0xff);
  await page
    .locator('input[type="file"]')
    .setInputFiles({ name: 'big.jpg', mimeType: 'image/jpeg', buffer: tooBig });
  const alert = page.getByRole('alert').filter({ hasText: '이미지 업로드 중 오류가 발생했습니다.' });
  await expect(alert).toBeVisible();
  await expect(alert).toContainText('이미지는 10MB 이하만 올릴 수 있습니다.');
  await expect(alert).toHaveCSS('color', 'rgb(180, 35, 24)');

  await leaveUnsavedWork(page, page.getByRole('link', { name: '취소' }), /\/write$/, /\/news$/);
});

test('the Back button asks before a draft is lost', async ({ teacherPage: page }) => {
  await page.goto('/news');
  await page.getByRole('link', { name: '글쓰기' }).click();
  await expect(page).toHaveURL(/\/write$/);
  const titleBox = page.getByRole('textbox', { name: '제목', exact: true });
  await titleBox.fill('뒤로 가기 전에');

  await page.evaluate(() => window.history.back());
  const dialog = page.getByRole('alertdialog', {
    name: '저장하지 않은 내용이 있습니다. 이 페이지를 떠나시겠습니까?',
  });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: '취소' }).click();
  await expect(page).toHaveURL(/\/write$/);
  await expect(titleBox).toHaveValue('뒤로 가기 전에');

  await page.evaluate(() => window.history.back());
  await dialog.getByRole('button', { name: '떠나기' }).click();
  await expect(page).toHaveURL(/\/news$/);
  await expect(page.getByRole('heading', { level: 1, name: '학원 소식' })).toBeVisible();
});

test('a visitor reads posts and sees no write, edit or delete controls', async ({
  page,
  baseURL,
  teacher,
}) => {
  const api = await playwrightRequest.newContext({ baseURL });
  await signIn(api, teacher);
  const created = await api.post('/api/write', {
    data: { title: '방문자도 읽는 소식', content: '<p>누구나 읽을 수 있습니다.</p>' },
  });
  const { postId } = await created.json();
  await api.dispose();

  await page.goto('/news');
  await expect(page.getByRole('heading', { name: '학원 소식', level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: /방문자도 읽는 소식/ })).toBeVisible();
  await expect(page.getByRole('link', { name: '글쓰기' })).toHaveCount(0);
  await expectNoAxeViolations(page);

  await page.goto(`/post/${postId}`);
  await expect(page.getByText('누구나 읽을 수 있습니다.')).toBeVisible();
  await expect(page.getByText(`글 번호 ${postId}`)).toBeVisible();
  await expect(page.getByRole('link', { name: '목록' })).toBeVisible();
  await expect(page.getByRole('link', { name: '수정' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: '삭제' })).toHaveCount(0);

  await page.goto('/post/987654');
  await expect(page.getByRole('heading', { name: '게시글을 찾을 수 없습니다' })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.goto('/write');
  await expect(page).toHaveURL(/\/login/);
});

test('the home page does not load the editor', async ({ page }) => {
  const bodies = await homePageScripts(page);
  expect(bodies.some((body) => body.includes('ProseMirror'))).toBe(false);
});
