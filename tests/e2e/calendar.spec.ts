/**
 * The dated week on /lessontime at 375 and 1280 px: a teacher plans a weekly lesson from a free
 * half, records today's from the calendar and sees its mark, moves next week's to another day,
 * grants a make-up credit with a 사전취소 two weeks ahead and books a 보강 with it, and finds a
 * closed day's column; the grid by keyboard alone; a visitor's dated week; axe on each.
 */
import type { Page } from '@playwright/test';
import {
  approveTeachers,
  expect,
  expectNoAxeViolations,
  expectNoAxeViolationsAt,
  OWNER,
  signIn,
  test,
} from './fixtures.ts';
import { studentWithLesson } from './helpers.ts';

const run = Math.random().toString(36).slice(2, 7);
const teacherFor = (width: number) => ({
  id: `cal${width}_${run}`,
  pw: 'calendar-pass-9',
  name: `달력${width}`,
});

/** A teacher whose week the owner opens to record a lesson. */
const VIEWED = { id: `calview_${run}`, pw: 'calendar-pass-9', name: `원장이보는${run}` };

const WEEKDAYS = ['일', '월', '화', '수', '목', '금', '토'];
/** Today in Seoul, as the server and the page count days. */
const seoulToday = () => new Date(Date.now() + 9 * 3600_000).toISOString().slice(0, 10);
const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const weekdayOf = (date: string) => WEEKDAYS[new Date(`${date}T00:00:00Z`).getUTCDay()]!;
/** "12월 3일 (목)", as the page writes a day. */
const dateLabel = (date: string) =>
  `${Number(date.slice(5, 7))}월 ${Number(date.slice(8, 10))}일 (${weekdayOf(date)})`;
const mondayOf = (date: string) => addDays(date, -((new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7));

const TODAY = seoulToday();
/** Three weeks ahead, on today's weekday: closed for the whole studio, so the weekly lesson skips it. */
const CLOSED_DAY = addDays(TODAY, 21);
// One name for the site's run: a worker that comes back to the file finds the day closed already.
const CLOSURE = '학원 정기 휴무';

test.beforeAll(async ({ baseURL, playwright }) => {
  await approveTeachers(baseURL, [teacherFor(375), teacherFor(768), teacherFor(1280), VIEWED]);
  const owner = await playwright.request.newContext({ baseURL });
  await signIn(owner, OWNER);
  const added = await owner.post('/api/closures', {
    data: { from: CLOSED_DAY, to: CLOSED_DAY, name: CLOSURE },
  });
  // A worker that comes back to the file finds it there already.
  expect([201, 409]).toContain(added.status());
  await owner.dispose();
});

function literal(text: string) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** A half or a lesson of the grid, by the place its name begins with ("12월 3일 (목) 오전 9시 1시간"). */
function slot(page: Page, place: string) {
  return page.getByRole('button', { name: new RegExp(`^${literal(place)},`) });
}

async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, 'horizontal overflow in px').toBeLessThanOrEqual(0);
}

async function toast(page: Page, text: string | RegExp) {
  await expect(page.getByRole('status').filter({ hasText: text })).toBeVisible();
}

