/**
 * A family pays a bill in Toss's payment window (a stand-in of it here, served by the journeys'
 * server beside Toss's API): from the bill's link on a phone, 결제하기 → the window → the success
 * page, which confirms once (a reload shows the same) → the portal shows the bill 결제 완료 with
 * its lessons and the receipt. At 1280 px a card the card company refuses lands on the fail page
 * with 다시 결제하기. Axe on the pay, success and fail pages; the owner's 결제 settings show the
 * test keys in use.
 */
import { request as playwrightRequest } from '@playwright/test';
import { expect, expectNoAxeViolations, OWNER, signIn, test } from './fixtures.ts';

/** Two weeks from today, in Seoul: a due date the server takes. */
function dueInTwoWeeks(): string {
  return new Date(Date.now() + 14 * 86_400_000 + 9 * 3_600_000).toISOString().slice(0, 10);
}

/** The owner, signed in through the API, bills a new student; the caller disposes of `staff`. */
async function billedStudent(baseURL: string | undefined, note: string) {
  const staff = await playwrightRequest.newContext({ baseURL });
  await signIn(staff, OWNER);
  const name = `토스${Math.random().toString(36).slice(2, 6)}`;
  const made = await staff.post('/api/member/', {
    data: { name, phone: '010-3333-4444', fee: { pay: 250_000, lesson: 4 } },
  });
  expect(made.ok(), await made.text()).toBe(true);
  const { id } = (await made.json()).student;
  const bill = await staff.post('/api/invoices', {
    data: { studentId: id, amount: 250_000, lessons: 4, dueDate: dueInTwoWeeks(), note },
  });
  expect(bill.status(), await bill.text()).toBe(201);
  return { staff, name, url: new URL((await bill.json()).url).pathname };
}

test('on a phone a family pays a bill in the payment window and sees it paid in the portal', async ({
  page,
  baseURL,
  browser,
}) => {
  test.setTimeout(90_000);
  const { staff, name, url } = await billedStudent(baseURL, '12월 수강료');

  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto(url);
  await expect(page.getByRole('heading', { name: `${name} 학생 청구서` })).toBeVisible();
  const methods = page.getByRole('group', { name: '결제 수단' });
  await expect(methods.getByRole('radio', { name: /카드 · 간편결제/ })).toBeChecked();
  await expect(methods.getByRole('radio')).toHaveCount(3);
  await expectNoAxeViolations(page);
  await page.screenshot({ path: '/tmp/paywin/pay-375.png', fullPage: true });

  await page.getByRole('button', { name: '250,000원 결제하기' }).click();
  await expect(page.getByRole('heading', { name: '결제창 (테스트)' })).toBeVisible();
  await expect(page.getByText('250000원')).toBeVisible();
  await page.getByRole('button', { name: '결제 승인' }).click();

  await expect(page).toHaveURL(/\/pay\/[A-Za-z0-9_-]+\/success\?/);
  const done = page.getByRole('region', { name: '결제 완료' });
  await expect(done).toContainText('250,000원 결제가 완료되었습니다.');
  await expect(done).toContainText('카드');
  await expect(done.getByRole('link', { name: '영수증 보기 (토스페이먼츠)' })).toHaveAttribute(
    'href',
    /\/receipt\/tgen_/,
  );
  await expectNoAxeViolations(page);
  await page.screenshot({ path: '/tmp/paywin/success-375.png', fullPage: true });
  // A reload confirms again: the server answers as before, and the ledger holds one payment.
  await page.reload();
  await expect(page.getByRole('region', { name: '결제 완료' })).toContainText('250,000원');
  await page.goto(url);
  await expect(page.getByText('결제가 완료된 청구서입니다.', { exact: false })).toBeVisible();

  // The family's portal: the bill paid, the lessons added, the receipt there.
  const link = await staff.post('/api/family/links', { data: { studentName: name } });
  expect(link.ok(), await link.text()).toBe(true);
  const family = await browser.newContext({ baseURL, viewport: { width: 375, height: 800 } });
  const portal = await family.newPage();
  await portal.goto((await link.json()).url);
  await expect(portal).toHaveURL(/\/family$/);
  await expect(portal.getByRole('region', { name: '청구서' })).toContainText('12월 수강료 · 250,000원');
  await expect(portal.getByRole('region', { name: '청구서' })).toContainText('결제 완료');
  await expect(portal.getByText('남은 레슨').locator('..')).toContainText('4회');
  await portal.getByRole('region', { name: '결제' }).getByRole('link', { name: '영수증' }).click();
  await expect(portal.getByRole('heading', { name: '교습비 영수증' })).toBeVisible();
  await expect(portal.getByRole('main')).toContainText('250,000원');
  await family.close();
  await staff.dispose();
});

