/**
 * /managelesson (레슨 관리) as the owner and a teacher meet it: switch months, read the chart's
 * table alternative, download the month as CSV, print the 출석부 on A4 landscape; axe on the
 * page at 375 and 1280 px. The month's records are made through the students API, as the
 * student management page makes them; each worker has a teacher of its own, so the figures
 * of that teacher are exact whatever other journeys do on the same server.
 */
import { type APIResponse, type Page, request as playwrightRequest } from '@playwright/test';
import { addMonths, monthKey, seoulMonthOf } from '../../src/shared/month.ts';
import { seoulDate } from '../../src/shared/time.ts';
import { expect, expectNoAxeViolations, expectNoAxeViolationsAt, OWNER, signIn, test } from './fixtures.ts';
import { homePageScripts } from './helpers.ts';

test.use({ teacherName: '한선생' });

/** The teacher's month, made through the students API before the journeys read it. */
test.beforeAll(async ({ baseURL, teacher }) => {
  const api = await playwrightRequest.newContext({ baseURL });
  await signIn(api, teacher);
  const ok = async (response: Promise<APIResponse>) => expect((await response).ok()).toBe(true);
  for (const name of ['김민지', '이서준']) {
    await ok(api.post('/api/member/', { data: { name, phone: '010-1111-2222' } }));
  }
  await ok(
    api.put(`/api/member/charge/${encodeURIComponent('김민지')}`, {
      data: { pay: 250_000, lesson: 4, method: '카드' },
    }),
  );
  await ok(
    api.put(`/api/member/charge/${encodeURIComponent('이서준')}`, {
      data: { pay: 500_000, lesson: 8, method: '현금' },
    }),
  );
  await ok(api.put(`/api/member/${encodeURIComponent('김민지')}`, { data: { status: '출석' } }));
  await ok(api.put(`/api/member/${encodeURIComponent('이서준')}`, { data: { status: '지각' } }));
  await ok(api.put(`/api/member/${encodeURIComponent('이서준')}`, { data: { status: '사전취소' } }));
  await api.dispose();
});

const thisMonth = seoulMonthOf(new Date());
const todayKey = () => seoulDate(new Date());
const label = (offset: number) => {
  const { year, month } = addMonths(thisMonth, offset);
  return { key: monthKey({ year, month }), text: `${year}년 ${month}월` };
};

async function expectNoSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    page.viewportSize()!.width,
  );
}

const today = Number(seoulDate(new Date()).slice(8, 10));

