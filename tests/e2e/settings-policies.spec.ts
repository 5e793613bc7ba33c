/**
 * The owner edits the terms of use in the browser, on a desktop: opens them from 사이트 관리,
 * renames an article and sets a new date in the rich-text editor, sees the draft in the preview
 * beside it, publishes, and /use — its server-rendered HTML and the page in the browser — shows
 * the new article title in the text and the contents. axe on the editor on a desktop and on a
 * phone (on /use and the privacy policy it is public-sweep.spec.ts's). The editor's rules are
 * policy-text-editor.test.tsx's.
 *
 * These journeys change what /use shows, so they run against a site of their own (the shared
 * one's other journeys read the first terms at the same time).
 */
import { expect, expectNoAxeViolations, OWNER, signIn, test } from './fixtures.ts';
import { ownSite, pickSettingsItem, publish } from './own-site.ts';

ownSite(7);

test('the owner renames an article of the terms on a desktop, and /use shows it', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  const title = '제1조 (이 약관의 목적 1280)';
  const date = '2027-04-15';
  const shownDate = '2027년 4월 15일';
  await signIn(page.request, OWNER);

  await page.goto('/settings');
  await pickSettingsItem(page, '이용약관·개인정보 처리방침', /\/settings\/policies$/);
  // The help names the variables the published studio details fill in.
  await expect(
    page.getByText('본문에 이렇게 쓰면 학원 정보에 저장된 값이 들어갑니다', { exact: false }),
  ).toBeVisible();
  await expect(page.getByText('{{개인정보보호책임자}}', { exact: true })).toBeVisible();
  await expect(page.getByRole('list', { name: '게시한 버전' })).toBeVisible();
  await expectNoAxeViolations(page);

  const terms = page.getByRole('group', { name: '이용약관' });
  const editor = terms.getByRole('textbox', { name: '본문' });
  const firstArticle = editor.locator('h2').first();
  await expect(firstArticle).toHaveText(/^제1조 /);
  await firstArticle.click({ clickCount: 3 });
  await page.keyboard.type(title);
  await expect(editor.locator('h2').first()).toHaveText(title);
  await terms.getByLabel('시행일').fill(date);
  await expect(page.getByText('게시하지 않은 고친 내용이 있습니다.')).toBeVisible();

  // The preview: the public text with the draft, beside the form.
  const preview = page.getByRole('region', { name: '미리보기' });
  await expect(preview.getByRole('heading', { level: 2, name: title })).toBeVisible();
  await expect(preview.getByText(`${shownDate} 시행`)).toBeVisible();

  await publish(page);
  await expect(page.getByText('게시된 내용과 같습니다.')).toBeVisible();
  await expect(page.getByRole('list', { name: '게시한 버전' }).getByRole('listitem').first()).toContainText(
    '바뀐 항목 이용약관',
  );

  // The HTML the server renders for the next visitor holds the new title, with its address.
  const html = await (await request.get('/use')).text();
  expect(html).toContain(`<h2 id="article-1">${title}</h2>`);
  expect(html).toContain(`<a href="#article-1">${title}</a>`);
  expect(html).toContain(`이 약관은 ${shownDate}부터 시행합니다.`);

  await page.goto('/use');
  const text = page.getByRole('article', { name: '온음 색소폰 & 보컬 아카데미 이용약관' });
  await expect(text.getByRole('heading', { level: 2, name: title })).toBeVisible();
  await page.getByRole('navigation', { name: '목차' }).getByRole('link', { name: title }).click();
  await expect(page).toHaveURL(/#article-1$/);
  await expect(text.getByText(`${shownDate} 시행`)).toBeVisible();
});

test('the policies editor passes axe on a phone', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 900 });
  await signIn(page.request, OWNER);
  await page.goto('/settings/policies');
  await expect(
    page.getByRole('group', { name: '개인정보 처리방침' }).getByRole('textbox', { name: '본문' }),
  ).toBeVisible();
  await expect(page.getByRole('list', { name: '게시한 버전' })).toBeVisible();
  await expectNoAxeViolations(page);
});