test('at 1280px a refused card lands on the fail page, with 다시 결제하기; the owner sees the test keys', async ({
  page,
  baseURL,
  browser,
}) => {
  test.setTimeout(90_000);
  const { staff, name, url } = await billedStudent(baseURL, '1월 수강료');

  await page.goto(url);
  await expect(page.getByRole('heading', { name: `${name} 학생 청구서` })).toBeVisible();
  await page.screenshot({ path: '/tmp/paywin/pay-1280.png', fullPage: true });
  await page.getByRole('button', { name: '250,000원 결제하기' }).click();
  await page.getByRole('button', { name: '카드사 거절' }).click();
  await expect(page).toHaveURL(/\/pay\/[A-Za-z0-9_-]+\/fail\?/);
  const failed = page.getByRole('region', { name: '결제하지 못했습니다' });
  await expect(failed.getByRole('alert')).toHaveText(
    '카드사에서 결제를 거절했습니다. 카드사에 확인하시거나 다른 카드로 결제해 주세요.',
  );
  await expectNoAxeViolations(page);
  await page.screenshot({ path: '/tmp/paywin/fail-1280.png', fullPage: true });
  await failed.getByRole('link', { name: '다시 결제하기' }).click();
  await expect(page).toHaveURL(new RegExp(`${url}$`));
  await expect(page.getByRole('button', { name: '250,000원 결제하기' })).toBeVisible();

  // A success address someone altered is refused in Korean, with a way back.
  await page.goto(`${url}/success?paymentKey=tgen_x&orderId=bill999-nothing&amount=250000`);
  const refused = page.getByRole('region', { name: '결제를 완료하지 못했습니다' });
  await expect(refused.getByRole('alert')).toHaveText(
    '결제 주문을 찾을 수 없습니다. 결제 링크를 다시 열어 주세요.',
  );
  await expect(refused.getByRole('link', { name: '결제 페이지로 돌아가기' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.screenshot({ path: '/tmp/paywin/refused-1280.png', fullPage: true });

  const owner = await browser.newContext({ baseURL });
  const settings = await owner.newPage();
  await signIn(settings.request, OWNER);
  await settings.goto('/settings/payments');
  const keys = settings.getByRole('form', { name: '토스페이먼츠 (온라인 결제)' });
  await expect(keys.getByRole('status')).toContainText('테스트 키 사용 중');
  await keys.getByLabel('클라이언트 키').fill('test_gck_docs_Ovk5rk1EwkEbP0W43n07xlzm');
  await keys.getByRole('button', { name: '키 저장' }).click();
  await expect(keys.getByLabel('클라이언트 키')).toHaveAccessibleDescription(
    /API 개별 연동 키를 입력해 주세요/,
  );
  await expectNoAxeViolations(settings);
  await settings.screenshot({ path: '/tmp/paywin/settings-1280.png', fullPage: true });
  await settings.setViewportSize({ width: 375, height: 800 });
  await settings.screenshot({ path: '/tmp/paywin/settings-375.png', fullPage: true });
  await owner.close();
  await staff.dispose();
});
