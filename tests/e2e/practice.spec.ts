/**
 * 연습 기록 on a family's phone (375 px): the family opens the teacher's link, starts the timer,
 * leaves the page (a reload, as a phone that locked and dropped it) and comes back 25 minutes
 * later to the right time, stops and logs it; then logs 30 minutes of a repertoire piece with
 * one tap, and sees the week's total and streak. The teacher sees the week on the student page
 * and "이번 주 연습" in 오늘 올 학생. Axe on each page.
 */
import { expect, expectNoAxeViolations, signIn, test } from './fixtures.ts';
import { familyLinkOf, shoot, studentWithLesson } from './helpers.ts';

test.use({ teacherName: '연습선생' });

test('a family logs practice with the timer and with one tap; the teacher sees the week', async ({
  teacherPage: page,
  teacher,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 375, height: 800 });
  // The page's clock runs as usual until the journey moves it on, as a screen dark for a while.
  await page.clock.install();
  const { name, studentId } = await studentWithLesson(page.request, '연습', { lessons: 4 });
  await page.request.post(`/api/member/${studentId}/repertoire`, { data: { title: '캐논 변주곡' } });
  const url = await familyLinkOf(page.request, name);

  await page.context().clearCookies();
  await page.goto(url);
  await expect(page).toHaveURL(/\/family$/);
  const practice = page.getByRole('region', { name: '연습 기록' });
  await expect(practice.getByText('이번 주에는 아직 기록이 없습니다.')).toBeVisible();
  await practice.getByRole('button', { name: '타이머 시작' }).click();
  await expect(practice.getByRole('timer', { name: '연습 타이머' })).toHaveText(/^00:0\d$/);

  // The page goes away and comes back; only the start time was kept.
  await page.reload();
  await page.clock.fastForward('25:00');
  await expect(practice.getByRole('timer', { name: '연습 타이머' })).toHaveText(/^25:\d\d$/);
  await practice.getByRole('button', { name: '멈추고 기록' }).click();
  await expect(
    page.getByRole('status').getByText('연습 25분을 기록했습니다. 이날 모두 25분입니다.'),
  ).toBeVisible();
  await expect(practice.getByRole('button', { name: '타이머 시작' })).toBeVisible();

  // One tap: 30분 and the piece, then the big button.
  await practice.getByRole('button', { name: '30분', exact: true }).click();
  await practice.getByRole('combobox', { name: '연습한 곡' }).selectOption('캐논 변주곡');
  await practice.getByRole('button', { name: '오늘 30분 연습 기록' }).click();
  await expect(
    page.getByRole('status').getByText('연습 30분을 기록했습니다. 이날 모두 55분입니다.'),
  ).toBeVisible();
  const facts = practice.getByRole('definition');
  await expect(facts.nth(0)).toHaveText('55분');
  await expect(facts.nth(1)).toHaveText('1일');
  await expect(facts.nth(2)).toHaveText('1일');
  const entries = practice.getByRole('list', { name: '이번 주 연습 기록' });
  await expect(entries.getByRole('listitem')).toHaveCount(2);
  await expect(entries.getByRole('listitem').first()).toContainText('30분 · 캐논 변주곡');
  await expectNoAxeViolations(page);
  await shoot(page, 'portal-375');

  // The teacher, on a phone too: 오늘 올 학생 and the student page.
  await page.context().clearCookies();
  await signIn(page.request, teacher);
  await page.goto('/managemember');
  await expect(page.getByRole('list', { name: '오늘 올 학생' })).toContainText('이번 주 연습 55분');
  await page.goto(`/memberdetail/${encodeURIComponent(name)}`);
  const week = page.getByRole('region', { name: '연습 기록' });
  await expect(week.getByRole('definition').first()).toHaveText('55분');
  await expect(week.getByRole('list', { name: '연습 기록' })).toContainText('30분 · 캐논 변주곡');
  await expect(week.getByRole('button', { name: '다음 주 ›' })).toBeDisabled();
  await expectNoAxeViolations(page);
  await shoot(page, 'student-375');
  // The desk's width: the same page, looked at with axe.
  await page.setViewportSize({ width: 1280, height: 900 });
  await expectNoAxeViolations(page);
  await shoot(page, 'student-1280');
});
