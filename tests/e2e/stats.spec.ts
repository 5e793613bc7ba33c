/**
 * /managelesson (레슨 관리) as the owner and a teacher meet it: switch months, read the chart's
 * table alternative, download the month as CSV, print the 출석부 on A4 landscape; axe on the
 * page at 375 and 1280 px.
 */
import { type APIRequestContext, type Page, request as playwrightRequest } from '@playwright/test';
import { addMonths, monthKey, seoulMonthOf } from '../../src/shared/month.ts';
import { expect, expectNoAxeViolations, test } from './fixtures.ts';

const OWNER = { id: 'owner', pw: 'e2e-owner-password-7' };
const TEACHER = { id: `stats_teacher_${Math.random().toString(36).slice(2, 7)}`, pw: 'stats-teacher-pass-3' };

async function logIn(context: APIRequestContext, account: { id: string; pw: string }) {
  const response = await context.post('/api/user/login', { data: account });
  expect(response.status()).toBe(200);
}

test.beforeAll(async ({ baseURL }) => {
  const api = await playwrightRequest.newContext({ baseURL });
  const joined = await api.post('/api/user/join', {
    data: { name: '한선생', phone: '010-3456-7890', id: TEACHER.id, pw: TEACHER.pw, pwCon: TEACHER.pw },
  });
  expect(joined.status()).toBe(200);
  await logIn(api, OWNER);
  expect((await api.post(`/api/accounts/${TEACHER.id}/approve`)).status()).toBe(200);
  await api.dispose();
});

const thisMonth = seoulMonthOf(new Date());
const label = (offset: number) => {
  const { year, month } = addMonths(thisMonth, offset);
  return { key: monthKey({ year, month }), text: `${year}년 ${month}월` };
};

async function expectNoSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    page.viewportSize()!.width,
  );
}

for (const width of [375, 1280]) {
  test.describe(`at ${width}px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('the owner switches months and reads the chart as a table', async ({ page }) => {
      await logIn(page.request, OWNER);
      await page.goto('/managelesson');
      await expect(page.getByRole('heading', { name: '레슨 관리', level: 1 })).toBeVisible();
      await expect(page.getByRole('status').filter({ hasText: '매출' })).toHaveText(
        `${label(0).text} 매출 0원`,
      );
      await expect(page.getByRole('combobox', { name: '월', exact: true })).toHaveValue(
        String(thisMonth.month),
      );
      await expect(page.getByRole('combobox', { name: '선생님' })).toHaveValue('');

      const table = page.getByRole('table', { name: '최근 12개월 매출' });
      const rows = table.getByRole('row');
      await expect(rows).toHaveCount(13);
      await expect(rows.nth(12)).toHaveText(`${label(0).text}0원`);
      await expect(rows.nth(1)).toHaveText(`${label(-11).text}0원`);
      // The drawing itself: 12 bars, hidden from screen readers (the table says it all).
      await expect(page.getByTestId('sales-chart').locator('.ct-bar')).toHaveCount(12);
      await expect(page.getByTestId('sales-chart')).toHaveAttribute('aria-hidden', 'true');
      await expectNoAxeViolations(page);
      await expectNoSidewaysScroll(page);

      await page.getByRole('button', { name: '이전 달' }).click();
      await expect(page).toHaveURL(new RegExp(`month=${label(-1).key}$`));
      await expect(page.getByRole('status').filter({ hasText: '매출' })).toHaveText(
        `${label(-1).text} 매출 0원`,
      );
      await expect(rows.nth(12)).toHaveText(`${label(-1).text}0원`);

      await page.getByRole('combobox', { name: '연도' }).selectOption(String(thisMonth.year - 1));
      await page.getByRole('combobox', { name: '월', exact: true }).selectOption('3');
      await expect(page).toHaveURL(new RegExp(`month=${thisMonth.year - 1}-03$`));
      await expect(rows.nth(12)).toHaveText(`${thisMonth.year - 1}년 3월0원`);
      await page.getByRole('button', { name: '이번 달' }).click();
      await expect(page).toHaveURL(new RegExp(`month=${label(0).key}$`));

      await page.getByRole('combobox', { name: '선생님' }).selectOption({ label: '한선생 선생님' });
      await expect(page).toHaveURL(new RegExp(`teacher=${TEACHER.id}`));
      await expect(page.getByRole('table', { name: /출석부 — 한선생 선생님/ })).toBeVisible();
      await expectNoAxeViolations(page);
    });

    test('the owner downloads the month as CSV files that open in Excel', async ({ page }) => {
      await logIn(page.request, OWNER);
      await page.goto(`/managelesson?month=${label(0).key}`);
      for (const [name, header] of [
        ['결제 CSV', '날짜,학생,구분,금액,레슨 수,결제 방법,현금영수증 번호,선생님'],
        ['레슨 CSV', '날짜,학생,상태,선생님'],
        ['출석부 CSV', '학생,선생님,1일'],
      ] as const) {
        const [download] = await Promise.all([
          page.waitForEvent('download'),
          page.getByRole('link', { name }).click(),
        ]);
        expect(download.suggestedFilename()).toMatch(/-\d{4}-\d{2}\.csv$/);
        const bytes = await (await download.createReadStream()).toArray();
        const body = Buffer.concat(bytes);
        expect([...body.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
        expect(body.toString('utf8').slice(1)).toContain(header);
      }
    });

    test('a teacher sees only their own month and prints the 출석부 on A4 landscape', async ({ page }) => {
      await page.addInitScript(() => {
        window.print = () => {
          (window as unknown as { printed: number }).printed =
            ((window as unknown as { printed?: number }).printed ?? 0) + 1;
        };
      });
      await logIn(page.request, TEACHER);
      await page.goto('/managelesson');
      await expect(page.getByRole('heading', { name: '레슨 관리', level: 1 })).toBeVisible();
      await expect(page.getByRole('combobox', { name: '선생님' })).toHaveCount(0);
      await expect(page.getByRole('heading', { name: '선생님별' })).toHaveCount(0);
      await expect(page.getByText('이 달의 출석부에 올릴 학생이 없습니다.')).toBeVisible();
      await expectNoAxeViolations(page);
      await expectNoSidewaysScroll(page);

      await page.getByRole('button', { name: '출석부 인쇄' }).click();
      await expect
        .poll(() => page.evaluate(() => (window as unknown as { printed?: number }).printed))
        .toBe(1);
      const layer = page.getByTestId('attendance-print');
      await page.emulateMedia({ media: 'print' });
      await expect(layer).toBeVisible();
      await expect(layer.getByRole('table', { name: `${label(0).text} 출석부` })).toBeVisible();
      await expect(page.getByRole('banner')).toBeHidden();
      await expect(page.getByRole('heading', { name: '레슨 관리' })).toBeHidden();
      const pdf = (await page.pdf({ preferCSSPageSize: true })).toString('latin1');
      // A4 landscape: 842 × 595 points.
      expect(pdf).toMatch(/\/MediaBox \[0 0 841\.\d+ 59[45]\.\d+\]/);

      await page.emulateMedia({ media: 'screen' });
      await page.evaluate(() => window.dispatchEvent(new Event('afterprint')));
      await expect(layer).toHaveCount(0);
    });
  });
}

test('a visitor is sent to log in, and the chart library stays off other pages', async ({ page }) => {
  await page.goto('/managelesson');
  await expect(page).toHaveURL(/\/login/);
  const scripts: string[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response.url());
  });
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  const bodies = await Promise.all(scripts.map(async (url) => (await page.request.get(url)).text()));
  expect(bodies.some((body) => body.includes('ct-chart-bar'))).toBe(false);
});
