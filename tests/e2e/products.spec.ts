/**
 * Products and order requests as people meet them: a teacher registers a product with a photo
 * and three options from a phone or a desktop, a visitor finds it with its price and asks for
 * it, and the teacher moves the request to 완료; axe on every page on the way, and at the end at a
 * desktop's width.
 */
import type { Browser, Page } from '@playwright/test';
import sharp from 'sharp';
import { expect, expectNoAxeViolations, expectNoAxeViolationsAt, test } from './fixtures.ts';
import { leaveUnsavedWork } from './helpers.ts';

test.describe.configure({ mode: 'serial' });

const photo = () =>
  sharp({ create: { width: 1200, height: 900, channels: 3, background: '#c98b3a' } })
    .jpeg()
    .toBuffer();

async function registerProduct(page: Page, name: string) {
  await page.goto('/order');
  await page.getByRole('link', { name: '상품 등록' }).click();
  await expect(page).toHaveURL(/\/product$/);
  await expect(page.getByRole('heading', { name: '상품 등록', level: 1 })).toBeVisible();

  await page.getByRole('textbox', { name: '상품명' }).fill(name);
  // The upload starts as soon as the photo is picked; its progress line comes and goes, so
  // the form is used once the upload has answered, as a person would after seeing it finish.
  const uploaded = page.waitForResponse((response) => response.url().endsWith('/api/img'));
  await page
    .locator('input[type="file"]')
    .setInputFiles({ name: 'reed.jpg', mimeType: 'image/jpeg', buffer: await photo() });
  await expect(page.getByRole('img', { name: '선택한 상품 이미지 미리보기' })).toBeVisible();
  expect((await uploaded).status()).toBe(200);
  await expect(page.getByText(/이미지 업로드 중/)).toHaveCount(0);
  await page.getByRole('textbox', { name: '가격' }).fill('25,000');

  const option = page.getByRole('textbox', { name: '옵션' });
  const add = page.getByRole('button', { name: '옵션 추가' });
  await add.click();
  await expect(page.getByRole('alert').filter({ hasText: '빈 옵션은 추가할 수 없습니다.' })).toBeVisible();
  for (const label of ['2호', ' 2.5호 ', '3호']) {
    await option.fill(label);
    await add.click();
    await expect(option).toHaveValue('');
  }
  const options = page.getByRole('list', { name: '추가한 옵션' }).getByRole('listitem');
  await expect(options).toHaveText([/2호/, /2\.5호/, /3호/]);
  await page.getByRole('button', { name: '3호 위로' }).click();
  await expect(options).toHaveText([/2호/, /3호/, /2\.5호/]);
  await expect(page.getByRole('button', { name: '저장' })).toBeEnabled();
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: '저장' }).click();
  await expect(page).toHaveURL(/\/order\/\d+$/);
  return page.url();
}

async function sendRequest(
  browser: Browser,
  url: string,
  viewport: { width: number; height: number },
  customer: string,
) {
  const context = await browser.newContext({ viewport, locale: 'ko-KR' });
  const visitor = await context.newPage();
  await visitor.goto(url);
  const form = visitor.getByRole('form', { name: '주문 요청' });
  await form.getByRole('combobox', { name: '옵션' }).selectOption('3호');
  await form.getByRole('combobox', { name: '수량' }).selectOption('2');
  await expect(form.getByText('합계')).toContainText('50,000원');
  await form.getByRole('textbox', { name: '이름' }).fill(customer);
  await form.getByRole('textbox', { name: '전화번호' }).fill('010 9876 5432');
  await form.getByRole('textbox', { name: '요청 사항 (선택)' }).fill('다음 주 화요일 레슨 때 받을게요.');
  await form.getByRole('button', { name: '주문 요청 보내기' }).click();
  await expect(form.getByText('개인정보 수집·이용에 동의해 주세요.')).toBeVisible();
  // The one field with a problem takes the focus, and says why to a screen reader.
  const consent = form.getByRole('checkbox', { name: '개인정보 수집·이용 동의 (필수)' });
  await expect(consent).toBeFocused();
  await expect(consent).toHaveAccessibleDescription(/개인정보 수집·이용에 동의해 주세요\./);
  await expect(form.getByRole('link', { name: '개인정보처리방침' })).toHaveAttribute('href', '/person');
  await consent.check();
  await expectNoAxeViolations(visitor);
  await form.getByRole('button', { name: '주문 요청 보내기' }).click();
  const sent = visitor.getByRole('status').filter({ hasText: '주문 요청을 보냈습니다.' });
  await expect(sent).toBeVisible();
  await expect(sent).toContainText('010-9876-5432');
  await expectNoAxeViolations(visitor);
  // A visitor has no edit or delete controls.
  await expect(visitor.getByRole('button', { name: '삭제' })).toHaveCount(0);
  await context.close();
}

