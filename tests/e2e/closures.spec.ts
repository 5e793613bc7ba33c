/**
 * 휴원일 관리 as the owner meets it, at 375 px (axe at 1280 px at the end): a 방학 range and a single day added
 * through the form (an empty name said under its field first), both listed with their days, the
 * day deleted after a confirm that names it, and 추석 and the 대체공휴일 among the public holidays
 * below. axe on the page, with the errors and with the dialog open.
 */
import { expect, expectNoAxeViolations, expectNoAxeViolationsAt, OWNER, signIn, test } from './fixtures.ts';

test.describe.configure({ mode: 'serial' });

/** The journey's own dates, so no other journey's closures share a day with it. */
const { width, from, to, name, day, holiday } = {
  width: 375,
  from: '2027-07-26',
  to: '2027-07-30',
  name: '여름 방학',
  day: '2027-08-16',
  holiday: { date: '2027-05-01', day: '5월 1일 (토)', name: '노동절' },
} as const;

test(`at ${width}px the owner adds a 방학 and a day off, deletes the day and sees 추석 among the holidays`, async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width, height: 900 });
  await signIn(page.request, OWNER);
  await page.goto('/closures');
  await expect(page.getByRole('heading', { name: '휴원일 관리', level: 1 })).toBeVisible();

  // The public holidays: 추석 of this year, and next year's 대체공휴일 labelled.
  const thisYear = page.getByRole('region', { name: /^2026년 공휴일/ });
  await expect(thisYear.getByRole('listitem').filter({ hasText: '9월 25일 (금)' })).toContainText('추석');
  await expect(thisYear.getByRole('listitem').filter({ hasText: '9월 24일 (목)' })).toContainText(
    '추석 전날',
  );
  const nextYear = page.getByRole('region', { name: /^2027년 공휴일/ });
  await expect(nextYear.getByRole('listitem').filter({ hasText: '2월 9일 (화)' })).toContainText(
    '설날대체공휴일',
  );
  await expectNoAxeViolations(page);

  // 이 날은 수업함: the holiday stays listed, marked, and leaves the closed days.
  const holidayRow = nextYear.getByRole('listitem').filter({ hasText: holiday.day });
  await holidayRow.getByRole('button', { name: `${holiday.day} ${holiday.name} 이 날은 수업함` }).click();
  await expect(
    page.getByRole('status').filter({ hasText: `${holiday.day} ${holiday.name}에 수업합니다.` }),
  ).toBeVisible();
  await expect(holidayRow).toContainText(`${holiday.name}수업함`);
  const reopened = await page.request.get(`/api/closures?from=${holiday.date}&to=${holiday.date}`);
  expect(await reopened.json()).toEqual([]);
  await expectNoAxeViolations(page);

  const form = page.getByRole('form', { name: '휴원일 추가' });
  const start = form.getByLabel('시작일');
  const end = form.getByLabel('종료일');
  const title = form.getByRole('textbox', { name: '이름' });

  // Nothing named: said under the field, which takes the focus.
  await start.fill(from);
  await expect(end).toHaveValue(from);
  await end.fill(to);
  await form.getByRole('button', { name: '휴원일 추가' }).click();
  await expect(title).toBeFocused();
  await expect(title).toHaveAccessibleDescription(/휴원일 이름을 입력해 주세요\. \(예: 겨울 방학\)$/);
  await expectNoAxeViolations(page);

  await form.getByRole('button', { name }).click();
  await expect(title).toHaveValue(name);
  await form.getByRole('button', { name: '휴원일 추가' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: `휴원일 ‘${name}’을(를) 추가했습니다 (5일).` }),
  ).toBeVisible();

  const list = page.getByRole('region', { name: '학원 휴원일' });
  const range = list.getByRole('listitem').filter({ hasText: name });
  await expect(range).toContainText('5일');
  await expect(range).toContainText('예정');

  // A single day: the end follows the start.
  await start.fill(day);
  await expect(end).toHaveValue(day);
  await title.fill('원장 연수');
  await form.getByRole('button', { name: '휴원일 추가' }).click();
  const single = list.getByRole('listitem').filter({ hasText: '원장 연수' });
  await expect(single).toContainText('1일');

  // The same day again is refused under the end date.
  await start.fill(day);
  await title.fill('중복');
  await form.getByRole('button', { name: '휴원일 추가' }).click();
  await expect(end).toHaveAccessibleDescription(/이미 휴원일로 정한 날짜와 겹칩니다/);
  await title.fill('');

  await single.getByRole('button', { name: '원장 연수 삭제' }).click();
  const dialog = page.getByRole('alertdialog', { name: '휴원일 ‘원장 연수’을(를) 삭제하시겠습니까?' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('1일');
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: '삭제' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: '휴원일 ‘원장 연수’을(를) 삭제했습니다.' }),
  ).toBeVisible();
  await expect(single).toHaveCount(0);
  await expect(range).toBeVisible();

  // What a visitor's calendar reads: the 방학 beside the holidays.
  const closed = await page.request.get(`/api/closures?from=${from}&to=${to}`);
  expect(await closed.json()).toContainEqual({ date: from, name, kind: 'studio' });

  await expectNoAxeViolations(page);
  await page.screenshot({ path: `/tmp/closures/closures-${width}.png`, fullPage: true });

  // And back to a day off.
  await holidayRow.getByRole('button', { name: `${holiday.day} ${holiday.name} 다시 쉬기` }).click();
  await expect(holidayRow.getByRole('button', { name: /이 날은 수업함$/ })).toBeVisible();
  const closedAgain = await page.request.get(`/api/closures?from=${holiday.date}&to=${holiday.date}`);
  expect(await closedAgain.json()).toEqual([{ date: holiday.date, name: holiday.name, kind: 'holiday' }]);
  await expectNoAxeViolationsAt(page, 1280);
});

test('the menu leads the owner to 휴원일 관리', async ({ page }) => {
  await signIn(page.request, OWNER);
  await page.goto('/');
  // The owner's full menu folds under 메뉴 below 1560 px. A tap before the page has hydrated
  // does nothing, and the owner's links come with the session: tap again until they are there.
  const button = page.getByRole('button', { name: '메뉴', exact: true });
  const link = page
    .getByRole('navigation', { name: '주 메뉴' })
    .getByRole('link', { name: '휴원일', exact: true });
  await expect(async () => {
    if ((await button.isVisible()) && (await button.getAttribute('aria-expanded')) !== 'true')
      await button.click();
    await expect(link).toBeVisible({ timeout: 1000 });
  }).toPass();
  await link.click();
  await expect(page.getByRole('heading', { name: '휴원일 관리', level: 1 })).toBeVisible();
});

test('a teacher is turned away from 휴원일 관리', async ({ teacherPage: page }) => {
  await page.goto('/closures');
  await expect(page.getByRole('heading', { name: '권한이 없습니다', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: '휴원일 관리' })).toHaveCount(0);
});
