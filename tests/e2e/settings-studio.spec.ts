/**
 * The owner edits the studio's details in the browser, on a phone: opens 사이트 관리 from the
 * menu, changes the phone number, previews it in the form's place, publishes it, and a fresh
 * visit to the home page (and its server-rendered HTML) shows the new number; the history then
 * shows the publish, and restoring the version before brings the old number back. A teacher
 * and a visitor cannot reach the settings; axe on both settings pages, on a phone and on a
 * desktop. Publishing, the history and restoring are proved field by field without a browser
 * (src/server/features/site/site-studio*.api.test.ts), the form's checks in studio-form.test.tsx.
 *
 * These journeys change what every public page shows, so they run against a site of their own
 * (the shared one's other journeys read the default phone number at the same time).
 */
import type { Page } from '@playwright/test';
import { serveBlankTiles } from './blank-tiles.ts';
import { expect, expectNoAxeViolations, OWNER, signIn, test } from './fixtures.ts';
import { FIRST_VISIT, ownSite, pickSettingsItem, publish } from './own-site.ts';

/** A business number with a right check digit: the placeholder's is not, so the first publish must replace it. */
const BUSINESS_NUMBER = '220-81-62517';

ownSite(2);

async function menu(page: Page) {
  const button = page.getByRole('button', { name: '메뉴', exact: true });
  if (await button.isVisible()) await button.click();
  return page.getByRole('navigation', { name: '주 메뉴' });
}

const NEW_PHONE = '010-5555-0375';

test('the owner publishes a new phone number and restores the old one, on a phone', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 375, height: 900 });
  await serveBlankTiles(page);
  await signIn(page.request, OWNER);
  await page.goto('/');

  await (await menu(page)).getByRole('link', { name: '사이트 관리' }).click();
  await expect(page).toHaveURL(/\/settings$/);
  await expect(page.getByRole('heading', { level: 1, name: '사이트 관리' })).toBeVisible(FIRST_VISIT);
  await pickSettingsItem(page, '학원 정보', /\/settings\/studio$/);

  const phone = page.getByRole('textbox', { name: '전화번호' });
  const oldPhone = await phone.inputValue();
  expect(oldPhone).not.toBe(NEW_PHONE);
  const history = page.getByRole('list', { name: '게시한 버전' });
  const current = history.getByRole('listitem').first();
  await expect(current).toContainText('지금 게시 중');
  const before = Number((await current.locator('strong').textContent())?.replace('버전 ', ''));

  await phone.fill(NEW_PHONE);
  await page.getByRole('textbox', { name: '사업자등록번호' }).fill(BUSINESS_NUMBER);
  await expect(page.getByText('게시하지 않은 고친 내용이 있습니다.')).toBeVisible();

  // The preview: the public footer and location block with the draft (on a phone, in the form's place).
  await page.getByRole('button', { name: '미리보기' }).click();
  const preview = page.getByRole('region', { name: '미리보기' });
  await expect(preview.getByRole('link', { name: NEW_PHONE }).first()).toHaveAttribute(
    'href',
    `tel:${NEW_PHONE.replaceAll('-', '')}`,
  );
  await expect(preview.getByText(BUSINESS_NUMBER)).toBeVisible();
  await expect(phone).toBeHidden();
  await page.getByRole('button', { name: '고치기' }).click();

  await publish(page);
  await expect(page.getByText('게시된 내용과 같습니다.')).toBeVisible();
  await expect(current).toContainText(`버전 ${before + 1}`);
  await expect(current).toContainText('바뀐 항목 전화번호, 사업자등록번호');

  // A fresh visit, and the HTML the server renders for it, show the new number.
  await page.goto('/');
  await expect(page.getByRole('contentinfo').getByRole('link', { name: NEW_PHONE })).toBeVisible();
  expect(await (await request.get('/')).text()).toContain(NEW_PHONE);

  // The history: the publish, with who and what; restoring the version before brings the old number back.
  await page.goto('/settings/studio');
  await expect(current).toContainText(`버전 ${before + 1}`);
  await expect(current).toContainText('지금 게시 중');
  await expect(current).not.toContainText('처음 기본값');
  await page.getByRole('button', { name: `이 버전으로 되돌리기 (버전 ${before})` }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText(`버전 ${before}의 내용을 다시 게시할까요?`);
  await dialog.getByRole('button', { name: '되돌리기' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: `버전 ${before}의 내용으로 되돌렸습니다.` }),
  ).toBeVisible();
  await expect(phone).toHaveValue(oldPhone);
  await expect(current).toContainText(`버전 ${before + 2}`);
  await expect(current).toContainText(`버전 ${before} 되돌림`);

  await page.goto('/');
  await expect(page.getByRole('contentinfo').getByRole('link', { name: oldPhone })).toBeVisible();
  const html = await (await request.get('/')).text();
  expect(html).toContain(oldPhone);
  expect(html).not.toContain(NEW_PHONE);
});

test('the audit log names each publish and restore with the fields it changed', async ({ page }) => {
  await signIn(page.request, OWNER);
  await page.goto('/audit');
  const rows = page.getByRole('table').getByRole('row');
  await expect(rows.filter({ hasText: '학원 정보 되돌림' }).first()).toContainText(
    `전화번호: ${NEW_PHONE} → 02-123-4567`,
  );
  await expect(rows.filter({ hasText: '학원 정보 게시' }).first()).toContainText(
    `전화번호: 02-123-4567 → ${NEW_PHONE}`,
  );
});

test('a visitor is sent to the login page and a teacher is told the settings are the owner’s', async ({
  page,
  teacher,
}) => {
  await page.goto('/settings/studio');
  await expect(page).toHaveURL(/\/login\?next=%2Fsettings%2Fstudio$/);

  await signIn(page.request, teacher);
  await page.goto('/');
  await expect(
    (await menu(page)).getByRole('link', { name: '사이트 관리' }),
    'the teacher has no settings link',
  ).toHaveCount(0);
  await page.goto('/settings');
  await expect(page.getByRole('heading', { level: 1, name: '권한이 없습니다' })).toBeVisible();
  await page.goto('/settings/studio');
  await expect(page.getByRole('heading', { level: 1, name: '권한이 없습니다' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: '전화번호' })).toHaveCount(0);
});

for (const width of [375, 1280] as const) {
  test(`the settings pages pass axe (${width}px)`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await serveBlankTiles(page);
    await signIn(page.request, OWNER);
    await page.goto('/settings');
    await expect(page.getByRole('link', { name: /^학원 정보/ })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.goto('/settings/studio');
    await expect(
      page.getByRole('region', { name: '학원 위치 고르기 지도' }).locator('.leaflet-marker-icon'),
    ).toBeVisible();
    await expect(page.getByRole('list', { name: '게시한 버전' })).toBeVisible();
    await expectNoAxeViolations(page);
  });
}

test('on a phone the back office has no visitors’ contact bar; the public pages keep it', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await signIn(page.request, OWNER);
  const bar = page.getByRole('complementary', { name: '상담 문의' });
  for (const path of ['/settings', '/managemember', '/managelesson', '/orders']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(bar).toBeHidden();
    // Nor is room kept for it under the footer.
    const padding = await page
      .getByRole('contentinfo')
      .evaluate((footer) => getComputedStyle(footer).paddingBottom);
    expect(padding).toBe('0px');
  }
  await page.goto('/');
  await expect(bar.getByRole('link', { name: /전화 상담/ })).toBeInViewport();
});
