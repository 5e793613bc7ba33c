/**
 * The owner sets the studio's owed limit (수업 규칙) in the browser, on a phone: the rule is
 * said in words and previewed as a teacher will meet it, a number out of range is refused next
 * to the field, and once published the student records follow it. Each limit, 0 included, is
 * proved without a browser (src/server/features/students/owed-lessons.api.test.ts), the form
 * and its preview in lessons-form.test.tsx and owed-limit-preview.test.tsx.
 *
 * Publishing changes a rule every student journey relies on, so these run on a site of their own.
 */
import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, OWNER, signIn, test } from './fixtures.ts';
import { ownSite, pickSettingsItem } from './own-site.ts';

ownSite(11);

async function openLessonRules(page: Page) {
  await page.goto('/settings');
  await pickSettingsItem(page, '수업 규칙', /\/settings\/lessons$/);
  return page.getByRole('spinbutton', { name: '남은 레슨이 없어도 결제 전에 기록할 수 있는 레슨 수' });
}

/** Records charged lessons for a new student with no lessons left, until the server refuses one. */
async function chargesUntilRefused(page: Page, name: string) {
  expect((await page.request.post('/api/member', { data: { name } })).status()).toBe(201);
  const path = `/api/member/${encodeURIComponent(name)}`;
  for (let count = 1; count <= 12; count++) {
    const answer = await page.request.put(path, { data: { status: '출석' } });
    if (answer.status() !== 200) return { recorded: count - 1, refusal: (await answer.json()).error.message };
  }
  throw new Error('never refused');
}

const limit = 1;

test(`the owner sets the owed limit to ${limit} on a phone, and teachers' records follow it`, async ({
  page,
}) => {
  test.setTimeout(60_000);
  await page.setViewportSize({ width: 375, height: 900 });
  await signIn(page.request, OWNER);
  const field = await openLessonRules(page);

  // Out of range: refused next to the field before anything is sent, with the focus there.
  await field.fill('11');
  await page.getByRole('button', { name: '게시하기' }).click();
  await expect(field).toBeFocused();
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(
    page.getByText('미수로 둘 수 있는 레슨 수는 0회에서 10회 사이의 정수로 입력해 주세요.').first(),
  ).toBeVisible();

  await field.fill(String(limit));
  await expect(page.getByText(`0회부터 10회까지. ${limit}회:`, { exact: false })).toBeVisible();
  // The preview: what a teacher meets with this limit.
  await page.getByRole('button', { name: '미리보기' }).click();
  const preview = page.getByRole('region', { name: '미리보기' });
  await expect(preview.getByText(`${limit + 1}번째 기록`)).toBeVisible();
  await expect(preview.getByText('기록되지 않음')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.screenshot({ path: test.info().outputPath(`lesson-rules.png`), fullPage: true });
  await page.getByRole('button', { name: '게시하기' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: '게시했습니다. 학생 관리와 가족 페이지에 바로 적용됩니다.' }),
  ).toBeVisible();

  const { recorded, refusal } = await chargesUntilRefused(page, '규칙');
  expect(recorded).toBe(limit);
  expect(refusal).toBe(`미수 레슨이 ${limit}회에 이르러 더 기록할 수 없습니다. 결제를 먼저 등록해 주세요.`);
});
