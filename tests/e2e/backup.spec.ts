/**
 * The owner's 백업·내보내기 (/backup): a backup and an export downloaded as gzip files under
 * their dated names, the status that follows, the warning on the home page when the last backup
 * is more than 2 days old, and axe on each, at 1280 and 375 px (and a look at 768).
 */
import fs from 'node:fs';
import { expect, expectNoAxeViolations, OWNER, signIn, test } from './fixtures.ts';

const SHOTS = process.env.BACKUP_SCREENSHOTS ?? '/tmp/backup';

async function downloaded(page: import('@playwright/test').Page, button: string) {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: button }).click(),
  ]);
  const file = await download.path();
  const head = fs.readFileSync(file).subarray(0, 2);
  return {
    name: download.suggestedFilename(),
    gzip: head[0] === 0x1f && head[1] === 0x8b,
    size: fs.statSync(file).size,
  };
}

for (const width of [1280, 375] as const) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: width === 375 ? 740 : 900 } });

    test('the owner downloads a backup and an export of everything', async ({ page }) => {
      await signIn(page.request, OWNER);
      await page.goto('/settings');
      await page.getByRole('link', { name: /백업·내보내기/ }).click();
      await expect(page).toHaveURL(/\/backup$/);
      await expect(page.getByRole('heading', { level: 1, name: '백업·내보내기' })).toBeVisible();
      await expect(page.getByText(/매일 밤 03:30\(한국 시간\)/)).toBeVisible();
      await expectNoAxeViolations(page);

      const backup = await downloaded(page, '백업 내려받기');
      expect(backup.name).toMatch(/^studio-backup-\d{4}-\d{2}-\d{2}_\d{6}\.tar\.gz$/);
      expect(backup.gzip).toBe(true);
      expect(backup.size).toBeGreaterThan(1000);
      await expect(
        page.getByRole('status').getByText(/백업 파일\(studio-backup-.*\)을 내려받았습니다/),
      ).toBeVisible();
      await expect(page.getByText(/마지막 백업: .*\(내려받기\)/)).toBeVisible();

      const exported = await downloaded(page, '전체 데이터 내보내기');
      expect(exported.name).toMatch(/^studio-export-\d{4}-\d{2}-\d{2}_\d{6}\.tar\.gz$/);
      expect(exported.gzip).toBe(true);
      await expectNoAxeViolations(page);
      await page.screenshot({ path: `${SHOTS}/backup-page-${width}.png`, fullPage: true });
    });

    test('the home page warns the owner when the last backup is more than 2 days old', async ({ page }) => {
      await signIn(page.request, OWNER);
      await page.route('**/api/backup/status', (route) =>
        route.fulfill({
          json: {
            supported: true,
            lastBackupAt: '2026-11-20T18:30:00.000Z',
            lastSource: 'nightly',
            stale: true,
            nightly: { enabled: true, time: '03:30', nextRunAt: null, keepDaily: 14, keepMonthly: 12 },
            database: 'sqlite',
            offsite: {
              configured: false,
              state: 'idle',
              archive: null,
              attempts: 0,
              nextAttemptAt: null,
              lastError: null,
              lastUploadedArchive: null,
              lastUploadedAt: null,
              lastUploadedCreatedAt: null,
            },
            lastDrill: null,
          },
        }),
      );
      await page.goto('/');
      const notice = page.getByRole('complementary', { name: '백업한 지 2일이 넘었습니다' });
      await expect(notice).toBeVisible();
      await expect(notice).toContainText('마지막 백업: 2026년 11월 21일 (토)');
      await expectNoAxeViolations(page);
      await page.screenshot({ path: `${SHOTS}/home-warning-${width}.png` });
      await notice.getByRole('link', { name: '백업하러 가기' }).click();
      await expect(page).toHaveURL(/\/backup$/);
      await expect(page.getByRole('alert').filter({ hasText: '2일이 넘었습니다' })).toBeVisible();
    });
  });
}

test('no warning for a fresh studio, and none for a visitor', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText('백업하러 가기')).toHaveCount(0);
  await signIn(page.request, OWNER);
  // Listened for before the page asks, which it may do before goto returns.
  const status = page.waitForResponse('**/api/backup/status');
  await page.goto('/');
  await status;
  await expect(page.getByText('백업하러 가기')).toHaveCount(0);
});

test('a look at 768 px', async ({ page }) => {
  await page.setViewportSize({ width: 768, height: 1000 });
  await signIn(page.request, OWNER);
  await page.goto('/backup');
  await expect(page.getByRole('button', { name: '백업 내려받기' })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/backup-page-768.png`, fullPage: true });
  await page.route('**/api/backup/status', (route) =>
    route.fulfill({
      json: {
        supported: true,
        lastBackupAt: null,
        lastSource: null,
        stale: true,
        nightly: { enabled: true, time: '03:30', nextRunAt: null, keepDaily: 14, keepMonthly: 12 },
      },
    }),
  );
  await page.goto('/');
  await expect(page.getByRole('complementary', { name: '아직 백업이 없습니다' })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/home-warning-768.png` });
});
