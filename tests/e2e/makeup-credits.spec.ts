/**
 * 보강권 on the student page: a teacher records a 사전취소 told three days ahead (more than the
 * studio's 48 hours) and sees the credit it earned, with the missed day, why and until when,
 * counted as usable. On a phone; axe there and at 768 and 1280 px.
 */
import { dayLabel } from '#shared/day-labels.ts';
import { addDays, seoulDate } from '#shared/time.ts';
import { expect, expectNoAxeViolations, test } from './fixtures.ts';

test.use({ teacherName: '보강선생' });

test('a 사전취소 told ahead earns a 보강권 shown with its expiry', async ({ teacherPage: page }) => {
  await page.setViewportSize({ width: 375, height: 900 });
  const name = `보강${Math.random().toString(36).slice(2, 6)}`;
  expect((await page.request.post('/api/member/', { data: { name } })).status()).toBe(201);
  const today = seoulDate(new Date());
  const day = addDays(today, 3);

  await page.goto(`/memberdetail/${encodeURIComponent(name)}`);
  const credits = page.getByRole('region', { name: '보강권' });
  await expect(credits).toContainText('아직 받은 보강권이 없습니다.');
  await expect(credits).toContainText('사용 가능 0장');

  await page.getByRole('button', { name: '레슨 기록', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: `${name}님 레슨 기록` });
  await dialog.getByRole('radio', { name: /사전취소/ }).check();
  await dialog.getByLabel('레슨 날짜').fill(day);
  await dialog.getByRole('button', { name: '기록하기' }).click();
  await expect(dialog).toBeHidden();

  // Valid from the missed day for the studio's 30 days.
  const item = credits.getByRole('listitem');
  await expect(item).toHaveCount(1);
  await expect(item).toContainText(`${dayLabel(day)} 수업`);
  await expect(item).toContainText('사전취소 (학생 사정)');
  await expect(item).toContainText(`${dayLabel(addDays(day, 30))}까지`);
  await expect(item).toContainText('사용 가능');
  await expect(credits).toContainText('사용 가능 1장');
  await expectNoAxeViolations(page);
  await page.screenshot({ path: '/tmp/credits/student-credits-375.png', fullPage: true });
  // The credit is the logic; the wider layouts are each one more look for axe.
  for (const width of [768, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await expect(credits).toContainText('사용 가능 1장');
    await expectNoAxeViolations(page);
    await page.screenshot({ path: `/tmp/credits/student-credits-${width}.png`, fullPage: true });
  }
});