// Walked once, at a phone's width (decision 064); the desktop's layout gets an axe look at the end.
const width = 375;
test.describe(`at ${width}px`, () => {
  test.use({ viewport: { width, height: 900 } });
  const teacher = teacherFor(width);
  const student = `달력학생${width}`;

  test('a teacher plans, records, moves, closes and makes up lessons on the dated week', async ({ page }) => {
    test.setTimeout(120_000);
    await signIn(page.request, teacher);
    expect((await page.request.post('/api/member', { data: { name: student, lesson: 8 } })).status()).toBe(
      201,
    );
    await page.goto('/lessontime');
    await expect(page.getByRole('heading', { level: 1, name: '레슨 시간표' })).toBeVisible();
    const table = page.getByRole('table', { name: '내 주간 레슨 시간표' });
    await expect(
      table.getByRole('columnheader', { name: new RegExp(`^${weekdayOf(TODAY)} \\d+/\\d+ 오늘`) }),
    ).toBeVisible();

    // 반복 수업 from a free hour of today: it starts in the shown week.
    await slot(page, `${dateLabel(TODAY)} 오전 9시 1부`).click();
    const add = page.getByRole('dialog', { name: '수업 추가' });
    await add.getByRole('radio', { name: '1시간' }).check();
    await add.getByLabel('학생 이름').fill(student);
    await expect(add.getByText(`등록된 학생 ${student}님과 연결됩니다.`)).toBeVisible();
    await add.getByRole('button', { name: '반복 수업 넣기' }).click();
    await toast(page, `매주 ${weekdayOf(TODAY)}요일 오전 9시 ${student} 수업을`);
    await expect(add).toHaveCount(0);
    const todays = slot(page, `${dateLabel(TODAY)} 오전 9시 1시간`);
    await expect(todays).toHaveAccessibleName(`${dateLabel(TODAY)} 오전 9시 1시간, ${student}`);

    // Recording from the calendar: one tap, and the mark shows.
    await todays.click();
    const lesson = page.getByRole('dialog', { name: student });
    await expect(lesson.getByText(`${dateLabel(TODAY)} 오전 9시 1시간`)).toBeVisible();
    await expectNoAxeViolations(page);
    await page.screenshot({ path: `/tmp/week/lesson-dialog-${width}.png` });
    await lesson.getByRole('button', { name: '출석' }).click();
    await toast(page, /출석/);
    await expect(todays).toHaveAccessibleName(`${dateLabel(TODAY)} 오전 9시 1시간, ${student}, 출석`);
    await expect(todays).toContainText('○');
    await page.screenshot({ path: `/tmp/week/staff-${width}.png`, fullPage: true });

    // Next week: move that one lesson to the next day at 오후 2시; the weeks after keep their day.
    await page.getByRole('button', { name: '다음 주' }).click();
    await expect(page).toHaveURL(new RegExp(`week=${mondayOf(addDays(TODAY, 7))}`));
    const nextWeek = addDays(TODAY, 7);
    const moveTo = weekdayOf(nextWeek) === '일' ? addDays(nextWeek, -1) : addDays(nextWeek, 1);
    await slot(page, `${dateLabel(nextWeek)} 오전 9시 1시간`).click();
    await lesson.getByRole('button', { name: '이번 주만 옮기기' }).click();
    await lesson.getByLabel('날짜').selectOption(moveTo);
    await lesson.getByLabel('시간').selectOption('14');
    await lesson.getByRole('button', { name: '옮기기', exact: true }).click();
    await toast(page, '(으)로 옮겼습니다.');
    await expect(slot(page, `${dateLabel(moveTo)} 오후 2시 1시간`)).toHaveAccessibleName(
      `${dateLabel(moveTo)} 오후 2시 1시간, ${student}, 이동`,
    );
    await expect(slot(page, `${dateLabel(nextWeek)} 오전 9시 1부`)).toHaveAccessibleName(/비어 있음/);
    await page.goBack();
    await expect(todays).toContainText('○');
    await page.goForward();
    await expect(slot(page, `${dateLabel(moveTo)} 오후 2시 1시간`)).toContainText('이동');

    // A 사전취소 two weeks ahead grants a make-up credit; a 보강 uses it.
    await page.getByRole('button', { name: '다음 주' }).click();
    const ahead = addDays(TODAY, 14);
    await slot(page, `${dateLabel(ahead)} 오전 9시 1시간`).click();
    await expect(lesson.getByRole('button', { name: '출석' })).toHaveCount(0);
    await lesson.getByRole('button', { name: '사전취소' }).click();
    await toast(page, /사전취소/);
    await expect(slot(page, `${dateLabel(ahead)} 오전 9시 1시간`)).toHaveAccessibleName(/, 사전취소$/);
    const makeupDay = addDays(ahead, weekdayOf(ahead) === '일' ? -1 : 1);
    await slot(page, `${dateLabel(makeupDay)} 오후 4시 2부`).click();
    await add.getByRole('radio', { name: '보강' }).check();
    // Each student with their 보강권: this one holds the one the 사전취소 just earned.
    await add.getByLabel('학생', { exact: true }).selectOption({ label: `${student} · 보강권 1장` });
    await page.screenshot({ path: `/tmp/week/add-dialog-${width}.png` });
    await add.getByRole('button', { name: '보강 넣기' }).click();
    await toast(page, '보강 수업을 넣었습니다.');
    await expect(slot(page, `${dateLabel(makeupDay)} 오후 4시 2부`)).toHaveAccessibleName(
      `${dateLabel(makeupDay)} 오후 4시 2부, ${student}, 보강`,
    );
    // The credit is spent: the student is offered without one, and cannot be picked.
    await slot(page, `${dateLabel(makeupDay)} 오후 5시 2부`).click();
    await add.getByRole('radio', { name: '보강' }).check();
    await expect(add.getByRole('option', { name: `${student} · 보강권 없음` })).toBeDisabled();
    await expect(add.getByRole('button', { name: '보강 넣기' })).toBeDisabled();
    await page.keyboard.press('Escape');
    await expect(add).toHaveCount(0);
    // The 보강 itself moves to a later half of its day, its credit with it.
    await slot(page, `${dateLabel(makeupDay)} 오후 4시 2부`).click();
    await lesson.getByRole('button', { name: '옮기기', exact: true }).click();
    await expect(lesson.getByRole('form', { name: '다른 시간으로 옮기기' })).toContainText(
      '쓴 보강권은 그대로입니다.',
    );
    await lesson.getByLabel('날짜').selectOption(makeupDay);
    await lesson.getByLabel('시간', { exact: true }).selectOption('17');
    await expectNoAxeViolations(page);
    await page.screenshot({ path: `/tmp/week/move-makeup-${width}.png` });
    await lesson.getByRole('button', { name: '옮기기', exact: true }).click();
    await toast(page, /보강 수업을 .+옮겼습니다/);
    await expect(slot(page, `${dateLabel(makeupDay)} 오후 5시 2부`)).toHaveAccessibleName(
      `${dateLabel(makeupDay)} 오후 5시 2부, ${student}, 보강`,
    );
    await expect(
      page.getByRole('button', { name: `${dateLabel(makeupDay)} 오후 4시 2부, ${student}, 보강` }),
    ).toHaveCount(0);

    // The closed day three weeks ahead: its name heads the column and the lesson is skipped.
    await page.getByRole('button', { name: '다음 주' }).click();
    await expect(table.getByRole('columnheader', { name: new RegExp(CLOSURE) })).toBeVisible();
    await expect(slot(page, `${dateLabel(CLOSED_DAY)} 오전 9시 1시간`)).toHaveAccessibleName(
      `${dateLabel(CLOSED_DAY)} 오전 9시 1시간, ${student}, ${CLOSURE} 휴원으로 쉼`,
    );
    await expect(slot(page, `${dateLabel(CLOSED_DAY)} 오전 10시 1부`)).toHaveCount(0);
    await page.screenshot({ path: `/tmp/week/closed-${width}.png`, fullPage: true });
    await expectNoSidewaysScroll(page);
    await expectNoAxeViolations(page);

    // 이번 주 comes back; the series ends from next week after a confirm, this week keeps it.
    await page.getByRole('button', { name: '이번 주' }).click();
    await expect(todays).toContainText('○');
    await expectNoAxeViolationsAt(page, 1280);
  });

  test('the dated grid by keyboard: Tab in reading order, Enter opens, Escape closes', async ({ page }) => {
    await signIn(page.request, teacher);
    await page.goto(`/lessontime?week=${addDays(TODAY, 28)}`);
    const monday = mondayOf(addDays(TODAY, 28));
    const first = slot(page, `${dateLabel(monday)} 오전 10시 1부`);
    await first.focus();
    await page.keyboard.press('Tab');
    await expect(slot(page, `${dateLabel(monday)} 오전 10시 2부`)).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(slot(page, `${dateLabel(addDays(monday, 1))} 오전 10시 1부`)).toBeFocused();
    await page.keyboard.press('Enter');
    const add = page.getByRole('dialog', { name: '수업 추가' });
    await expect(add).toBeVisible();
    await expect(add.getByRole('button', { name: '닫기' })).toBeFocused();
    // Focus stays inside the dialog.
    for (let press = 0; press < 12; press += 1) await page.keyboard.press('Tab');
    expect(await add.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
    await page.keyboard.press('Escape');
    await expect(add).toHaveCount(0);
    await expect(slot(page, `${dateLabel(addDays(monday, 1))} 오전 10시 1부`)).toBeFocused();
    await page.keyboard.press('Space');
    await expect(add).toBeVisible();
    await add.getByRole('button', { name: '취소' }).click();
    await expectNoAxeViolations(page);
  });

  test('a visitor sees the dated week, taken and free halves and the closed day, never a name', async ({
    page,
    playwright,
    baseURL,
  }) => {
    const api = await playwright.request.newContext({ baseURL });
    await signIn(api, teacher);
    const weekday = weekdayOf(CLOSED_DAY);
    // The weekly lesson of the first journey may or may not be there: a lesson of its own.
    const made = await api.post('/api/lessons', {
      data: { day: weekday, time: 20, type: '2부', name: '비밀학생', from: mondayOf(TODAY) },
    });
    expect([201, 409]).toContain(made.status());
    await api.dispose();

    await page.goto(`/lessontime?week=${CLOSED_DAY}`);
    // By id: a worker that loads this file again signs up teachers of the same name.
    await page.getByLabel('선생님', { exact: true }).selectOption(teacher.id);
    const table = page.getByRole('table', { name: `${teacher.name} 선생님의 주간 레슨 시간표` });
    await expect(table.getByRole('columnheader', { name: new RegExp(CLOSURE) })).toBeVisible();
    await expect(table.getByRole('button')).toHaveCount(0);
    expect(await page.content()).not.toContain('비밀학생');
    await page.getByRole('button', { name: '지난 주' }).click();
    await expect(table.getByText('레슨', { exact: true }).first()).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`week=${mondayOf(addDays(CLOSED_DAY, -7))}`));
    await expect(page.getByText(/비밀학생/)).toHaveCount(0);
    // Scrolled over the grid, the hours move under the days' row, which stays in sight.
    const days = table.getByRole('columnheader').nth(1);
    const hour = table.getByRole('rowheader').first();
    const hourAt = (await hour.boundingBox())?.y ?? 0;
    await page.mouse.move(200, hourAt + 40);
    await page.mouse.wheel(0, 400);
    await expect.poll(async () => (await hour.boundingBox())?.y ?? 0).toBeLessThan(hourAt - 200);
    // Pinned to the top of the grid's box, on the screen; the caption above has scrolled away.
    const frame = await page.getByRole('region', { name: /옆으로 밀어 볼 수 있음/ }).boundingBox();
    const pinned = (await days.boundingBox())?.y ?? -1;
    expect(pinned).toBeGreaterThanOrEqual(0);
    expect(Math.abs(pinned - (frame?.y ?? 0))).toBeLessThanOrEqual(2);
    await page.screenshot({ path: `/tmp/week/visitor-${width}.png`, fullPage: true });
    await expectNoSidewaysScroll(page);
    await expectNoAxeViolations(page);
    await expectNoAxeViolationsAt(page, 1280);
  });
});

