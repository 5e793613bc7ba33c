/** Steps several journeys take alike: screenshots, set-up through the API, and a few walks through the pages. */
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { seoulDate } from '#shared/time.ts';
import { type LessonType, weekdayOfDate } from '#shared/timetable-rules.ts';
import { expect, test } from './fixtures.ts';

/** A full-page screenshot into the test's own output folder. */
export async function shoot(page: Page, label: string): Promise<void> {
  await page.screenshot({ path: test.info().outputPath(`${label}.png`), fullPage: true });
}

/**
 * A new student of the signed-in teacher, named `prefix` and four random letters, with
 * `lessons` lessons paid for and a weekly lesson on the weekday of `date` (today in Seoul).
 */
export async function studentWithLesson(
  request: APIRequestContext,
  prefix: string,
  {
    lessons,
    date = seoulDate(new Date()),
    time = 21,
    type = '1시간',
  }: { lessons?: number; date?: string; time?: number; type?: LessonType } = {},
): Promise<{ name: string; studentId: number; seriesId: number }> {
  const name = `${prefix}${Math.random().toString(36).slice(2, 6)}`;
  const created = await request.post('/api/member/', { data: { name, lesson: lessons } });
  expect(created.status()).toBe(201);
  const studentId = (await created.json()).student.id as number;
  const series = await request.post('/api/lessons', {
    data: { day: weekdayOfDate(date), time, type, name, studentId },
  });
  expect(series.status()).toBe(201);
  return { name, studentId, seriesId: (await series.json()).seriesId as number };
}

/** The sign-in link to the family pages of `name`, a student of the teacher `request` is signed in as. */
export async function familyLinkOf(request: APIRequestContext, name: string): Promise<string> {
  const link = await request.post('/api/family/links', { data: { studentName: name } });
  expect(link.ok(), await link.text()).toBe(true);
  return (await link.json()).url as string;
}

/** What the scripts the home page loads hold, once its network is quiet. */
export async function homePageScripts(page: Page): Promise<string[]> {
  const scripts: string[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response.url());
  });
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  return Promise.all(scripts.map(async (url) => (await page.request.get(url)).text()));
}

/** Records today's lesson of `name` as 출석 in 오늘 올 학생 and opens its note. */
export async function openTodaysNote(page: Page, name: string) {
  await page.goto('/managemember');
  const expected = page.getByRole('list', { name: '오늘 올 학생' });
  await expected.getByRole('button', { name: `${name} 출석` }).click();
  await expect(page.getByRole('status').getByText(/출석/).first()).toBeVisible();
  await expected.getByRole('button', { name: `${name} 레슨 노트 쓰기` }).click();
  return { expected, dialog: page.getByRole('dialog', { name: '레슨 노트' }) };
}

/**
 * Leaving a form with unsaved work through `leave` asks first: the dialog's 취소 stays on the
 * form at `here`, and 떠나기 goes on to `there`.
 */
export async function leaveUnsavedWork(
  page: Page,
  leave: Locator,
  here: RegExp,
  there: RegExp,
): Promise<void> {
  await leave.click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText('저장하지 않은 내용이 있습니다.');
  await dialog.getByRole('button', { name: '취소' }).click();
  await expect(page).toHaveURL(here);
  await leave.click();
  await page.getByRole('alertdialog').getByRole('button', { name: '떠나기' }).click();
  await expect(page).toHaveURL(there);
}