test('at 375px a teacher registers a product, a visitor asks for it, the teacher completes it', async ({
  teacherPage: page,
  browser,
}) => {
  // Two browsers, an upload and five accessibility checks: longer than a plain page visit.
  test.setTimeout(180_000);
  const viewport = { width: 375, height: 900 };
  await page.setViewportSize(viewport);
  const name = `반도린 리드 ${Date.now()}`;
  const customer = '김하늘';

  const url = await registerProduct(page, name);
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
  await expect(page.getByText('25,000원', { exact: true })).toBeVisible();
  await expect(page.locator('main img')).toHaveAttribute('src', /^\/uploads\/[a-f0-9]+\.webp$/);
  await expectNoAxeViolations(page);

  // Visitors find it in the list, linked from every page's footer, with its price.
  const visitorContext = await browser.newContext({ viewport, locale: 'ko-KR' });
  const visitor = await visitorContext.newPage();
  await visitor.goto('/');
  await visitor.getByRole('contentinfo').getByRole('link', { name: '상품 주문' }).click();
  await expect(visitor.getByRole('heading', { name: '주문', level: 1 })).toBeVisible();
  const item = visitor.getByRole('link', { name: new RegExp(name) });
  await expect(item).toContainText('25,000원');
  await expectNoAxeViolations(visitor);
  await item.click();
  await expect(visitor).toHaveURL(url);
  await expect(visitor.getByRole('list').filter({ hasText: '2.5호' }).getByRole('listitem')).toHaveText([
    '2호',
    '3호',
    '2.5호',
  ]);
  await visitorContext.close();

  await sendRequest(browser, url, viewport, customer);

  await page.goto('/order');
  await page.getByRole('link', { name: '주문 요청 보기' }).click();
  await expect(page.getByRole('heading', { name: '주문 요청', level: 1 })).toBeVisible();
  const card = page.getByRole('article').filter({ hasText: name });
  await expect(card).toContainText(customer);
  await expect(card).toContainText('3호');
  await expect(card).toContainText('2개 · 50,000원');
  await expect(card).toContainText('접수');
  await expectNoAxeViolations(page);
  await card.getByRole('button', { name: `${customer}님 요청 확인함` }).click();
  await expect(card.getByRole('button', { name: `${customer}님 요청 완료` })).toBeVisible();
  await card.getByRole('button', { name: `${customer}님 요청 완료` }).click();
  await expect(card.getByText('완료', { exact: true })).toBeVisible();
  await expect(card.getByRole('button')).toHaveCount(0);
  await expectNoAxeViolationsAt(page, 1280);
});

test('the staff menu counts new requests; deleting a product keeps its requests readable', async ({
  teacherPage: page,
}) => {
  const created = await page.request.post('/api/product', {
    data: { name: `단종 스트랩 ${Date.now()}`, price: 18000, optionList: [] },
  });
  expect(created.status()).toBe(201);
  const { idx } = await created.json();
  const order = await page.request.post('/api/orders', {
    data: { productIdx: idx, quantity: 1, name: '박구름', phone: '010-1111-2222', consent: true },
  });
  expect(order.status()).toBe(201);
  const { newCount } = await (await page.request.get('/api/orders/summary')).json();

  await page.goto(`/order/${idx}`);
  // At 1280px the staff's menu is open under the top bar (it folds only below 1024px).
  await expect(page.getByRole('button', { name: '메뉴', exact: true })).toBeHidden();
  const menuLink = page
    .getByRole('navigation', { name: '주 메뉴' })
    .getByRole('link', { name: /^주문 요청/ });
  await expect(menuLink).toContainText(`(새 요청 ${newCount}건)`);

  await page.getByRole('button', { name: '삭제' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: '삭제' }).click();
  await expect(page).toHaveURL(/\/order$/);
  await page.goto(`/order/${idx}`);
  await expect(page.getByRole('heading', { name: '상품을 찾을 수 없습니다', level: 1 })).toBeVisible();

  await menuLink.click();
  const card = page.getByRole('article').filter({ hasText: '박구름' });
  await expect(card).toContainText('판매 종료');
  await expect(card).toContainText('18,000원');
});

test('the red 취소 asks before throwing away typed work', async ({ teacherPage: page }) => {
  await page.goto('/product');
  await page.getByRole('button', { name: '취소' }).click();
  await expect(page).toHaveURL(/\/order$/);

  await page.goto('/product');
  await page.getByRole('textbox', { name: '상품명' }).fill('쓰다 만 상품');
  await page.getByRole('textbox', { name: '가격' }).fill('2만원');
  await page.getByRole('button', { name: '저장' }).click();
  await expect(page.getByText('가격은 0원 이상의 정수(원 단위)로 입력해 주세요.')).toBeVisible();
  await expect(page.getByRole('button', { name: '취소' })).toHaveCSS('background-color', 'rgb(180, 35, 24)');
  await leaveUnsavedWork(page, page.getByRole('button', { name: '취소' }), /\/product$/, /\/order$/);
});
