/**
 * The weekly lessons as a teacher plans them with the 반복 수업 form on a phone and at a desk (the
 * dated week itself: calendar.spec.ts), as the owner looks at a teacher's week, and as a visitor
 * looks for a free time (never seeing a name); axe on each.
 */
import { type Page, request as playwrightRequest } from '@playwright/test';
import {
  approveTeachers,
  expect,
  expectNoAxeViolations,
  expectNoAxeViolationsAt,
  OWNER,
  signIn,
  test,
} from './fixtures.ts';

const run = Math.random().toString(36).slice(2, 7);
const teacherFor = (width: number) => ({
  id: `tt${width}_${run}`,
  pw: 'timetable-pass-9',
  name: `시간표${width}`,
});
const LINKER = { id: `ttlink_${run}`, pw: 'timetable-pass-9', name: `연결선생${run}` };
const VIEWED = { id: `ttview_${run}`, pw: 'timetable-pass-9', name: `보기선생${run}` };

/** Teachers made through the API and approved by the owner; VIEWED gets a week of lessons. */
test.beforeAll(async ({ baseURL }) => {
  await approveTeachers(baseURL, [teacherFor(375), teacherFor(1280), VIEWED, LINKER]);
  const viewed = await playwrightRequest.newContext({ baseURL });
  await signIn(viewed, VIEWED);
  for (const data of [
    { day: '수', time: 16, type: '1부', name: '비밀학생가' },
    { day: '금', time: 10, type: '1시간', name: '비밀학생나' },
  ]) {
    expect((await viewed.post('/api/lessons', { data })).status()).toBe(201);
  }
  await viewed.dispose();
});

/** A half of this week by its weekday: "월요일 오후 3시 1부" is the button "11월 23일 (월) 오후 3시 1부, …". */
function slot(page: Page, place: string) {
  const [, day, rest] = /^(.)요일 (.+)$/.exec(place) ?? [];
  return page.getByRole('button', { name: new RegExp(`^\\d+월 \\d+일 \\(${day}\\) ${rest},`) });
}

async function register(page: Page, lesson: { day: string; hour: string; type: string; name: string }) {
  await page.getByLabel('요일', { exact: true }).selectOption({ label: `${lesson.day}요일` });
  await page.getByLabel('시간', { exact: true }).selectOption({ label: lesson.hour });
  await page.getByRole('radio', { name: lesson.type }).check();
  await page.getByLabel('학생 이름').fill(lesson.name);
  await page.getByRole('button', { name: '등록', exact: true }).click();
  await expect(
    page.getByRole('status').filter({ hasText: `${lesson.name} 레슨을 등록했습니다.` }),
  ).toBeVisible();
}

async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, 'horizontal overflow in px').toBeLessThanOrEqual(0);
}

