/**
 * The owner's audit log (/audit) in words, on a phone: each change a teacher made
 * through the API — a product, a timetable lesson, a student, a lesson and its correction, a
 * payment voided — is named in Korean with the real name of what it changed, never an action
 * code or `product:3`. axe on the page (at a desktop's width the table is read by
 * settings-studio.spec.ts's audit journey).
 */
import { type APIResponse, type Page, request as playwrightRequest } from '@playwright/test';
import { expect, expectNoAxeViolations, OWNER, signIn, test } from './fixtures.ts';

test.use({ teacherName: '감사선생' });

/** One worker's own names: the log holds every worker's changes. */
const suffix = Math.random().toString(36).slice(2, 6);
const product = `악보대 ${suffix}`;
const student = `감사${suffix}`;
const timetableName = `시간표${suffix}`;

test.beforeAll(async ({ baseURL, teacher }) => {
  const api = await playwrightRequest.newContext({ baseURL });
  await signIn(api, teacher);
  const ok = async (response: Promise<APIResponse>) => {
    const answer = await response;
    expect(answer.ok(), await answer.text()).toBe(true);
    return answer.json();
  };
  const member = encodeURIComponent(student);
  await ok(api.post('/api/product', { data: { name: product, price: 18_000, optionList: [] } }));
  await ok(api.post('/api/lessons', { data: { day: '화', time: 15, type: '1시간', name: timetableName } }));
  await ok(api.post('/api/member/', { data: { name: student } }));
  await ok(api.put(`/api/member/charge/${member}`, { data: { pay: 200_000, lesson: 4, method: '카드' } }));
  // The same payment entered twice, the second voided.
  const twice = await ok(
    api.put(`/api/member/charge/${member}`, { data: { pay: 200_000, lesson: 4, method: '카드' } }),
  );
  await ok(api.post(`/api/payList/${twice.payment.id}/void`, { data: { reason: '두 번 입력' } }));
  const lesson = await ok(api.put(`/api/member/${member}`, { data: { status: '출석' } }));
  await ok(
    api.patch(`/api/lessonList/${lesson.lessonRecord.id}`, { data: { status: '지각', reason: '늦게 옴' } }),
  );
  await api.dispose();
});

function entry(page: Page, action: string, target: string) {
  return page
    .getByRole('table')
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name: action, exact: true }) })
    .filter({ has: page.getByRole('cell', { name: target, exact: true }) });
}

test('the owner reads each change in Korean, by the name of what changed, on a phone', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 900 });
  await signIn(page.request, OWNER);
  await page.goto('/audit');
  await expect(page.getByRole('heading', { name: '변경 기록', level: 1 })).toBeVisible();

  await expect(entry(page, '상품 등록', product)).toContainText('18,000원');
  await expect(entry(page, '시간표 레슨 추가', timetableName)).toContainText('화요일 · 15시 · 1시간');
  await expect(entry(page, '학생 등록', student)).toContainText('남은 레슨 0회');
  await expect(entry(page, '결제', student)).toHaveCount(2);
  await expect(entry(page, '결제 취소', student)).toContainText('200,000원 · 4회');
  await expect(entry(page, '결제 취소', student)).toContainText('사유: 두 번 입력');
  await expect(entry(page, '레슨 기록', student)).toContainText('출석');
  await expect(entry(page, '레슨 기록 수정', student)).toContainText('상태: 출석 → 지각');
  await expect(entry(page, '레슨 기록 수정', student)).toContainText('사유: 늦게 옴');
  // Who did it: the teacher's name beside the id.
  await expect(entry(page, '상품 등록', product)).toContainText('감사선생');

  // No entry on the page shows an action's code or a target's `kind:number`.
  const table = page.getByRole('table');
  const actions = await table.locator('tbody td:nth-child(3)').allInnerTexts();
  expect(actions.length).toBeGreaterThan(8);
  expect(actions.filter((action) => /^[a-z_]+(\.[a-z_]+)+$/.test(action.trim()))).toEqual([]);
  expect(await table.innerText()).not.toMatch(/\b(product|order|enquiry):\d+/);
  expect(await table.innerText()).not.toMatch(/\b(true|false)\b/);

  await expectNoAxeViolations(page);
  await page.screenshot({ path: test.info().outputPath('audit.png'), fullPage: true });
});