test.describe('at 768px', () => {
  test.use({ viewport: { width: 768, height: 1024 } });

  test('a tablet shows the dated week with its marks, and both dialogs whole', async ({ page }) => {
    const teacher = teacherFor(768);
    await signIn(page.request, teacher);
    const { name } = await studentWithLesson(page.request, '태블릿', {
      lessons: 4,
      date: TODAY,
      time: 11,
      type: '1부',
    });
    await page.goto('/lessontime');
    const today = slot(page, `${dateLabel(TODAY)} 오전 11시 1부`);
    await expect(today).toHaveAccessibleName(`${dateLabel(TODAY)} 오전 11시 1부, ${name}`);
    await page.screenshot({ path: '/tmp/week/staff-768.png', fullPage: true });
    await today.click();
    await expect(page.getByRole('dialog', { name })).toBeVisible();
    await page.screenshot({ path: '/tmp/week/lesson-dialog-768.png' });
    await page.keyboard.press('Escape');
    await slot(page, `${dateLabel(TODAY)} 오후 3시 2부`).click();
    await expect(page.getByRole('dialog', { name: '수업 추가' })).toBeVisible();
    await page.screenshot({ path: '/tmp/week/add-dialog-768.png' });
    await expectNoSidewaysScroll(page);
    await expectNoAxeViolations(page);
  });
});