// Walked once, at a phone's width (decision 064); the desktop's layout gets an axe look at the end.
const width = 375;
test.describe(`at ${width}px`, () => {
  test.use({ viewport: { width, height: 900 } });
  const teacher = teacherFor(width);

  test('a teacher fills a week, ends lessons by double-click and by keyboard, and keeps memos', async ({
    page,
  }) => {
    // A long journey on a machine the other suites share.
    test.setTimeout(90_000);
    await signIn(page.request, teacher);
    await page.goto('/lessontime');
    await expect(page.getByRole('heading', { level: 1, name: '레슨 시간표' })).toBeVisible();
    await expect(page.getByRole('table', { name: /내 주간 레슨 시간표/ })).toBeVisible();

    // The button waits for all four fields (spec §5).
    const submit = page.getByRole('button', { name: '등록', exact: true });
    await expect(submit).toBeDisabled();
    await page.getByLabel('학생 이름').fill('김민수');
    await expect(submit).toBeDisabled();
    await page.getByLabel('학생 이름').fill('');

    await register(page, { day: '월', hour: '오후 3시', type: '1부', name: '김민수' });
    await register(page, { day: '월', hour: '오후 3시', type: '2부', name: '이서연' });
    await register(page, { day: '화', hour: '오전 10시', type: '1시간', name: '박지훈' });

    await expect(slot(page, '월요일 오후 3시 1부')).toHaveAccessibleName(/\(월\) 오후 3시 1부, 김민수$/);
    await expect(slot(page, '월요일 오후 3시 2부')).toContainText('이서연');
    await expect(slot(page, '화요일 오전 10시 1시간')).toContainText('박지훈');
    await expect(slot(page, '화요일 오전 10시 1부')).toHaveCount(0);

    // A full cell offers no type that would overlap.
    await page.getByLabel('요일', { exact: true }).selectOption({ label: '월요일' });
    await page.getByLabel('시간', { exact: true }).selectOption({ label: '오후 3시' });
    for (const type of ['1시간', '1부', '2부'])
      await expect(page.getByRole('radio', { name: type })).toBeDisabled();

    // Double-click asks first; cancelling keeps the lesson.
    const dialog = page.getByRole('alertdialog', { name: '이 주부터 그만하시겠습니까?' });
    await slot(page, '월요일 오후 3시 1부').dblclick();
    await dialog.getByRole('button', { name: '취소' }).click();
    await expect(slot(page, '월요일 오후 3시 1부')).toContainText('김민수');
    await slot(page, '월요일 오후 3시 1부').dblclick();
    await dialog.getByRole('button', { name: '그만하기' }).click();
    await expect(slot(page, '월요일 오후 3시 1부')).toHaveAccessibleName(/비어 있음/);
    await expect(slot(page, '월요일 오후 3시 2부')).toContainText('이서연');

    // Keyboard: focus the hour, Delete, confirm.
    await register(page, { day: '금', hour: '오후 9시', type: '1부', name: '최유나' });
    await slot(page, '화요일 오전 10시 1시간').focus();
    await page.keyboard.press('Delete');
    await dialog.getByRole('button', { name: '그만하기' }).click();
    await expect(page.getByRole('status').filter({ hasText: /박지훈님의 .* 그만했습니다\./ })).toBeVisible();
    await expect(slot(page, '화요일 오전 10시 1부')).toHaveAccessibleName(/비어 있음/);

    // Touch, or Enter: the lesson's dialog with 이 주부터 그만하기; Escape closes it.
    await slot(page, '금요일 오후 9시 1부').click();
    const panel = page.getByRole('dialog', { name: '최유나' });
    await expect(panel).toContainText('오후 9시 1부');
    await expect(panel.getByRole('button', { name: '닫기', exact: true })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(panel).toHaveCount(0);
    await expect(slot(page, '금요일 오후 9시 1부')).toBeFocused();
    await page.keyboard.press('Enter');
    await panel.getByRole('button', { name: '이 주부터 그만하기' }).click();
    await dialog.getByRole('button', { name: '그만하기' }).click();
    await expect(slot(page, '금요일 오후 9시 1부')).toHaveAccessibleName(/비어 있음/);

    // Tapping a free half offers to add a lesson there: 반복 수업, 보강 or 체험.
    await slot(page, '수요일 오후 7시 2부').click();
    const add = page.getByRole('dialog', { name: '수업 추가' });
    await expect(add).toContainText('오후 7시');
    await expect(add.getByRole('radio', { name: '2부' })).toBeChecked();
    await expect(add.getByRole('radio', { name: '반복 수업' })).toBeChecked();
    await add.getByRole('button', { name: '취소' }).click();
    await expect(add).toHaveCount(0);

    // Memos: the list appears with the first one; double-click and the button both delete.
    const memos = page.getByRole('list', { name: '메모 목록' });
    await expect(memos).toHaveCount(0);
    await page.getByLabel('특이사항 메모').fill('목요일 보강 확인');
    await page.getByRole('button', { name: '메모', exact: true }).click();
    await page.getByLabel('특이사항 메모').fill('리드 2.5호 주문');
    await page.getByRole('button', { name: '메모', exact: true }).click();
    await expect(memos.getByRole('listitem')).toHaveCount(2);
    await memos.getByText('목요일 보강 확인').dblclick();
    await page
      .getByRole('alertdialog', { name: '메모를 삭제하시겠습니까?' })
      .getByRole('button', { name: '삭제' })
      .click();
    await expect(memos.getByRole('listitem')).toHaveCount(1);
    await memos.getByRole('button', { name: '메모 삭제: 리드 2.5호 주문' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: '삭제' }).click();
    await expect(memos).toHaveCount(0);

    await expectNoSidewaysScroll(page);
    await expectNoAxeViolations(page);
    await expectNoAxeViolationsAt(page, 1280);
  });

  test('a visitor sees which halves are taken, never a name, and how to ask', async ({ page }) => {
    await page.goto(`/lessontime`);
    await expect(page.getByRole('heading', { level: 1, name: '레슨 시간표' })).toBeVisible();
    await page.getByLabel('선생님', { exact: true }).selectOption({ label: `${VIEWED.name} 선생님` });
    const table = page.getByRole('table', { name: `${VIEWED.name} 선생님의 주간 레슨 시간표` });
    await expect(table).toBeVisible();
    await expect(table.getByText('레슨', { exact: true })).toHaveCount(2);
    await expect(page.getByText(/비밀학생/)).toHaveCount(0);
    expect(await page.content()).not.toContain('비밀학생');
    await expect(table.getByRole('button')).toHaveCount(0);
    await expect(page.getByRole('link', { name: /전화 문의/ })).toHaveAttribute('href', /^tel:/);
    await expect(page.getByLabel('특이사항 메모')).toHaveCount(0);
    await expectNoSidewaysScroll(page);
    await expectNoAxeViolations(page);
    await expectNoAxeViolationsAt(page, 1280);
  });
});

test('the owner looks at a teacher’s week with names, recording only', async ({ page }) => {
  await signIn(page.request, OWNER);
  await page.goto('/lessontime');
  await page.getByLabel('선생님', { exact: true }).selectOption({ label: `${VIEWED.name} 선생님` });
  const table = page.getByRole('table', { name: `${VIEWED.name} 선생님의 주간 레슨 시간표` });
  await expect(table.getByText('비밀학생가')).toBeVisible();
  await expect(table.getByText('비밀학생나')).toBeVisible();
  await expect(
    page.getByText('다른 선생님의 시간표에서는 수업 기록만 할 수 있습니다.', { exact: false }),
  ).toBeVisible();
  // The two lessons open for recording; no free half adds anything.
  await expect(table.getByRole('button')).toHaveCount(2);
  await expect(page.getByRole('button', { name: '등록', exact: true })).toHaveCount(0);
  await expectNoAxeViolations(page);
});

test('a lesson linked to a student shows on the student page today, with a one-tap 출석', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signIn(page.request, LINKER);
  expect((await page.request.post('/api/member', { data: { name: '한가람', lesson: 4 } })).status()).toBe(
    201,
  );
  const weekday = ['일', '월', '화', '수', '목', '금', '토'][
    new Date(Date.now() + 9 * 3600_000).getUTCDay()
  ]!;

  await page.goto('/lessontime');
  await page.getByLabel('요일', { exact: true }).selectOption({ label: `${weekday}요일` });
  await page.getByLabel('시간', { exact: true }).selectOption({ label: '오후 5시' });
  await page.getByRole('radio', { name: '1시간' }).check();
  await page.getByLabel('학생 이름').fill('한가람');
  await expect(page.getByText('등록된 학생 한가람님과 연결되어')).toBeVisible();
  await page.getByRole('button', { name: '등록', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: '한가람 레슨을 등록했습니다.' })).toBeVisible();

  await page.goto('/managemember');
  const expected = page.getByRole('list', { name: '오늘 올 학생' });
  await expect(expected.getByRole('listitem')).toHaveCount(1);
  await expect(expected).toContainText('오후 5시');
  await expected.getByRole('button', { name: '한가람 출석' }).click();
  await expect(expected.getByText('기록됨')).toBeVisible();
  await expect(page.getByRole('list', { name: '오늘 기록된 레슨' })).toContainText('한가람');
  await expectNoAxeViolations(page);
});
