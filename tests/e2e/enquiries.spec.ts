/**
 * 상담 신청 as people meet it: a visitor starts on the home page, whose 상담 신청 button leads to
 * the form on /curriculum, and asks for a trial lesson; a teacher sees the count in the menu,
 * calls back (연락함) and registers the visitor as a student in one step, who then shows on the
 * student page; at 375 px, with axe on every page and dialog on the way, and a last look at 1280 px.
 */
import type { Browser } from '@playwright/test';
import { expect, expectNoAxeViolations, expectNoAxeViolationsAt, test } from './fixtures.ts';

test.describe.configure({ mode: 'serial' });

async function visitorPage(browser: Browser, width: number, options: { javaScriptEnabled?: boolean } = {}) {
  const context = await browser.newContext({ viewport: { width, height: 900 }, locale: 'ko-KR', ...options });
  return { context, page: await context.newPage() };
}

async function askFromHome(browser: Browser, width: number, name: string, phone: string) {
  const { context, page } = await visitorPage(browser, width);
  await page.goto('/');
  await page.getByRole('main').getByRole('link', { name: '상담 신청', exact: true }).click();
  await expect(page).toHaveURL(/\/curriculum#enquiry$/);
  const form = page.getByRole('form', { name: '상담 · 체험 레슨 신청' });
  await expect(form).toBeInViewport();
  await expect(form.getByRole('button', { name: '상담 신청하기' })).toBeEnabled();
  await expectNoAxeViolations(page);

  await form.getByRole('textbox', { name: '이름' }).fill(name);
  await form.getByRole('textbox', { name: '휴대전화' }).fill(phone.replaceAll('-', ' '));
  await form.getByRole('combobox', { name: '관심 있는 수업' }).selectOption('색소폰');
  await form.getByRole('checkbox', { name: /평일 저녁/ }).check();
  await form.getByRole('checkbox', { name: /주말/ }).check();
  await form
    .getByRole('textbox', { name: '궁금한 점' })
    .fill('악기는 처음이에요. 저녁에 체험 레슨이 될까요?');
  await form.getByRole('button', { name: '상담 신청하기' }).click();
  // The one field with a problem takes the focus, and says why to a screen reader.
  const consent = form.getByRole('checkbox', { name: '개인정보 수집·이용 동의 (필수)' });
  await expect(consent).toBeFocused();
  await expect(consent).toHaveAccessibleDescription(/개인정보 수집·이용에 동의해 주세요\.$/);
  await expect(form.getByRole('link', { name: '개인정보처리방침' })).toHaveAttribute('href', '/person');
  await expectNoAxeViolations(page);
  await consent.check();
  await form.getByRole('button', { name: '상담 신청하기' }).click();

  const sent = page.getByRole('status').filter({ hasText: '상담 신청을 보냈습니다.' });
  await expect(sent).toBeVisible();
  await expect(sent).toContainText(phone);
  await expectNoAxeViolations(page);
  await context.close();
}

test('at 375px a visitor asks from the home page, and a teacher calls back and registers the student', async ({
  teacherPage: page,
  browser,
}) => {
  // Two browsers and eight accessibility checks: longer than a plain page visit.
  test.setTimeout(120_000);
  const name = '김하늘';
  const phone = '010-2468-1357';
  await askFromHome(browser, 375, name, phone);

  await page.setViewportSize({ width: 375, height: 900 });
  const { newCount } = await (await page.request.get('/api/enquiries/summary')).json();
  expect(newCount).toBeGreaterThan(0);
  await page.goto('/');
  // The staff's menu folds behind the 메뉴 button below 1024px.
  await page.getByRole('button', { name: '메뉴', exact: true }).click();
  const menuLink = page
    .getByRole('navigation', { name: '주 메뉴' })
    .getByRole('link', { name: /^상담 신청/ });
  await expect(menuLink).toContainText(`(새 신청 ${newCount}건)`);
  await menuLink.click();
  await expect(page).toHaveURL(/\/enquiries$/);
  await expect(page.getByRole('heading', { name: '상담 신청', level: 1 })).toBeVisible();

  const card = page.getByRole('article', { name: `${name} · 색소폰` });
  await expect(card).toContainText(phone);
  await expect(card).toContainText('평일 저녁, 주말');
  await expect(card).toContainText('악기는 처음이에요.');
  await expect(card).toContainText('접수');
  await expectNoAxeViolations(page);

  await card.getByRole('button', { name: `${name}님 연락함으로 표시` }).click();
  await expect(
    page.getByRole('status').filter({ hasText: `${name}님의 신청을 '연락함'(으)로 바꿨습니다.` }),
  ).toBeVisible();
  await expect(card.getByText('연락함', { exact: true })).toBeVisible();
  await page.getByRole('link', { name: '연락함', exact: true }).click();
  await expect(page).toHaveURL(/status=/);
  await expect(card).toBeVisible();
  await expect(page.getByRole('article').filter({ hasText: '접수' })).toHaveCount(0);

  await card.getByRole('button', { name: `${name}님 학생으로 등록` }).click();
  const dialog = page.getByRole('dialog', { name: '학생으로 등록' });
  await expect(dialog).toContainText(phone);
  await expect(dialog.getByRole('textbox', { name: '학생 이름' })).toHaveValue(name);
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: '등록' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: `${name}님을 학생으로 등록했습니다.` }),
  ).toBeVisible();
  await expect(dialog).toBeHidden();

  await page.getByRole('link', { name: '등록', exact: true }).click();
  const registered = page.getByRole('article', { name: `${name} · 색소폰` });
  await expect(registered).toContainText('(으)로 등록했습니다.');
  await expect(registered.getByRole('button')).toHaveCount(0);
  await expectNoAxeViolations(page);

  await registered.getByRole('link', { name: '학생 정보 보기' }).click();
  await expect(page.getByRole('heading', { name: `${name} 학생`, level: 1 })).toBeVisible();
  await page.goto('/managemember');
  const row = page.getByRole('row').filter({ has: page.getByRole('link', { name, exact: true }) });
  await expect(row).toBeVisible();
  await expect(row).toContainText(phone);
  await expectNoAxeViolations(page);
  await expectNoAxeViolationsAt(page, 1280);
});

test('the curriculum page leads to its form, which waits for the script before it sends', async ({
  browser,
}) => {
  for (const width of [375, 1280]) {
    const { context, page } = await visitorPage(browser, width);
    await page.goto('/curriculum');
    await page.getByRole('link', { name: '체험 레슨 신청' }).click();
    const form = page.getByRole('form', { name: '상담 · 체험 레슨 신청' });
    await expect(form).toBeInViewport();
    await expectNoAxeViolations(page);
    await form.getByRole('button', { name: '상담 신청하기' }).click();
    await expect(form.getByRole('textbox', { name: '이름' })).toBeFocused();
    await expect(form.getByText('이름을 입력해 주세요.')).toBeVisible();
    await context.close();
  }

  // Server-rendered, before any script: the fields take typing, the button waits.
  const { context, page } = await visitorPage(browser, 375, { javaScriptEnabled: false });
  await page.goto('/curriculum');
  const form = page.getByRole('form', { name: '상담 · 체험 레슨 신청' });
  await form.getByRole('textbox', { name: '이름' }).fill('박구름');
  await expect(form.getByRole('button', { name: '상담 신청하기' })).toBeDisabled();
  await context.close();
});
