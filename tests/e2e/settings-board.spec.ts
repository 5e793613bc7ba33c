/**
 * The owner sets the practice-room board in the browser: three rooms with new names, start
 * hours 10–18 and one hour a name a day, published from /settings/board. The /book page, on a
 * desktop and on a phone, then shows exactly those three columns and nine hours, the form offers
 * those rooms, and a second hour for one name is refused with the configured limit. axe on the
 * settings page and on /book.
 *
 * Publishing changes the board every other journey books on, so these run against a site of
 * their own.
 */
import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, OWNER, signIn, test } from './fixtures.ts';
import { openEditor, ownSite, publish } from './own-site.ts';

ownSite(9);
const ROOMS = ['A홀', 'B홀', '드럼룸'];

const columnHeadings = (page: Page) =>
  page
    .getByRole('table', { name: /연습실 예약 현황/ })
    .getByRole('columnheader')
    .allTextContents();

test('the owner publishes 3 rooms, 10–18 and one hour a name, and /book shows exactly them', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/book');
  expect(await columnHeadings(page)).toEqual([
    '시간',
    '1번 방',
    '2번 방',
    '3번 방',
    '4번 방',
    '5번 방',
    '6번 방',
  ]);

  await signIn(page.request, OWNER);
  await openEditor(page, '/settings/board', '연습실 예약');
  await expect(page.getByText(/이미 받은 예약은 지워지지 않고 남습니다/)).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('combobox', { name: '첫 예약 시작 시각' }).selectOption('10');
  await page.getByRole('combobox', { name: '마지막 예약 시작 시각' }).selectOption('18');
  await expect(page.getByText('매일 10:00–19:00, 하루 9칸')).toBeVisible();
  for (let removed = 0; removed < 3; removed += 1) {
    await page.getByRole('button', { name: '빼기 (4번째 연습실 이름)' }).click();
  }
  // 빼기 moves the focus to the line now in its place (the last, here) in the next frame: typed
  // before that, the first name would go where the focus lands.
  await expect(page.getByRole('textbox', { name: '3번째 연습실 이름' })).toBeFocused();
  for (const [index, name] of ROOMS.entries()) {
    await page.getByRole('textbox', { name: `${index + 1}번째 연습실 이름` }).fill(name);
  }
  await page.getByRole('spinbutton', { name: /하루에 예약할 수 있는 시간/ }).fill('1');

  // The preview is the /book board with the draft.
  const preview = page.getByRole('region', { name: '미리보기' });
  await expect(preview.getByRole('columnheader')).toHaveText(['시간', ...ROOMS]);

  await publish(page);

  // A fresh /book, and the HTML the server renders for it, show exactly the three rooms.
  await page.goto('/book');
  expect(await columnHeadings(page)).toEqual(['시간', ...ROOMS]);
  await expect(page.getByRole('table', { name: /연습실 예약 현황/ }).getByRole('rowheader')).toHaveCount(9);
  const html = await (await request.get('/book')).text();
  expect(html).toContain('드럼룸');
  expect(html).not.toContain('4번 방');

  const room = page.getByRole('combobox', { name: '방' });
  await expect(room.getByRole('option')).toHaveText(['방 선택', ...ROOMS]);
  await expect(page.getByText('한 사람당 하루 1시간까지, 이름은 20자까지 입력할 수 있습니다.')).toBeVisible();
  await expectNoAxeViolations(page);
});

test('a visitor on a phone sees the three rooms and hears the configured limit', async ({ page }) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/book');
  expect(await columnHeadings(page)).toEqual(['시간', ...ROOMS]);
  await page.getByRole('combobox', { name: '날짜' }).selectOption({ index: 1 });
  const book = async (roomName: string, hour: string) => {
    await page.getByRole('combobox', { name: '방' }).selectOption({ label: roomName });
    await page.getByRole('combobox', { name: '시작 시간' }).selectOption({ label: hour });
    await page.getByRole('textbox', { name: '이름' }).fill('한시간만');
    await page.getByRole('textbox', { name: '비밀번호' }).fill('1010');
    await page.getByRole('button', { name: '예약하기' }).click();
  };
  await book('B홀', '오전 10시');
  await expect(
    page.getByRole('status').filter({ hasText: '한시간만님, B홀 오전 10시부터 1시간 예약되었습니다.' }),
  ).toBeVisible();
  await book('드럼룸', '오전 11시');
  await expect(
    page.getByRole('alert').filter({ hasText: '한 사람당 하루 1시간까지만 예약할 수 있습니다.' }),
  ).toBeVisible();
  await expectNoAxeViolations(page);
});
