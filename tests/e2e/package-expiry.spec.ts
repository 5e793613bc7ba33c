/**
 * Paid lessons running out: the owner takes a payment valid for 3 days, so it is 곧 만료 at
 * once; /managemember's notice names the student and leads to the student page, where the
 * package is marked and the owner extends it by a week. The 수업 규칙 page explains the credit
 * and validity rules. At 375 px with axe on every page, and a last axe look at 1280 px.
 */
import { dayLabel } from '#shared/day-labels.ts';
import { seoulDate } from '#shared/time.ts';
import { expect, expectNoAxeViolations, expectNoAxeViolationsAt, OWNER, signIn, test } from './fixtures.ts';

test.use({ teacherName: '기한선생' });

test('a package about to expire is noticed and extended by the owner (375px)', async ({ page, teacher }) => {
  const width = 375;
  await page.setViewportSize({ width, height: 900 });
  await signIn(page.request, OWNER);
  const name = `기한${width}${Math.random().toString(36).slice(2, 6)}`;
  const member = `${encodeURIComponent(name)}?teacherId=${teacher.id}`;
  expect((await page.request.post(`/api/member/?teacherId=${teacher.id}`, { data: { name } })).status()).toBe(
    201,
  );
  const paid = await page.request.put(`/api/member/charge/${member}`, {
    data: { pay: 250_000, lesson: 4, method: '카드', validDays: 3 },
  });
  expect(paid.status()).toBe(200);
  const today = seoulDate(new Date());

  await page.goto('/managemember');
  const notice = page.getByRole('region', { name: /유효기간 확인/ });
  const line = notice.getByRole('link', { name: new RegExp(`^${name}: 남은 레슨 4회의 유효기간이`) });
  await expect(line).toBeVisible();
  await expect(notice).toContainText('곧 만료');
  await expectNoAxeViolations(page);
  await page.screenshot({ path: `/tmp/credits/managemember-notice-${width}.png`, fullPage: true });

  await line.click();
  await expect(page.getByRole('heading', { level: 1, name: `${name} 학생` })).toBeVisible();
  const packages = page.getByRole('region', { name: '결제 레슨' });
  const item = packages.getByRole('listitem');
  await expect(item).toHaveCount(1);
  await expect(item).toContainText(`결제일${dayLabel(today)}`);
  await expect(item).toContainText('곧 만료');
  await expect(item).toContainText('남은 레슨4회');
  // Not yet expired: extended, never lapsed.
  await expect(item.getByRole('button', { name: /소멸 처리/ })).toHaveCount(0);
  await expectNoAxeViolations(page);
  await page.screenshot({ path: `/tmp/credits/student-package-${width}.png`, fullPage: true });

  await item.getByRole('button', { name: `${dayLabel(today)} 결제 기간 연장` }).click();
  const dialog = page.getByRole('dialog', { name: '유효기간 연장' });
  const days = dialog.getByRole('spinbutton', { name: '연장할 날수' });
  await expect(days).toHaveValue('7');
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: '연장하기' }).click();
  await expect(page.getByRole('status').getByText(/유효기간을 .*까지로 늘렸습니다/)).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(item).not.toContainText('곧 만료');
  await expect(item).toContainText('일 남음');

  // The payment dialog starts its 유효기간 at the studio's default: none.
  await page.getByRole('button', { name: '결제', exact: true }).click();
  const payment = page.getByRole('dialog', { name: `${name}님 결제` });
  await expect(payment.getByRole('spinbutton', { name: '유효기간 (일, 선택)' })).toHaveValue('0');
  await expect(payment).toContainText('0일: 유효기간 없이 결제합니다.');
  await expectNoAxeViolations(page);
  await page.screenshot({ path: `/tmp/credits/payment-dialog-${width}.png` });
  await payment.getByRole('button', { name: '취소' }).click();
  await expect(payment).toBeHidden();

  await page.goto('/managemember');
  await expect(page.getByRole('heading', { level: 1, name: '학생 관리' })).toBeVisible();
  await expect(page.getByRole('link', { name: new RegExp(`^${name}:`) })).toHaveCount(0);
  await expectNoAxeViolationsAt(page, 1280);
});

test('수업 규칙 explains the credit and validity rules (375px)', async ({ page }) => {
  const width = 375;
  await page.setViewportSize({ width, height: 900 });
  await signIn(page.request, OWNER);
  await page.goto('/settings/lessons');
  await expect(page.getByRole('heading', { level: 1, name: '수업 규칙' })).toBeVisible();
  const notice = page.getByRole('spinbutton', { name: /사전취소 기준/ });
  await expect(notice).toHaveValue('48');
  await expect(page.getByRole('spinbutton', { name: '보강권 유효 기간' })).toHaveValue('30');
  await expect(page.getByRole('spinbutton', { name: /한 달 보강권 수/ })).toHaveValue('1');
  await expect(page.getByRole('spinbutton', { name: /결제 레슨 기본 유효 기간/ })).toHaveValue('0');
  await expect(page.getByRole('heading', { name: '보강권은 이렇게 생기고 쓰입니다' })).toBeVisible();
  await notice.fill('24');
  await expect(page.getByText(/24시간 \(1일\): 수업 시작 24시간 전까지/)).toBeVisible();
  // Out of range: refused beside its field, and nothing is published.
  const creditDays = page.getByRole('spinbutton', { name: '보강권 유효 기간' });
  await creditDays.fill('0');
  await page.getByRole('button', { name: '게시하기' }).click();
  await expect(creditDays).toHaveAttribute('aria-invalid', 'true');
  await expect(
    page.getByText('보강권 유효 기간은 1일에서 365일 사이의 정수로 입력해 주세요.').first(),
  ).toBeVisible();
  await expectNoAxeViolations(page);
  await page.screenshot({ path: `/tmp/credits/settings-lessons-${width}.png`, fullPage: true });
  await expectNoAxeViolationsAt(page, 1280);
});
