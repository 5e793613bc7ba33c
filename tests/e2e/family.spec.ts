/**
 * The families' portal: a teacher makes a sign-in link on the student page, a browser with no
 * session opens it and lands on /family at 375 px, sees the remaining count and the lessons
 * ahead, opens a receipt, tells an absence early enough and sees the 보강권 it earned; the
 * portal once more at 1280 px, and /family/login, where a studio with no sender for text
 * messages says so as the page opens instead of offering a code. Axe on each page.
 */
import { addDays, seoulDate } from '#shared/time.ts';
import { expect, expectNoAxeViolations, test } from './fixtures.ts';
import { studentWithLesson } from './helpers.ts';

test.use({ teacherName: '가족선생' });

test('a guardian opens the teacher’s link, sees lessons and a receipt, and tells an absence', async ({
  teacherPage: page,
}) => {
  // One journey through five pages, each checked by axe: longer than the default 30 seconds.
  test.setTimeout(60_000);
  await page.setViewportSize({ width: 375, height: 800 });
  const lessonDay = addDays(seoulDate(new Date()), 4);
  const { name } = await studentWithLesson(page.request, '가족', { date: lessonDay, time: 15 });
  const charge = await page.request.put(`/api/member/charge/${encodeURIComponent(name)}`, {
    data: { pay: 240000, lesson: 4, method: '카드' },
  });
  expect(charge.ok()).toBe(true);

  await page.goto(`/memberdetail/${encodeURIComponent(name)}`);
  const family = page.getByRole('region', { name: '가족 연결' });
  await family.getByRole('button', { name: '가족 링크 보내기' }).click();
  const link = family.getByLabel('가족 링크');
  await expect(link).toHaveValue(/\/family\/enter\//);
  await expect(family.getByLabel('카카오톡 안내 글')).toHaveValue(
    new RegExp(`\\[${name} 학생 가족 페이지\\]`),
  );
  await expectNoAxeViolations(page);
  await page.screenshot({ path: '/tmp/family-shots/student-family-375.png', fullPage: true });
  const url = await link.inputValue();

  // The guardian's phone: no staff session, nothing but the link.
  await page.context().clearCookies();
  await page.goto(url);
  await expect(page).toHaveURL(/\/family$/);
  await expect(page.getByRole('heading', { level: 1, name: `${name} 학생` })).toBeVisible();
  await expect(page.getByText('남은 레슨').locator('..')).toContainText('4회');
  const upcoming = page.getByRole('region', { name: '다가오는 레슨' });
  const [, month, day] = lessonDay.split('-').map(Number);
  const first = upcoming.getByRole('listitem').filter({ hasText: `${month}월 ${day}일` });
  await expect(first).toContainText('오후 3시');
  // Installable: the portal, and only the portal, names the web app manifest.
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/family.webmanifest');
  await expectNoAxeViolations(page);
  await page.screenshot({ path: '/tmp/family-shots/portal-375.png', fullPage: true });

  await page.getByRole('region', { name: '결제' }).getByRole('link', { name: '영수증' }).click();
  await expect(page.getByRole('heading', { name: '교습비 영수증' })).toBeVisible();
  await expect(page.getByRole('main')).toContainText('240,000원');
  await expectNoAxeViolations(page);
  await page.screenshot({ path: '/tmp/family-shots/receipt-375.png', fullPage: true });
  await page.getByRole('link', { name: '가족 페이지로' }).click();

  await first.getByRole('button', { name: '결석 신청' }).click();
  await first.getByLabel('사유 (선택)').fill('가족 여행');
  await first.getByRole('button', { name: '결석 알리기' }).click();
  await expect(page.getByRole('status')).toContainText(
    '사전취소로 기록했습니다. 차감하지 않았습니다. 보강권 1장이 생겼습니다.',
  );
  await expect(first).toContainText('사전취소 (차감 없음)');
  await expect(page.getByRole('region', { name: '보강권' })).toContainText('사용 가능');
  await expect(page.getByText('보강권', { exact: true }).first().locator('..')).toContainText('1장');
  await expectNoAxeViolations(page);

  await page.setViewportSize({ width: 1280, height: 900 });
  await expectNoAxeViolations(page);
  await page.screenshot({ path: '/tmp/family-shots/portal-1280.png', fullPage: true });

  await page.getByRole('button', { name: '로그아웃' }).click();
  await expect(page.getByText('선생님께 받은 가족 링크를 이 휴대폰에서 열면')).toBeVisible();
  // Without a link: a code by phone — but this studio has no sender for text messages, and the
  // page says so as it opens, offering no code that cannot come.
  await page.getByRole('link', { name: '휴대폰 번호로 로그인' }).click();
  await expect(page.getByRole('status').filter({ hasText: '인증번호' })).toHaveText(
    '지금은 인증번호를 보낼 수 없습니다. 학원에 가족 페이지 링크를 요청해 주세요.',
  );
  await expect(page.getByLabel('휴대폰 번호')).toHaveCount(0);
  await expect(page.getByRole('button', { name: '인증번호 받기' })).toHaveCount(0);
  await expectNoAxeViolations(page);
  await page.screenshot({ path: '/tmp/family-shots/login-1280.png', fullPage: true });
  await page.goto('/');
  await expect(page.locator('link[rel="manifest"]')).toHaveCount(0);
  // The link was for one opening only: a second opening is told so (410; asked outside the page,
  // where the browser would log the status as a console error).
  const again = await page.request.get(url, { maxRedirects: 0 });
  expect(again.status()).toBe(410);
  expect(await again.text()).toContain('<h1>이미 사용한 링크입니다</h1>');
});
