/**
 * Accounts, sessions and roles as people meet them (the owner is made by the first-run setup,
 * tests/e2e/setup.spec.ts): teachers sign up and wait, the owner approves, everyone signs in and out, and the guard
 * brings a visitor back to the page they wanted.
 */
import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, OWNER, signIn, test } from './fixtures.ts';

const uniqueId = (prefix: string) => `${prefix}_${Math.random().toString(36).slice(2, 8)}`;

/** Below 768px the menu sits behind the 메뉴 button. */
async function menu(page: Page) {
  const button = page.getByRole('button', { name: '메뉴', exact: true });
  if (await button.isVisible()) await button.click();
  return page.getByRole('navigation', { name: '주 메뉴' });
}

async function signUp(page: Page, account: { name: string; phone: string; id: string; pw: string }) {
  await page.goto('/join');
  await expect(page.getByRole('heading', { name: '회원가입' })).toBeVisible();
  await page.getByLabel('이름').fill(account.name);
  await page.getByLabel('휴대폰 번호').fill(account.phone);
  await page.getByLabel('아이디').fill(account.id);
  await page.getByLabel('비밀번호', { exact: true }).fill(account.pw);
  await page.getByLabel('비밀번호 확인').fill(account.pw);
  await page.getByRole('checkbox', { name: /개인정보 수집·이용에 동의합니다/ }).check();
  await page.getByRole('button', { name: '가입하기' }).click();
  await expect(page.getByRole('status').filter({ hasText: '회원가입을 축하합니다.' })).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
}

async function logIn(page: Page, id: string, pw: string) {
  if (!new URL(page.url()).pathname.startsWith('/login')) await page.goto('/login');
  await page.getByLabel('아이디').fill(id);
  await page.getByLabel('비밀번호').fill(pw);
  await page.getByRole('button', { name: '로그인', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: '로그인되었습니다.' })).toBeVisible();
}

