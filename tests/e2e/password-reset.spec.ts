/**
 * A teacher forgot their password: the owner makes a one-time link on 계정 관리 and hands it
 * over, the teacher opens it in a browser of their own, sets a new password and signs in with
 * it, and the session they had left open elsewhere is gone. The link works once. /login says
 * how to recover. At 375 and 1280 px, axe on every page and dialog.
 */
import { type APIRequestContext, type Page, request as playwrightRequest } from '@playwright/test';
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

const PASSWORD = 'forgotten-teacher-pass-1';
const NEW_PASSWORD = 'remembered-teacher-pass-2';

/** A teacher of the test's own: its password changes, so no other test may share it. */
async function newTeacher(baseURL: string | undefined): Promise<Teacher> {
  const teacher = { id: `reset_${Math.random().toString(36).slice(2, 9)}`, pw: PASSWORD, name: '박잊음' };
  await approveTeachers(baseURL, [teacher]);
  return teacher;
}

const signedIn = async (other: APIRequestContext) => (await other.get('/api/session')).status() === 200;

/** The owner, on 계정 관리, makes the teacher's link; answers the dialog that shows it. */
async function makeLink(page: Page, teacher: Teacher) {
  await page.goto('/accounts');
  const card = page
    .getByRole('list', { name: '계정 목록' })
    .getByRole('listitem')
    .filter({ hasText: teacher.id });
  await card.getByRole('button', { name: `${teacher.id} 비밀번호 재설정 링크` }).click();
  const confirm = page.getByRole('alertdialog', { name: /비밀번호 재설정 링크를 만들까요\?/ });
  await expect(confirm).toContainText('24시간 동안 한 번만');
  await expectNoAxeViolations(page);
  await confirm.getByRole('button', { name: '링크 만들기' }).click();
  const dialog = page.getByRole('dialog', { name: '비밀번호 재설정 링크' });
  await expect(dialog).toBeVisible();
  return dialog;
}

test('at 375px the owner hands a teacher a reset link, and the teacher gets back in with it', async ({
  page,
  browser,
  baseURL,
}) => {
  const width = 375;
  await page.setViewportSize({ width, height: 900 });
  const teacher = await newTeacher(baseURL);
  // The session the teacher left open on the studio's computer.
  const leftOpen = await playwrightRequest.newContext({ baseURL });
  await signIn(leftOpen, teacher);

  await logIn(page);
  const dialog = await makeLink(page, teacher);
  const link = await dialog.getByLabel('링크').inputValue();
  expect(link).toMatch(new RegExp(`^${baseURL}/reset#token=[A-Za-z0-9_-]{43}$`));
  await expect(dialog).toContainText(`${teacher.name}(${teacher.id}) 님에게 전해 주세요.`);
  await expect(dialog).toHaveAccessibleDescription(
    /\d{4}년 \d{1,2}월 \d{1,2}일 \([월화수목금토일]\) 오[전후] \d{1,2}:\d{2}까지 한 번만 쓸 수 있고/,
  );
  const message = await dialog.getByLabel('카카오톡에 붙여 넣을 안내 문자').inputValue();
  expect(message).toContain(link);
  expect(message).toContain(`아이디: ${teacher.id}`);
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: '닫기' }).click();
  await expect(dialog).toBeHidden();

  // The teacher, on a phone of their own: no session, no cookie of the owner's.
  const phone = await browser.newContext({ viewport: { width, height: 900 } });
  const teacherPage = await phone.newPage();
  const response = await teacherPage.goto(link);
  expect(response?.headers()['referrer-policy']).toBe('no-referrer');
  await expect(teacherPage.getByRole('heading', { level: 1, name: '비밀번호 재설정' })).toBeVisible();
  await expect(teacherPage.getByText(`${teacher.name} 님의 새 비밀번호를 정하세요.`)).toBeVisible();
  await expect(teacherPage.getByLabel('아이디')).toHaveValue(teacher.id);
  await expectNoAxeViolations(teacherPage);

  const password = teacherPage.getByLabel('새 비밀번호', { exact: true });
  const again = teacherPage.getByLabel('새 비밀번호 확인');
  const send = teacherPage.getByRole('button', { name: '새 비밀번호 정하기' });
  await send.click();
  await expect(password).toBeFocused();
  await expect(password).toHaveAccessibleDescription(/모든 항목을 입력하세요\./);
  await password.fill(NEW_PASSWORD);
  await again.fill(`${NEW_PASSWORD}x`);
  await send.click();
  await expect(again).toBeFocused();
  await expect(again).toHaveAccessibleDescription('비밀번호가 일치하지 않습니다.');
  await expectNoAxeViolations(teacherPage);

  await again.fill(NEW_PASSWORD);
  await send.click();
  const done = teacherPage.getByRole('status').filter({ hasText: '새 비밀번호를 정했습니다.' });
  await expect(done).toHaveText(
    '새 비밀번호를 정했습니다. 모든 기기에서 로그아웃되었으니 새 비밀번호로 로그인하세요.',
  );
  await expect(done).toBeFocused();
  expect(await signedIn(leftOpen)).toBe(false);
  await leftOpen.dispose();

  await teacherPage.getByRole('link', { name: '로그인하러 가기' }).click();
  await expect(teacherPage).toHaveURL(/\/login$/);
  await logIn(teacherPage, { id: teacher.id, pw: NEW_PASSWORD });

  // The link worked once: opened again, it says so.
  await teacherPage.goto(link);
  await expect(
    teacherPage.getByRole('alert').filter({
      hasText: '이미 사용한 비밀번호 재설정 링크입니다. 비밀번호를 다시 정하려면 새 링크를 받으세요.',
    }),
  ).toBeVisible();
  await expectNoAxeViolations(teacherPage);
  await phone.close();
  await expectNoAxeViolationsAt(page, 1280);
});

test('a newer link replaces the one made before it', async ({ page, baseURL }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  const teacher = await newTeacher(baseURL);
  await logIn(page);
  let dialog = await makeLink(page, teacher);
  const first = await dialog.getByLabel('링크').inputValue();
  await dialog.getByRole('button', { name: '닫기' }).click();
  dialog = await makeLink(page, teacher);
  const second = await dialog.getByLabel('링크').inputValue();
  expect(second).not.toBe(first);

  await page.goto(first);
  await expect(page.getByRole('alert').filter({ hasText: '가장 최근 링크를 여세요.' })).toBeVisible();
});

test('/login says how to get back in without the password', async ({ page }) => {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/login');
    const help = page.getByRole('group').filter({ hasText: '비밀번호를 잊으셨나요?' });
    await help.getByText('비밀번호를 잊으셨나요?').click();
    await expect(help).toContainText('원장님께 비밀번호 재설정 링크를 요청하세요.');
    await expect(help).toContainText('npm run reset-owner');
    await expectNoAxeViolations(page);
  }
});
