/**
 * The staff's home and the portal's ways to reach the studio. The owner signs in through the
 * login page (landing on /office is what this is about) on a phone: the day comes first, and
 * a 미수 line leads to the student's page; at 1280 px the staff menu stands open and the week
 * shows a column per teacher, checked by one more axe look. A family's portal shows 전화 (and
 * 문자 and 카카오톡 where the studio has them) on each screen. What the day holds, item by item
 * and per role, is `office-today.api.test.ts`'s; which number takes a text, `studio-rules.test.ts`'s.
 */
import { addDays, seoulDate } from '#shared/time.ts';
import { weekdayOfDate } from '#shared/timetable-rules.ts';
import { expect, expectNoAxeViolations, OWNER, signIn, test } from './fixtures.ts';
import { studentWithLesson } from './helpers.ts';

test.use({ teacherName: '오피스선생' });

const SHOTS = '/tmp/office-shots';

test('the owner signs in, lands on the studio’s day, and follows a 미수 to the student', async ({
  page,
  request,
  teacher,
}) => {
  test.setTimeout(90_000);
  // The teacher's students, set up through the API: one owes a lesson, one waits to be recorded.
  await signIn(request, teacher);
  const tag = Math.random().toString(36).slice(2, 6);
  const owing = `미수${tag}`;
  const waiting = `기록${tag}`;
  const day = weekdayOfDate(seoulDate(new Date()));
  for (const [name, time] of [
    [owing, 9],
    [waiting, 10],
  ] as const) {
    const made = await request.post('/api/member/', { data: { name, lesson: 0 } });
    expect(made.status()).toBe(201);
    const studentId = (await made.json()).student.id as number;
    const lesson = await request.post('/api/lessons', {
      data: { day, time, type: '1시간', name, studentId },
    });
    expect(lesson.ok()).toBe(true);
  }
  const recorded = await request.put(`/api/member/${encodeURIComponent(owing)}`, {
    data: { status: '출석' },
  });
  expect(recorded.ok()).toBe(true);

  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/login');
  await page.getByLabel('아이디').fill(OWNER.id);
  await page.getByLabel('비밀번호').fill(OWNER.pw);
  await page.getByRole('button', { name: '로그인', exact: true }).click();
  await expect(page).toHaveURL(/\/office$/);
  await expect(page.getByRole('heading', { level: 1, name: '오늘' })).toBeVisible();

  const lessons = page.getByRole('region', { name: '수업', exact: true });
  await expect(lessons.getByRole('heading', { name: '오피스선생 선생님' }).first()).toBeVisible();
  await expect(lessons.getByRole('listitem').filter({ hasText: waiting })).toContainText('기록 전');
  await expect(lessons.getByRole('listitem').filter({ hasText: owing })).toContainText('출석');
  // On a phone the day comes before the lists.
  const lessonsTop = (await lessons.boundingBox())?.y ?? 0;
  const owed = page.getByRole('region', { name: /^미수/ });
  expect((await owed.boundingBox())?.y ?? 0).toBeGreaterThan(lessonsTop);
  await expect(owed.getByRole('listitem').filter({ hasText: owing })).toContainText('결제 전 레슨 1회');
  await expectNoAxeViolations(page);
  await page.screenshot({ path: `${SHOTS}/office-375.png`, fullPage: true });
  // On a phone the staff menu folds, its groups first.
  await page.getByRole('button', { name: '메뉴', exact: true }).click();
  const sheet = page.getByRole('dialog', { name: '전체 메뉴' });
  await expect(sheet.getByRole('list', { name: '운영' }).getByRole('link', { name: '휴원일' })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/menu-375.png` });
  await page.keyboard.press('Escape');
  await expect(sheet).toBeHidden();

  await owed.getByRole('link', { name: owing }).click();
  await expect(page).toHaveURL(new RegExp(`/memberdetail/${encodeURIComponent(owing)}\\?teacherId=`));
  await expect(page.getByRole('heading', { level: 1, name: new RegExp(owing) })).toBeVisible();

  // A desktop: the staff menu stands open in groups, and the week has the teacher's column.
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/office');
  await expect(page.getByRole('button', { name: '메뉴', exact: true })).toBeHidden();
  const menu = page.getByRole('navigation', { name: '주 메뉴' });
  await expect(menu.getByRole('list', { name: '매일' }).getByRole('link', { name: '오늘' })).toBeVisible();
  await expect(
    menu.getByRole('list', { name: '사이트' }).getByRole('link', { name: '계정 관리' }),
  ).toBeVisible();
  const week = page.getByRole('table');
  await expect(week.getByRole('columnheader', { name: '오피스선생' }).first()).toBeVisible();
  await expect(week.getByRole('row').filter({ hasText: waiting })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.screenshot({ path: `${SHOTS}/office-1280.png`, fullPage: true });
});

test('a family reaches the studio from each screen of the portal', async ({ teacherPage: page }) => {
  test.setTimeout(60_000);
  await page.setViewportSize({ width: 375, height: 800 });
  const lessonDay = addDays(seoulDate(new Date()), 3);
  const { name } = await studentWithLesson(page.request, '연락', { date: lessonDay, time: 15 });
  const made = await page.request.post('/api/family/links', { data: { studentName: name } });
  expect(made.ok()).toBe(true);
  const { url } = await made.json();

  await page.context().clearCookies();
  await page.goto(url);
  await expect(page).toHaveURL(/\/family$/);
  const contact = page.getByRole('complementary', { name: '학원에 연락하기' });
  await expect(contact.getByRole('link', { name: /^전화/ })).toHaveAttribute('href', /^tel:\d{8,12}$/);
  await expect(contact).toBeInViewport();
  await expectNoAxeViolations(page);
  await page.screenshot({ path: `${SHOTS}/portal-375.png`, fullPage: false });

  await page.goto('/family/login');
  await expect(page.getByRole('heading', { level: 1, name: '가족 페이지 로그인' })).toBeVisible();
  await expect(
    page.getByRole('complementary', { name: '학원에 연락하기' }).getByRole('link', { name: /^전화/ }),
  ).toBeVisible();
  await expectNoAxeViolations(page);

  await page.goto('/family');
  await page.setViewportSize({ width: 1280, height: 900 });
  await expect(contact).toBeInViewport();
  await expectNoAxeViolations(page);
  await page.screenshot({ path: `${SHOTS}/portal-1280.png`, fullPage: false });
});
