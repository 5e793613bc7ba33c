/**
 * 보강 예약 by a family at 375 px: the owner allows it in 수업 규칙 (through the API), the
 * teacher's 강사사정 gives the student a 보강권, and the guardian, on the portal the link opens,
 * picks a day and a free time, confirms, and sees the 보강 among the lessons ahead and the credit
 * used. Axe on the portal with the booking open.
 */
import { request as playwrightRequest } from '@playwright/test';
import { addDays, seoulDate } from '#shared/time.ts';
import { expect, expectNoAxeViolations, OWNER, signIn, test } from './fixtures.ts';
import { familyLinkOf, studentWithLesson } from './helpers.ts';

test.use({ teacherName: '보강선생' });

async function setFamilyBooking(baseURL: string | undefined, on: boolean): Promise<void> {
  const owner = await playwrightRequest.newContext({ baseURL });
  await signIn(owner, OWNER);
  const current = await (await owner.get('/api/site/lessons')).json();
  const saved = await owner.put('/api/site/lessons', {
    data: { version: current.version, lessons: { ...current.lessons, familyBooking: on } },
  });
  expect(saved.ok(), await saved.text()).toBe(true);
  await owner.dispose();
}

test('a guardian books a 보강 into the teacher’s free time with a credit', async ({
  teacherPage: page,
  baseURL,
}) => {
  test.setTimeout(60_000);
  await page.setViewportSize({ width: 375, height: 800 });
  await setFamilyBooking(baseURL, true);
  try {
    const lessonDay = addDays(seoulDate(new Date()), 3);
    const { name, seriesId } = await studentWithLesson(page.request, '보강', {
      lessons: 4,
      date: lessonDay,
      time: 9,
      type: '1부',
    });
    const off = await page.request.put(`/api/member/${encodeURIComponent(name)}`, {
      data: {
        status: '강사사정',
        date: lessonDay,
        occurrence: `s${seriesId}@${lessonDay}`,
      },
    });
    expect(off.ok(), await off.text()).toBe(true);
    const url = await familyLinkOf(page.request, name);

    await page.context().clearCookies();
    await page.goto(url);
    await expect(page.getByRole('heading', { level: 1, name: `${name} 학생` })).toBeVisible();
    const credits = page.getByRole('region', { name: '보강권' });
    await credits.getByRole('button', { name: '보강 예약' }).click();
    // The last day offered: never today, and a holiday is simply not offered.
    const dayButton = credits
      .getByRole('group', { name: /^날짜를 고르세요/ })
      .getByRole('button')
      .last();
    const dayText = ((await dayButton.textContent()) ?? '').trim();
    await dayButton.click();
    await expect(credits.getByRole('group', { name: /빈 시간$/ })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.screenshot({ path: '/tmp/family-shots/makeup-375.png', fullPage: true });
    await credits.getByRole('button', { name: '오후 2시 · 1시간' }).click();
    await expect(credits).toContainText('보강을 예약할까요? 보강권 1장을 사용합니다.');
    await credits.getByRole('button', { name: '예약하기' }).click();
    // The day as the day's button says it, the time as the choice said it.
    await expect(page.getByRole('status')).toContainText(
      `${dayText} 오후 2시 1시간 보강을 예약했습니다. 보강권 1장을 사용했습니다.`,
    );
    const upcoming = page.getByRole('region', { name: '다가오는 레슨' });
    const booked = upcoming.getByRole('listitem').filter({ hasText: dayText });
    await expect(booked).toContainText('오후 2시');
    await expect(booked).toContainText('보강');
    await expect(credits).toContainText('사용함');
    await expect(credits.getByRole('button', { name: '보강 예약' })).toHaveCount(0);
    await expectNoAxeViolations(page);
  } finally {
    await setFamilyBooking(baseURL, false);
  }
});
