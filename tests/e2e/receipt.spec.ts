/**
 * A payment's receipt names the studio as published on the settings page, its representative
 * (대표자) with it — the settings page promises "영수증에 대표자로 나옵니다." On a phone, where
 * a family opens it, on screen (axe) and as printed; every route's layout at each width is
 * public-pages.spec.ts's.
 */
import { expect, expectNoAxeViolations, test } from './fixtures.ts';

test.use({ teacherName: '영수선생' });

test('the receipt names the studio’s representative, on a phone and as printed', async ({
  teacherPage: page,
}) => {
  await page.setViewportSize({ width: 375, height: 900 });
  const name = `영수${Math.random().toString(36).slice(2, 6)}`;
  expect((await page.request.post('/api/member/', { data: { name } })).status()).toBe(201);
  const paid = await page.request.put(`/api/member/charge/${encodeURIComponent(name)}`, {
    data: { pay: 120_000, lesson: 4, method: '계좌이체' },
  });
  expect(paid.status()).toBe(200);
  const { payment } = await paid.json();
  const { studio } = await (await page.request.get('/api/site/studio')).json();
  expect(studio.owner).not.toBe('');

  await page.goto(`/receipt/${payment.id}`);
  await expect(page.getByRole('heading', { name: '교습비 영수증' })).toBeVisible();
  const footer = page.getByRole('article');
  await expect(footer.getByText(studio.name, { exact: true })).toBeVisible();
  await expect(footer.getByText(`대표자 ${studio.owner}`, { exact: true })).toBeVisible();
  await expect(footer.getByText(`사업자등록번호 ${studio.businessNumber}`, { exact: true })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.screenshot({ path: test.info().outputPath('receipt.png'), fullPage: true });

  await page.emulateMedia({ media: 'print' });
  await expect(page.getByText(`대표자 ${studio.owner}`, { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: '인쇄' })).toBeHidden();
  await page.screenshot({ path: test.info().outputPath('receipt-print.png'), fullPage: true });
});