async function logOut(page: Page) {
  const nav = await menu(page);
  await nav.getByRole('button', { name: '로그아웃' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect((await menu(page)).getByRole('link', { name: '로그인' })).toBeVisible();
}

// The paths once, at a phone's width, where the menu folds; the last test's axe look is at the desktop's.
test.describe('at 375px', () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test('a teacher signs up, waits, is approved by the owner, and signs in and out', async ({
    browser,
    page,
  }) => {
    // Two browsers and an axe look at the waiting page: longer than the default 30 seconds.
    test.setTimeout(60_000);
    const teacher = { name: '이선생', phone: '010-2222-3333', id: uniqueId('t'), pw: 'teacher-pass-2024' };
    await signUp(page, teacher);

    // Pending: a clear notice and no management menu.
    await logIn(page, teacher.id, teacher.pw);
    await expect(page).toHaveURL(/\/pending$/);
    await expect(page.getByRole('heading', { name: '승인 대기 중' })).toBeVisible();
    await expectNoAxeViolations(page);
    let nav = await menu(page);
    await expect(nav.getByText(teacher.name)).toBeVisible();
    await expect(nav.getByRole('link', { name: '학생 관리' })).toHaveCount(0);
    await page.goto('/managemember');
    await expect(page.getByRole('heading', { name: '승인 대기 중' })).toBeVisible();

    // The owner approves in another browser.
    const ownerContext = await browser.newContext({ viewport: { width: 375, height: 800 } });
    const ownerPage = await ownerContext.newPage();
    await logIn(ownerPage, OWNER.id, OWNER.pw);
    await ownerPage.goto('/accounts');
    const card = ownerPage
      .getByRole('list', { name: '계정 목록' })
      .getByRole('listitem')
      .filter({ hasText: teacher.id });
    await expect(card).toContainText('승인 대기');
    await card.getByRole('button', { name: `${teacher.id} 승인` }).click();
    await expect(ownerPage.getByRole('status').filter({ hasText: '승인했습니다' })).toBeVisible();
    await expect(card).toContainText('선생님');
    await ownerContext.close();

    // Approved: the management menu appears, without 계정 관리.
    await page.reload();
    await expect(page.getByRole('heading', { name: '승인 대기 중' })).toHaveCount(0);
    nav = await menu(page);
    await expect(nav.getByRole('link', { name: '학생 관리' })).toBeVisible();
    await expect(nav.getByRole('link', { name: '레슨 관리' })).toBeVisible();
    await expect(nav.getByRole('link', { name: '시간표' })).toBeVisible();
    await expect(nav.getByRole('link', { name: '계정 관리' })).toHaveCount(0);
    await page.keyboard.press('Escape');
    await page.goto('/accounts');
    await expect(page.getByRole('heading', { name: '권한이 없습니다' })).toBeVisible();
    await logOut(page);
  });

  test('the guard sends a visitor to log in and back to the page they wanted', async ({ page }) => {
    await page.goto('/managelesson');
    await expect(page).toHaveURL(/\/login\?next=%2Fmanagelesson$/);
    await logIn(page, OWNER.id, OWNER.pw);
    await expect(page).toHaveURL(/\/managelesson$/);
    // Signed in, /login and /join say so instead of offering their forms again.
    for (const path of ['/login', '/join']) {
      await page.goto(path);
      await expect(page.getByText('님은 이미 로그인되어 있습니다.')).toBeVisible();
      await expect(page.getByLabel('아이디')).toHaveCount(0);
    }
    await logOut(page);
    await page.goto('/accounts');
    await expect(page).toHaveURL(/\/login\?next=%2Faccounts$/);
  });

  test('login refuses blank fields without asking the server, and a wrong password', async ({ page }) => {
    const requests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/user/login')) requests.push(request.url());
    });
    await page.goto('/login');
    await page.getByRole('button', { name: '로그인', exact: true }).click();
    await expect(page.getByRole('alert').filter({ hasText: '모든 항목을 입력하세요.' })).toBeVisible();
    expect(requests).toEqual([]);

    await page.getByLabel('아이디').fill(uniqueId('nobody'));
    await page.getByLabel('비밀번호').fill('wrong-password-1');
    await page.getByRole('button', { name: '로그인', exact: true }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: '아이디와 비밀번호가 일치하지 않습니다.' }),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('sign-up says what is wrong: blanks, a taken id, passwords that differ', async ({ page }) => {
    await page.goto('/join');
    await page.getByRole('button', { name: '가입하기' }).click();
    await expect(page.getByRole('alert').filter({ hasText: '모든 항목을 입력하세요.' })).toBeVisible();

    await page.getByLabel('이름').fill('박선생');
    await page.getByLabel('휴대폰 번호').fill('010-3333-4444');
    await page.getByLabel('아이디').fill(OWNER.id);
    await page.getByLabel('비밀번호', { exact: true }).fill('another-pass-77');
    await page.getByLabel('비밀번호 확인').fill('another-pass-78');
    // No consent, no account: said next to the checkbox.
    await page.getByRole('button', { name: '가입하기' }).click();
    await expect(page.getByText('개인정보 수집·이용에 동의해야 가입할 수 있습니다.')).toBeVisible();
    await page.getByRole('checkbox', { name: /개인정보 수집·이용에 동의합니다/ }).check();
    await page.getByRole('button', { name: '가입하기' }).click();
    await expect(page.getByText('비밀번호가 일치하지 않습니다.')).toBeVisible();

    await page.getByLabel('비밀번호 확인').fill('another-pass-77');
    await page.getByRole('button', { name: '가입하기' }).click();
    await expect(page.getByText('이미 사용 중인 아이디입니다.')).toBeVisible();
    await expect(page).toHaveURL(/\/join$/);
  });
});

// The login and sign-up pages get their axe looks in the public sweep (public-sweep.spec.ts), at
// 375 and 1280 px; the signed-out menu's 로그인 and 회원가입 at each width are its too.
test('the accounts page passes axe', async ({ page }) => {
  await signIn(page.request, OWNER);
  await page.goto('/accounts');
  await expect(page.getByRole('list', { name: '계정 목록' }).getByRole('listitem').first()).toBeVisible();
  await expectNoAxeViolations(page);
});