// Walked once, at a phone's width (decision 064); the desktop's layout gets an axe look at the end.
const width = 375;
test.describe(`at ${width}px`, () => {
  test.use({ viewport: { width, height: 900 } });

  test("a teacher reads their month: sales, both tables, the chart's table, other months", async ({
    teacherPage: page,
  }) => {
    await page.goto('/managelesson');
    await expect(page.getByRole('heading', { name: '레슨 관리', level: 1 })).toBeVisible();
    const status = page.getByRole('status').filter({ hasText: '매출' });
    await expect(status).toHaveText(`${label(0).text} 매출 750,000원`);
    await expect(page.getByRole('combobox', { name: '월', exact: true })).toHaveValue(
      String(thisMonth.month),
    );
    // A teacher sees no one else: no filter, no breakdown.
    await expect(page.getByRole('combobox', { name: '선생님' })).toHaveCount(0);
    await expect(page.getByRole('heading', { name: '선생님별' })).toHaveCount(0);

    const lessons = page.getByRole('table', { name: '레슨 기록' });
    await expect(lessons.getByRole('row')).toHaveCount(4);
    await lessons.getByRole('button', { name: '학생' }).click();
    await expect(lessons.getByRole('columnheader', { name: /학생/ })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    await expect(lessons.getByRole('row').nth(1)).toContainText('김민지');
    await lessons.getByRole('button', { name: '학생' }).click();
    await expect(lessons.getByRole('row').nth(1)).toContainText('이서준');
    const payments = page.getByRole('table', { name: '결제 기록' });
    await expect(payments.getByRole('row')).toHaveCount(4);
    await expect(payments.getByRole('row').last()).toHaveText(/합계\s*750,000원/);

    const chart = page.getByRole('table', { name: '최근 12개월 매출' });
    const bars = chart.getByRole('row');
    await expect(bars).toHaveCount(13);
    await expect(bars.nth(12)).toHaveText(`${label(0).text}750,000원`);
    await expect(bars.nth(1)).toHaveText(`${label(-11).text}0원`);
    // The drawing itself: 12 bars, hidden from screen readers (the table says it all).
    await expect(page.getByTestId('sales-chart').locator('.ct-bar')).toHaveCount(12);
    await expect(page.getByTestId('sales-chart')).toHaveAttribute('aria-hidden', 'true');

    const register = page.getByRole('table', { name: `${label(0).text} 출석부` });
    const seojun = register.getByRole('row', { name: /이서준/ });
    await expect(seojun.getByRole('cell').nth(today - 1)).toHaveText('△보지각, 사전취소');
    await expectNoAxeViolations(page);
    await expectNoSidewaysScroll(page);

    await page.getByRole('button', { name: '이전 달' }).click();
    await expect(page).toHaveURL(new RegExp(`month=${label(-1).key}$`));
    await expect(status).toHaveText(`${label(-1).text} 매출 0원`);
    await expect(bars.nth(12)).toHaveText(`${label(-1).text}0원`);
    await expect(bars.nth(11)).toHaveText(`${label(-2).text}0원`);
    await expect(page.getByText('이 달에 기록된 레슨이 없습니다.')).toBeVisible();

    await page.getByRole('combobox', { name: '연도' }).selectOption(String(thisMonth.year - 1));
    await page.getByRole('combobox', { name: '월', exact: true }).selectOption('3');
    await expect(page).toHaveURL(new RegExp(`month=${thisMonth.year - 1}-03$`));
    await expect(bars.nth(12)).toHaveText(`${thisMonth.year - 1}년 3월0원`);
    await page.getByRole('button', { name: '이번 달' }).click();
    await expect(status).toHaveText(`${label(0).text} 매출 750,000원`);
    await expectNoAxeViolationsAt(page, 1280);
  });

  test('the owner sees the studio, filters by teacher, and downloads CSV files for Excel', async ({
    page,
    teacher,
  }) => {
    await signIn(page.request, OWNER);
    await page.goto('/managelesson');
    await expect(page.getByRole('combobox', { name: '선생님' })).toHaveValue('');
    const breakdown = page.getByRole('table', { name: '선생님별 현황' });
    await expect(
      breakdown
        .getByRole('row', { name: /한선생/ })
        .filter({ hasText: '750,000원' })
        .first(),
    ).toBeVisible();
    await expectNoAxeViolations(page);
    await expectNoSidewaysScroll(page);

    await page.getByRole('combobox', { name: '선생님' }).selectOption(teacher.id);
    await expect(page).toHaveURL(new RegExp(`teacher=${teacher.id}`));
    await expect(page.getByRole('status').filter({ hasText: '매출' })).toHaveText(
      `${label(0).text} 매출 750,000원`,
    );
    await expect(page.getByRole('table', { name: `${label(0).text} 출석부 — 한선생 선생님` })).toBeVisible();
    await expect(breakdown).toHaveCount(0);

    for (const [name, lines] of [
      [
        '결제 CSV',
        [
          '날짜,학생,구분,금액,레슨 수,미수 충당,결제 방법,현금영수증 번호,선생님',
          `${todayKey()},김민지,결제,250000,4,0,카드,,한선생`,
          `${todayKey()},이서준,결제,500000,8,0,현금,,한선생`,
        ],
      ],
      [
        '레슨 CSV',
        [
          '날짜,학생,상태,미수,선생님',
          `${todayKey()},김민지,출석,,한선생`,
          `${todayKey()},이서준,지각,,한선생`,
        ],
      ],
    ] as const) {
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('link', { name }).click(),
      ]);
      expect(download.suggestedFilename()).toMatch(new RegExp(`-${label(0).key}\\.csv$`));
      const body = Buffer.concat(await (await download.createReadStream()).toArray());
      expect([...body.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      const text = body.toString('utf8').slice(1).split('\r\n');
      for (const line of lines) expect(text).toContain(line);
    }
    const [register] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: '출석부 CSV' }).click(),
    ]);
    const registerText = Buffer.concat(await (await register.createReadStream()).toArray()).toString('utf8');
    expect(registerText.startsWith('\uFEFF학생,선생님,1일,2일')).toBe(true);
  });

  test('a teacher prints the 출석부 on A4 landscape, and only the 출석부', async ({ teacherPage: page }) => {
    await page.addInitScript(() => {
      const counter = window as unknown as { printed?: number };
      window.print = () => {
        counter.printed = (counter.printed ?? 0) + 1;
      };
    });
    await page.goto('/managelesson');
    await page.getByRole('button', { name: '출석부 인쇄' }).click();
    await expect.poll(() => page.evaluate(() => (window as unknown as { printed?: number }).printed)).toBe(1);
    const layer = page.getByTestId('attendance-print');
    await page.emulateMedia({ media: 'print' });
    await expect(layer).toBeVisible();
    await expect(layer.getByRole('table', { name: `${label(0).text} 출석부` }).getByRole('row')).toHaveCount(
      3,
    );
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

test('a visitor is sent to log in, and the chart library stays off other pages', async ({ page }) => {
  await page.goto('/managelesson');
  await expect(page).toHaveURL(/\/login/);
  const bodies = await homePageScripts(page);
  expect(bodies.some((body) => body.includes('ct-chart-bar'))).toBe(false);
});
