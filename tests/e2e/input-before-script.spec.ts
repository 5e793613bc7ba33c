/**
 * What a visitor types into a public page's form before its script has arrived is what the
 * form sends once it has (decision 070): the booking form on /book, a field React follows (the
 * room), one it owns (the duration) and the browser's own (name, PIN) among them, and 상담 신청
 * on /curriculum. The scripts are held back until everything is typed. /book's islands also
 * get an axe look at a phone's and a desktop's width.
 */
import { expect, expectNoAxeViolations, holdScripts, test } from './fixtures.ts';

const SEOUL_OFFSET_MS = 9 * 60 * 60 * 1000;
const tomorrow = () =>
  new Date(Date.now() + SEOUL_OFFSET_MS + 24 * 60 * 60 * 1000).toISOString().slice(0, 10);

test('a booking typed before the script arrives is booked as typed once it has', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 900 });
  const release = await holdScripts(page);
  await page.goto('/book', { waitUntil: 'commit' });
  const form = page.getByRole('form', { name: '연습실 예약' });
  await page.getByLabel('날짜').selectOption(tomorrow());
  await form.getByLabel('방', { exact: true }).selectOption('5번 방');
  // The page's HTML draws today's hours: from 8 p.m. in Seoul its 오후 8시 is past and cannot
  // be picked until the script has drawn tomorrow's, so the hour is picked then.
  const hour = form.getByLabel('시작 시간');
  const hourOpen = await hour.getByRole('option', { name: '오후 8시' }).isEnabled();
  if (hourOpen) await hour.selectOption({ label: '오후 8시' });
  await form.getByRole('radio', { name: '2시간' }).check();
  await form.getByLabel('이름', { exact: true }).fill('이른입력');
  await form.getByLabel('비밀번호').fill('2468');
  const send = form.getByRole('button', { name: '예약하기' });
  await expect(send).toBeDisabled();

  release();
  await expect(send).toBeEnabled();
  // The date chosen before the script is the form's and the board's (another island) once it has.
  await expect(page.getByLabel('날짜')).toHaveValue(tomorrow());
  await expect(page.getByRole('table', { name: /연습실 예약 현황/ })).toHaveAccessibleName(/ 내일 연습실/);
  await expect(form.getByRole('radio', { name: '2시간' })).toBeChecked();
  await expect(form.getByLabel('방', { exact: true })).toHaveValue('5');
  if (!hourOpen) await hour.selectOption({ label: '오후 8시' });
  await send.click();
  await expect(form.getByRole('status')).toHaveText(
    '이른입력님, 5번 방 오후 8시부터 2시간 예약되었습니다. 삭제할 때 비밀번호가 필요합니다.',
  );
  // Booked on the date chosen before the script, for the two hours chosen then.
  const booked = await page.request.get(`/api/book?date=${tomorrow()}`);
  const rows = ((await booked.json()) as { room: number; time: number; type: string }[]).filter(
    (row) => row.room === 5 && row.time >= 20,
  );
  expect(rows.map((row) => [row.time, row.type])).toEqual([
    [20, '2시간'],
    [21, '2시간'],
  ]);
});

test('상담 신청 typed before the script arrives is sent as typed once it has', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 900 });
  const release = await holdScripts(page);
  await page.goto('/curriculum#enquiry', { waitUntil: 'commit' });
  const form = page.getByRole('form', { name: '상담 · 체험 레슨 신청' });
  await form.getByRole('textbox', { name: '이름' }).fill('먼저쓴이');
  await form.getByRole('textbox', { name: '휴대전화' }).fill('010-2222-3434');
  await form.getByRole('combobox', { name: '관심 있는 수업' }).selectOption('색소폰');
  await form.getByRole('checkbox', { name: /주말/ }).check();
  await form.getByRole('textbox', { name: '궁금한 점' }).fill('스크립트보다 먼저 썼어요');
  await form.getByRole('checkbox', { name: '개인정보 수집·이용 동의 (필수)' }).check();
  const send = form.getByRole('button', { name: '상담 신청하기' });
  await expect(send).toBeDisabled();

  release();
  await expect(send).toBeEnabled();
  await send.click();
  const sent = page.getByRole('status').filter({ hasText: '상담 신청을 보냈습니다.' });
  await expect(sent).toBeVisible();
  await expect(sent).toContainText('010-2222-3434');
});

for (const width of [375, 1280]) {
  test(`/book's islands pass axe at ${width}px, the form hydrated and not`, async ({ page }) => {
    test.slow(); // two axe looks
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/book');
    await expect(page.getByRole('table', { name: /연습실 예약 현황/ })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByLabel('이름', { exact: true }).focus();
    await expect(page.getByRole('button', { name: '예약하기' })).toBeEnabled();
    await expectNoAxeViolations(page);
  });
}
