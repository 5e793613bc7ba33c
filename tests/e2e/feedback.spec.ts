/**
 * Feedback that cannot hide, at phone and desktop widths: a notice raised while a modal dialog
 * is open is above its backdrop and can be dismissed; a change tapped offline says so at once
 * and is never sent behind the person's back; the page says it is offline; the visitors'
 * contact bar leaves a staff screen alone, on an address visitors open too (/lessontime). Each
 * path is walked once on a phone; the desktop's layout is looked at by resizing at the point
 * where it matters (the notice over the dialog, the bar, the form's messages), with axe there.
 */
import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test } from './fixtures.ts';

const suffix = Math.random().toString(36).slice(2, 6);
const shots = process.env.E2E_OUTPUT_DIR ?? 'test-results';

async function studentWithPayment(page: Page, name: string) {
  const created = await page.request.post('/api/member', { data: { name, phone: '', lesson: 0 } });
  expect(created.status()).toBe(201);
  const paid = await page.request.put(`/api/member/charge/${encodeURIComponent(name)}`, {
    data: { pay: 200000, lesson: 4, method: '카드' },
  });
  expect(paid.status()).toBe(200);
}

async function paymentsOf(page: Page, name: string) {
  const answer = await page.request.get(`/api/payList/detail/${encodeURIComponent(name)}`);
  expect(answer.status()).toBe(200);
  return (await answer.json()) as { kind: string }[];
}

test('offline, a tap in a dialog says so at once above the dialog and is never sent later', async ({
  teacherPage: page,
  context,
  consoleErrors,
}) => {
  test.slow();
  await page.setViewportSize({ width: 375, height: 800 });
  const name = `오프${suffix}`;
  await studentWithPayment(page, name);

  await page.goto(`/memberdetail/${encodeURIComponent(name)}`);
  await expect(page.getByRole('heading', { name: `${name} 학생`, level: 1 })).toBeVisible();
  await page.getByRole('button', { name: '환불' }).click();
  const refund = page.getByRole('dialog', { name: `${name}님 환불` });
  await expect(refund.getByRole('list', { name: '환불 계산' })).toBeVisible();

  await context.setOffline(true);
  await expect(page.getByText('인터넷 연결이 끊겼습니다. 연결되면 화면을 다시 불러옵니다.')).toBeVisible();
  await refund.getByRole('button', { name: '환불 확정' }).click();
  // At once, and inside the open dialog: outside it the page is inert and under the backdrop.
  const alert = refund.getByRole('alert').filter({ hasText: '인터넷 연결이 끊겼습니다' });
  await expect(alert).toContainText('인터넷 연결이 끊겼습니다', { timeout: 2_000 });
  const notice = alert.getByText(/인터넷 연결이 끊겼습니다/);
  // The phone's sheet and the desktop's centred dialog: the notice is on top in both.
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    const box = await notice.boundingBox();
    expect(box).not.toBeNull();
    const onTop = await page.evaluate(
      ([x, y]) => document.elementFromPoint(x as number, y as number)?.textContent ?? '',
      [(box?.x ?? 0) + 4, (box?.y ?? 0) + (box?.height ?? 0) / 2],
    );
    expect(onTop, `${width}px`).toContain('인터넷 연결이 끊겼습니다');
    await page.screenshot({ path: `${shots}/feedback-offline-dialog-${width}.png` });
    await expectNoAxeViolations(page);
  }
  // A person can dismiss it: it is neither inert nor covered.
  await alert.getByRole('button', { name: '알림 닫기' }).click({ timeout: 2_000 });
  await expect(alert.getByText(/인터넷 연결이 끊겼습니다/)).toHaveCount(0);

  // Back online, nothing was sent behind the person's back.
  await context.setOffline(false);
  await expect(page.getByText('인터넷 연결이 끊겼습니다. 연결되면 화면을 다시 불러옵니다.')).toBeHidden();
  // "Never sent later" has no event to wait for: a retry would come within moments of coming back.
  await page.waitForTimeout(1_500);
  const payments = await paymentsOf(page, name);
  expect(payments.filter((payment) => payment.kind !== 'payment')).toEqual([]);
  await expect(refund).toBeVisible();
  // Offline, the browser could not fetch the web font's pieces for the notices' new letters
  // (the API is not asked at all offline: lib/api-client.ts). Only those are forgiven.
  const unreachable = 'Failed to load resource: net::ERR_INTERNET_DISCONNECTED';
  consoleErrors.splice(0, consoleErrors.length, ...consoleErrors.filter((text) => text !== unreachable));
});

