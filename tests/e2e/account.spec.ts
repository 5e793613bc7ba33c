/**
 * 내 계정: a teacher finds it from the menu, changes the password (each refusal said next to its
 * field), and the browser left signed in elsewhere is signed out; or signs every other browser
 * out at once.
 */
import { type APIRequestContext, request as playwrightRequest } from '@playwright/test';
import {
  approveTeachers,
  expect,
  expectNoAxeViolations,
  expectNoAxeViolationsAt,
  signIn,
  type Teacher,
  test,
} from './fixtures.ts';
import { logIn } from './own-site.ts';

const PASSWORD = 'account-teacher-pass-5';

/**
 * A teacher of this test's own, signed up and approved by the owner: its password changes, and
 * its other browsers are signed out, so no other test may share it.
 */
async function newTeacher(baseURL: string | undefined, name: string): Promise<Teacher> {
  const teacher = { id: `acct_${Math.random().toString(36).slice(2, 9)}`, pw: PASSWORD, name };
  await approveTeachers(baseURL, [teacher]);
  return teacher;
}

/** Another browser signed in as the same person (a phone, the studio's computer). */
async function elsewhere(baseURL: string | undefined, account: Teacher) {
  const other = await playwrightRequest.newContext({ baseURL });
  await signIn(other, account);
  return other;
}
const stillSignedIn = async (other: APIRequestContext) => (await other.get('/api/session')).status() === 200;

test('at 375px a teacher changes the password and the other browser is signed out', async ({
  page,
  baseURL,
}) => {
  const width = 375;
  await page.setViewportSize({ width, height: 900 });
  const teacher = await newTeacher(baseURL, '한계정');
  const other = await elsewhere(baseURL, teacher);
  await logIn(page, teacher);
  // Signed in, staff land on their home; the menu is opened there, not on the page left behind.
  await expect(page).toHaveURL(/\/office$/);

  // The staff's menu folds behind 메뉴 below 1024px; wider, the greeting is in the top bar.
  await page.getByRole('button', { name: '메뉴', exact: true }).click();
  await page.getByRole('link', { name: /^한계정 ?님 내 계정$/ }).click();
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByRole('heading', { level: 1, name: '내 계정' })).toBeVisible();
  await expect(page.getByRole('definition').filter({ hasText: teacher.id })).toBeVisible();
  await expectNoAxeViolations(page);

  const form = page.getByRole('form', { name: '비밀번호 바꾸기' });
  const current = form.getByLabel('현재 비밀번호');
  const next = form.getByLabel('새 비밀번호', { exact: true });
  const again = form.getByLabel('새 비밀번호 확인');
  const send = form.getByRole('button', { name: '비밀번호 바꾸기' });

  await send.click();
  await expect(current).toBeFocused();
  await expect(current).toHaveAccessibleDescription('모든 항목을 입력하세요.');

  await current.fill('not-my-password-1');
  await next.fill('brand-new-pass-8');
  await again.fill('brand-new-pass-8');
  await send.click();
  await expect(current).toHaveAccessibleDescription('현재 비밀번호가 맞지 않습니다.');
  await expect(current).toBeFocused();

  await current.fill(teacher.pw);
  await again.fill('brand-new-pass-9');
  await send.click();
  await expect(again).toHaveAccessibleDescription('비밀번호가 일치하지 않습니다.');
  await expectNoAxeViolations(page);

  await again.fill('brand-new-pass-8');
  await send.click();
  await expect(form.getByRole('status')).toHaveText(
    '비밀번호를 바꿨습니다. 다른 기기와 브라우저에서는 로그아웃되었습니다.',
  );
  await expect(current).toHaveValue('');
  expect(await stillSignedIn(other)).toBe(false);
  await other.dispose();

  // This browser stays signed in; the next sign-in takes the new password.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: '내 계정' })).toBeVisible();
  await page.context().clearCookies();
  await logIn(page, { id: teacher.id, pw: 'brand-new-pass-8' });
  // Looked at once the home has drawn its day, not while it is still arriving.
  await expect(page).toHaveURL(/\/office$/);
  await expect(page.getByText(/내 학생의 수업과 할 일$/)).toBeVisible();
  await expectNoAxeViolationsAt(page, 1280);
});

test('a teacher signs every other browser out, after saying so in the dialog', async ({ page, baseURL }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  const teacher = await newTeacher(baseURL, '두기기');
  const others = [await elsewhere(baseURL, teacher), await elsewhere(baseURL, teacher)];
  await logIn(page, teacher);
  // Opened by its address, not only through the menu: the server knows the page.
  expect((await page.goto('/account'))?.status()).toBe(200);

  const button = page.getByRole('button', { name: '다른 기기에서 모두 로그아웃' });
  await button.click();
  const dialog = page.getByRole('alertdialog', { name: '다른 기기와 브라우저에서 모두 로그아웃할까요?' });
  await dialog.getByRole('button', { name: '취소' }).click();
  expect(await Promise.all(others.map(stillSignedIn))).toEqual([true, true]);

  await button.click();
  await dialog.getByRole('button', { name: '모두 로그아웃' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: '다른 기기와 브라우저 2곳에서 로그아웃했습니다.' }),
  ).toBeVisible();
  expect(await Promise.all(others.map(stillSignedIn))).toEqual([false, false]);
  await expect(page.getByRole('heading', { level: 1, name: '내 계정' })).toBeVisible();
  await expectNoAxeViolations(page);
  for (const other of others) await other.dispose();
});
