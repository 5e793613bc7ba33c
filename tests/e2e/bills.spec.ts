/**
 * 청구서: the owner sets the transfer account (사이트 관리 → 결제); a teacher makes a bill for a
 * student at a phone's 375 px, the amount filled in from the student's fee, and copies its
 * link; a visitor opens the pay page and sees the bill and the account; the teacher marks it
 * paid and the list says 결제 완료. Axe on each screen, and a last look at 1280 px.
 */
import { request as playwrightRequest } from '@playwright/test';
import { expect, expectNoAxeViolations, expectNoAxeViolationsAt, OWNER, signIn, test } from './fixtures.ts';

const ACCOUNT = '국민은행 123456-01-234567 온음아카데미';

test('a teacher bills a student, the family sees how to pay, the teacher marks it paid', async ({
  teacherPage: page,
  teacher,
  baseURL,
  browser,
  context,
}) => {
  test.setTimeout(90_000);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.setViewportSize({ width: 375, height: 800 });

  const staff = await playwrightRequest.newContext({ baseURL });
  await signIn(staff, teacher);
  const student = `청구${Math.random().toString(36).slice(2, 6)}`;
  const made = await staff.post('/api/member/', {
    data: { name: student, phone: '010-3333-4444', fee: { pay: 280_000, lesson: 4 } },
  });
  expect(made.ok(), await made.text()).toBe(true);
  await staff.dispose();

  // The owner's account, set where the owner sets it.
  const ownerContext = await browser.newContext({ baseURL, viewport: { width: 375, height: 800 } });
  const ownerPage = await ownerContext.newPage();
  await signIn(ownerPage.request, OWNER);
  await ownerPage.goto('/settings/payments');
  await ownerPage.getByLabel('계좌이체 받을 계좌').fill(ACCOUNT);
  await ownerPage.getByRole('button', { name: '저장', exact: true }).click();
  await expect(ownerPage.getByText('결제 설정을 저장했습니다.')).toBeVisible();
  await expectNoAxeViolations(ownerPage);
  await ownerContext.close();

  await page.goto('/invoices');
  await expect(page.getByRole('heading', { name: '청구서', level: 1 })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: '청구서 만들기' }).click();
  const dialog = page.getByRole('dialog', { name: '청구서 만들기' });
  await dialog.getByRole('button', { name: '청구서 만들기' }).click();
  await expect(dialog.getByText('학생을 골라 주세요.')).toBeVisible();
  await dialog.getByLabel('학생').selectOption({ label: `${student} · 280,000원/4회` });
  await expect(dialog.getByLabel('금액 (원)')).toHaveValue('280000');
  await expect(dialog.getByLabel('더할 레슨 (회)')).toHaveValue('4');
  await dialog.getByLabel('무엇을 위한 청구인지').fill('12월 수강료');
  await expectNoAxeViolations(page);
  await page.screenshot({ path: '/tmp/bills/new-375.png' });
  await dialog.getByRole('button', { name: '청구서 만들기' }).click();

  const madeDialog = page.getByRole('dialog', { name: '청구서를 만들었습니다' });
  const link = madeDialog.getByLabel('결제 링크');
  await expect(link).toHaveValue(/\/pay\/[A-Za-z0-9_-]{43}$/);
  const url = await link.inputValue();
  await madeDialog.getByRole('button', { name: '복사' }).click();
  await expect(madeDialog.getByText('복사했습니다.', { exact: false })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);
  await expectNoAxeViolations(page);
  await page.screenshot({ path: '/tmp/bills/link-375.png' });
  await madeDialog.getByRole('button', { name: '닫기' }).click();

  // The family opens the link without signing in.
  const visitor = await browser.newContext({ baseURL, viewport: { width: 375, height: 800 } });
  const payPage = await visitor.newPage();
  const response = await payPage.goto(new URL(url).pathname);
  expect(response?.headers()['x-robots-tag']).toBe('noindex, nofollow');
  expect(response?.headers()['referrer-policy']).toBe('no-referrer');
  await expect(payPage.getByRole('heading', { name: `${student} 학생 청구서` })).toBeVisible();
  await expect(payPage.getByText('280,000원').first()).toBeVisible();
  await expect(payPage.getByText('12월 수강료 (레슨 4회)')).toBeVisible();
  await expect(payPage.getByText(ACCOUNT)).toBeVisible();
  await expect(payPage.getByText('학원에서 확인한 뒤 결제 완료로 바꿉니다', { exact: false })).toBeVisible();
  await expectNoAxeViolations(payPage);
  await payPage.screenshot({ path: '/tmp/bills/pay-375.png', fullPage: true });
  await payPage.goto('/pay/not-a-real-link');
  await expect(payPage.getByRole('heading', { name: '열 수 없는 결제 링크입니다' })).toBeVisible();

  // The teacher marks it paid.
  const item = page.getByRole('listitem', { name: student });
  await expect(item.getByText('결제 대기')).toBeVisible();
  await item.getByRole('button', { name: '결제 완료 처리' }).click();
  const paid = page.getByRole('dialog', { name: '결제 완료 처리' });
  await paid.getByRole('radio', { name: '계좌이체' }).check();
  await expectNoAxeViolations(page);
  await paid.getByRole('button', { name: '결제 완료로 바꾸기' }).click();
  await expect(page.getByText(`${student} 학생의 280,000원 청구서를 결제 완료로 바꿨습니다.`)).toBeVisible();
  await expect(item.getByText('결제 완료', { exact: true })).toBeVisible();
  await expect(item.getByRole('button', { name: '결제 완료 처리' })).toHaveCount(0);
  await page.screenshot({ path: '/tmp/bills/list-375.png', fullPage: true });

  await payPage.goto(new URL(url).pathname);
  await expect(payPage.getByText('결제가 완료된 청구서입니다.', { exact: false })).toBeVisible();
  await expect(payPage.getByText(ACCOUNT)).toHaveCount(0);
  await expectNoAxeViolationsAt(payPage, 1280);
  await payPage.screenshot({ path: '/tmp/bills/pay-paid-1280.png', fullPage: true });
  await visitor.close();

  await expectNoAxeViolationsAt(page, 1280);
  await page.screenshot({ path: '/tmp/bills/list-1280.png', fullPage: true });
});
