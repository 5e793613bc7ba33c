/**
 * 현금영수증 from both sides: a transfer of 150,000원 recorded for a student whose family gave no
 * number waits on the staff's home as a to-do; the family gives its number in the portal at
 * 375 px (a refusal said at the field first); staff issue it at 홈택스 and type its number; the
 * to-do is gone and the family's payments and copy of the receipt say 발급 완료 with it. What
 * each state is called and who may reach it are the API and component tests'.
 */
import { expect, expectNoAxeViolations, signIn, test } from './fixtures.ts';
import { familyLinkOf, shoot } from './helpers.ts';

test.use({ teacherName: '영수선생' });

test('a transfer’s 현금영수증 goes from the to-do to the family’s receipt', async ({
  teacherPage: page,
  teacher,
}) => {
  test.setTimeout(90_000);
  const name = `영수${Math.random().toString(36).slice(2, 6)}`;
  const created = await page.request.post('/api/member/', { data: { name } });
  expect(created.status()).toBe(201);
  const charge = await page.request.put(`/api/member/charge/${encodeURIComponent(name)}`, {
    data: { pay: 150000, lesson: 4, method: '계좌이체' },
  });
  expect(charge.ok()).toBe(true);
  const paymentId = (await charge.json()).payment.id as number;

  // The staff's home, at the desk: the receipt waits, due in five days.
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/office');
  const todo = page.getByRole('region', { name: /현금영수증 할 일/ });
  await expect(todo.getByRole('listitem').filter({ hasText: name })).toContainText('150,000원');
  await expectNoAxeViolations(page);
  await shoot(page, 'office-todo-1280');

  // The family, on a phone, through its link.
  const url = await familyLinkOf(page.request, name);
  await page.context().clearCookies();
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto(url);
  await expect(page).toHaveURL(/\/family$/);
  const payments = page.getByRole('region', { name: '결제' });
  await expect(payments).toContainText(/현금영수증: 발급 대기 \(\d+월 \d+일 \([월화수목금토일]\)까지\)/);
  const form = page.getByRole('form', { name: '현금영수증 번호' });
  const number = form.getByRole('textbox', { name: '휴대폰 번호' });
  await number.fill('010-12');
  await form.getByRole('button', { name: '번호 저장' }).click();
  await expect(form.getByText(/휴대폰 번호\(01012345678\)나 사업자등록번호/)).toBeVisible();
  await expect(number).toHaveAttribute('aria-invalid', 'true');
  await number.fill('010-1234-5678');
  await form.getByRole('button', { name: '번호 저장' }).click();
  await expect(form).toContainText('소득공제 · 010****5678');
  await expectNoAxeViolations(page);
  await shoot(page, 'family-number-375');

  // Staff issue it at 홈택스 (the studio has no live keys) and type its number.
  await signIn(page.request, teacher);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/office');
  const item = todo.getByRole('listitem').filter({ hasText: name });
  await item.getByLabel('승인번호').fill('135792468');
  await item.getByRole('button', { name: '발급 완료' }).click();
  await expect(
    page.getByRole('status').getByText(`${name} 학생의 현금영수증을 발급 완료로 바꿨습니다.`),
  ).toBeVisible();
  await expect(todo.getByRole('listitem').filter({ hasText: name })).toHaveCount(0);

  // The family's payments and its copy of the receipt say so.
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/family');
  await expect(payments).toContainText('현금영수증: 발급 완료 · 승인번호 135792468');
  await page.goto(`/family/receipt/${paymentId}`);
  await expect(
    page.getByRole('definition').filter({ hasText: '발급 완료 · 승인번호 135792468' }),
  ).toBeVisible();
  await expectNoAxeViolations(page);
  await shoot(page, 'family-receipt-375');
});