test('the owner records a teacher’s lesson from that teacher’s week, and plans nothing there', async ({
  page,
  playwright,
  baseURL,
}) => {
  const api = await playwright.request.newContext({ baseURL });
  await signIn(api, VIEWED);
  const { name } = await studentWithLesson(api, '원장기록', {
    lessons: 4,
    date: TODAY,
    time: 13,
    type: '1부',
  });
  await api.dispose();

  await signIn(page.request, OWNER);
  await page.goto(`/lessontime?teacher=${VIEWED.id}`);
  const table = page.getByRole('table', { name: `${VIEWED.name} 선생님의 주간 레슨 시간표` });
  await expect(table).toBeVisible();
  await expect(slot(page, `${dateLabel(TODAY)} 오후 3시 1부`)).toHaveCount(0);
  const theirs = slot(page, `${dateLabel(TODAY)} 오후 1시 1부`);
  await theirs.click();
  const dialog = page.getByRole('dialog', { name });
  await expect(dialog.getByRole('button', { name: '이번 주만 옮기기' })).toHaveCount(0);
  await expect(dialog.getByRole('button', { name: '이 주부터 그만하기' })).toHaveCount(0);
  await dialog.getByRole('button', { name: '지각' }).click();
  await expect(page.getByRole('status').filter({ hasText: /지각/ })).toBeVisible();
  await expect(theirs).toHaveAccessibleName(`${dateLabel(TODAY)} 오후 1시 1부, ${name}, 지각`);
  await expect(theirs).toContainText('△');
  await expectNoAxeViolations(page);
});
