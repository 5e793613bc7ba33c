/**
 * Printing /managelesson (Ctrl+P) prints the month's statistics: the figures, the chart and the
 * lessons and payments tables, without the site's menu, footer and contact bar or the page's
 * controls. The 출석부 keeps its own print button (A4 landscape, tests/e2e/stats.spec.ts).
 */
import { type APIResponse, request as playwrightRequest } from '@playwright/test';
import { expect, expectNoAxeViolations, OWNER, signIn, test } from './fixtures.ts';

test.use({ teacherName: '인쇄선생' });

test.beforeAll(async ({ baseURL, teacher }) => {
  const api = await playwrightRequest.newContext({ baseURL });
  await signIn(api, teacher);
  // A worker that comes back to this file after another's tests runs this again with the
  // same teacher: the month is seeded once.
  const students = (await (await api.get('/api/member')).json()) as { name: string }[];
  if (students.some((student) => student.name === '오하늘')) return void (await api.dispose());
  const ok = async (response: Promise<APIResponse>) => expect((await response).ok()).toBe(true);
  const member = (name: string) => encodeURIComponent(name);
  for (const name of ['오하늘', '진바다']) {
    await ok(api.post('/api/member/', { data: { name, phone: '010-1111-2222' } }));
  }
  await ok(
    api.put(`/api/member/charge/${member('오하늘')}`, { data: { pay: 250_000, lesson: 4, method: '카드' } }),
  );
  await ok(
    api.put(`/api/member/charge/${member('진바다')}`, { data: { pay: 320_000, lesson: 4, method: '현금' } }),
  );
  await ok(api.put(`/api/member/${member('오하늘')}`, { data: { status: '출석' } }));
  await ok(api.put(`/api/member/${member('진바다')}`, { data: { status: '지각' } }));
  await api.dispose();
});

/** A PDF with no font drew no text: what the blank print looked like. */
const drawsText = (pdf: Buffer) => /\/Font\s*<</.test(pdf.toString('latin1'));

for (const [who, width] of [
  ['teacher', 375],
  ['teacher', 1280],
  ['owner', 1280],
] as const) {
  test(`the ${who}'s month prints its figures and tables, not the menu (${width}px)`, async ({
    page,
    teacher,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await signIn(page.request, who === 'owner' ? OWNER : teacher);
    await page.goto('/managelesson');
    const lessons = page.getByRole('table', { name: '레슨 기록' });
    const payments = page.getByRole('table', { name: '결제 기록' });
    // Each worker has a teacher of its own with these students: the owner sees them all.
    await expect(lessons.getByRole('row').filter({ hasText: '오하늘' }).first()).toBeVisible();
    await expect(payments.getByRole('row').filter({ hasText: '진바다' }).first()).toBeVisible();
    await expect(page.getByTestId('sales-chart').locator('svg')).toBeVisible();
    await expectNoAxeViolations(page);

    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('heading', { name: '레슨 관리', level: 1 })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: '매출' })).toBeVisible();
    await expect(lessons).toBeVisible();
    await expect(payments).toBeVisible();
    await expect(page.getByTestId('sales-chart').locator('svg')).toBeVisible();
    // A long month prints whole: no list is cut at its screen height.
    for (const table of [lessons, payments]) {
      const box = await table.evaluate((element) => {
        const scroller = element.parentElement!;
        return { shown: scroller.clientHeight, whole: scroller.scrollHeight };
      });
      expect(box.shown).toBe(box.whole);
    }
    if (who === 'owner') await expect(page.getByRole('heading', { name: '선생님별' })).toBeVisible();

    // The site around the page and the page's own controls stay on screen.
    await expect(page.getByRole('banner').first()).toBeHidden();
    await expect(page.getByRole('contentinfo')).toBeHidden();
    await expect(page.getByRole('complementary', { name: '상담 문의' })).toBeHidden();
    await expect(page.getByRole('combobox', { name: '월', exact: true })).toBeHidden();
    const csvLinks = page.getByRole('link', { name: /CSV/, includeHidden: true });
    await expect(csvLinks).toHaveCount(3);
    for (const link of await csvLinks.all()) await expect(link).toBeHidden();
    await expect(page.getByRole('button', { name: '출석부 인쇄' })).toBeHidden();

    await page.screenshot({
      path: test.info().outputPath(`stats-print-${who}-${width}.png`),
      fullPage: true,
    });
    const pdf = await page.pdf({
      format: 'A4',
      path: test.info().outputPath(`stats-print-${who}-${width}.pdf`),
    });
    expect(drawsText(pdf), 'the printed page has text on it').toBe(true);
    // The page as wide as A4 paper inside its margins, to look at.
    await page.setViewportSize({ width: 718, height: 1000 });
    await page.screenshot({
      path: test.info().outputPath(`stats-paper-${who}-${width}.png`),
      fullPage: true,
    });
    await page.emulateMedia({ media: 'screen' });
    await expect(page.getByRole('combobox', { name: '월', exact: true })).toBeVisible();
  });
}