test("the contact bar leaves a teacher's timetable alone, and stays for a visitor on a phone only", async ({
  teacherPage: page,
  browser,
}) => {
  // Four axe looks at the staff week and the visitors' one, a heavy page on a busy machine.
  test.slow();
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/lessontime');
  await expect(page.getByRole('heading', { name: '레슨 시간표', level: 1 })).toBeVisible();
  await expect(page.getByRole('form', { name: '레슨 등록' })).toBeVisible();
  const bar = page.getByRole('complementary', { name: '상담 문의' });
  await expect(bar).toBeHidden();
  const padding = await page
    .getByRole('contentinfo')
    .evaluate((footer) => getComputedStyle(footer).paddingBottom);
  expect(padding).toBe('0px');
  await page.screenshot({ path: `${shots}/feedback-lessontime-teacher-375.png`, fullPage: false });
  await expectNoAxeViolations(page);
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(bar).toBeHidden();
  await expectNoAxeViolations(page);

  const visitorContext = await browser.newContext({ viewport: { width: 375, height: 800 } });
  const visitor = await visitorContext.newPage();
  await visitor.goto(page.url());
  await expect(visitor.getByRole('heading', { name: '레슨 시간표', level: 1 })).toBeVisible();
  const visitorBar = visitor.getByRole('complementary', { name: '상담 문의' });
  await expect(visitorBar.getByRole('link', { name: /전화 상담/ })).toBeInViewport();
  await visitor.screenshot({ path: `${shots}/feedback-lessontime-visitor-375.png` });
  await expectNoAxeViolations(visitor);
  await visitor.setViewportSize({ width: 1280, height: 800 });
  await expect(visitorBar).toBeHidden();
  await expectNoAxeViolations(visitor);
  await visitorContext.close();
});

test("a form's mistakes are said next to the field, with the focus on the first", async ({
  teacherPage: page,
}) => {
  await page.setViewportSize({ width: 375, height: 800 });
  const name = `중복${suffix}`;
  expect((await page.request.post('/api/member', { data: { name, phone: '', lesson: 0 } })).status()).toBe(
    201,
  );
  await page.goto('/managemember');
  await expect(page.getByRole('heading', { name: '학생 관리', level: 1 })).toBeVisible();
  // The form may be folded behind a 학생 등록 button that unfolds it.
  const opener = page.getByRole('button', { name: '학생 등록', expanded: false });
  if ((await opener.count()) > 0) await opener.click();
  const form = page.getByRole('form', { name: '신규 학생 등록' });
  const nameBox = form.getByLabel('이름');
  await nameBox.fill(name);
  await form.getByRole('button', { name: '등록하기' }).click();
  await expect(nameBox).toBeFocused();
  await expect(nameBox).toHaveAttribute('aria-invalid', 'true');
  await expect(nameBox).toHaveAccessibleDescription(/같은 이름의 학생이 이미 있습니다/);
  await nameBox.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${shots}/feedback-new-student-375.png` });
  await expectNoAxeViolations(page);
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(nameBox).toHaveAccessibleDescription(/같은 이름의 학생이 이미 있습니다/);
  await expectNoAxeViolations(page);

  await page.goto('/write');
  await page.getByRole('button', { name: '저장' }).click();
  await expect(page.getByRole('textbox', { name: '제목', exact: true })).toBeFocused();
  await page.getByRole('textbox', { name: '제목', exact: true }).fill('연습실 안내');
  await page.getByRole('button', { name: '저장' }).click();
  await expect(page.getByText('내용을 입력해 주세요.')).toBeVisible();
  await expect(page.getByRole('textbox', { name: '내용' })).toBeFocused();
  await expectNoAxeViolations(page);
});
