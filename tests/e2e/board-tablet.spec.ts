/**
 * The tablet board at the studio (/makeBook) on a 1024×768 landscape screen: today's board,
 * booked and deleted by tapping, every hour on screen without scrolling, and a notice when its
 * live connection drops and when it is back. Its journeys use today's last hours (4번 방–6번 방,
 * 오후 9시), which the /book journeys (tomorrow) never touch.
 */
import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test } from './fixtures.ts';

const SEOUL_OFFSET_MS = 9 * 60 * 60 * 1000;
const seoulNow = () => new Date(Date.now() + SEOUL_OFFSET_MS);
const seoulToday = () => seoulNow().toISOString().slice(0, 10);

test.use({ viewport: { width: 1024, height: 768 } });

function cell(page: Page, room: number, hour: string) {
  return page.getByRole('button', { name: new RegExp(`^${room}번 방 ${hour},`) });
}

/** The page itself does not scroll: everything it shows is on the screen. */
async function expectNoScrolling(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight);
  expect(overflow).toBeLessThanOrEqual(0);
}

test('a tap on a free cell books it with a name and PIN, a tap on a booked one deletes it with the PIN', async ({
  page,
}) => {
  test.skip(seoulNow().getUTCHours() > 21, 'every hour of today is over in Seoul');
  await page.goto('/makeBook');
  const table = page.getByRole('table', { name: /연습실 예약 현황/ });
  await expect(table).toBeVisible();
  await expect(table.getByRole('rowheader', { name: '오후 9시' })).toBeInViewport();
  await expectNoScrolling(page);

  await cell(page, 5, '오후 9시').click();
  const booking = page.getByRole('dialog', { name: '5번 방 오후 9시 예약' });
  await expect(booking).toBeVisible();
  await expect(booking.getByLabel('이름')).toBeFocused();
  // The last hour of the day takes one hour only.
  await expect(booking.getByRole('radio', { name: /2시간/ })).toBeDisabled();
  await expect(booking).toContainText('마감 시간이라 1시간만 예약할 수 있습니다.');
  const pin = booking.getByRole('textbox', { name: '비밀번호' });
  await expect(pin).toHaveAttribute('inputmode', 'numeric');
  await expect(pin).toHaveAttribute('autocomplete', 'off');
  await expect(pin).toHaveAccessibleDescription(/삭제할 때 필요합니다/);
  await expectNoAxeViolations(page);

  // Without a PIN it is asked for at its field.
  await booking.getByLabel('이름').fill('태블릿');
  await booking.getByRole('button', { name: '예약하기' }).click();
  await expect(
    booking.getByRole('alert').filter({ hasText: '예약정보를 모두 입력해 주세요. 빠진 항목: 비밀번호' }),
  ).toBeVisible();
  await expect(pin).toBeFocused();
  await pin.fill('2468');
  await booking.getByRole('button', { name: '예약하기' }).click();
  await expect(booking).toHaveCount(0);
  await expect(
    page.getByRole('status').filter({ hasText: '태블릿님, 5번 방 오후 9시부터 1시간 예약되었습니다.' }),
  ).toBeVisible();
  await expect(cell(page, 5, '오후 9시')).toHaveAccessibleName('5번 방 오후 9시, 태*릿 예약됨, 누르면 삭제');

  await cell(page, 5, '오후 9시').click();
  const deletion = page.getByRole('alertdialog', { name: '예약을 삭제하시겠습니까?' });
  await expect(deletion).toContainText('태*릿');
  await expect(deletion.getByRole('textbox', { name: '비밀번호' })).toBeFocused();
  await expectNoAxeViolations(page);
  await page.keyboard.type('2468');
  await deletion.getByRole('button', { name: '삭제' }).click();
  await expect(page.getByRole('status').filter({ hasText: '태*릿님의 예약을 삭제했습니다.' })).toBeVisible();
  await expect(cell(page, 5, '오후 9시')).toHaveAccessibleName('5번 방 오후 9시, 비어 있음, 누르면 예약');
});

test('every hour of the day fits the screen, from opening to the last hour', async ({ page }) => {
  const today = seoulToday();
  // Before opening, every hour of the day is shown.
  await page.clock.setFixedTime(new Date(`${today}T08:30:00+09:00`));
  await page.goto('/makeBook');
  const table = page.getByRole('table', { name: /연습실 예약 현황/ });
  await expect(table.getByRole('rowheader')).toHaveCount(13);
  await expect(table.getByRole('rowheader', { name: '오전 9시' })).toBeInViewport();
  await expect(table.getByRole('rowheader', { name: '오후 9시' })).toBeInViewport({ ratio: 1 });
  await expectNoScrolling(page);
  // Cells stay big enough for a finger.
  const box = await cell(page, 1, '오후 9시').boundingBox();
  expect(box!.height).toBeGreaterThanOrEqual(32);
  await expectNoAxeViolations(page);
});

test('the board opens on the current hour and folds the past away', async ({ page }) => {
  await page.clock.setFixedTime(new Date(`${seoulToday()}T14:30:00+09:00`));
  await page.goto('/makeBook');
  const table = page.getByRole('table', { name: /연습실 예약 현황/ });
  await expect(table.getByRole('rowheader').first()).toHaveText(/오후 2시/);
  await expect(table.getByRole('rowheader')).toHaveCount(8);
  // The last hour is on screen without scrolling.
  await expect(table.getByRole('rowheader', { name: '오후 9시' })).toBeInViewport({ ratio: 1 });
  await page.getByRole('button', { name: /지난 시간 보기/ }).click();
  await expect(table.getByRole('rowheader')).toHaveCount(13);
  await expect(table.getByRole('rowheader', { name: '오후 9시' })).toBeInViewport({ ratio: 1 });
  await expectNoScrolling(page);
  await expectNoAxeViolations(page);
});

test('the board says when its live connection dropped and when it is back', async ({ page }) => {
  // The first stream is cut as soon as it opens (a proxy that drops it); the reconnections are
  // refused until the test lets them through to the server again.
  let stream: 'cut' | 'refused' | 'through' = 'cut';
  await page.route('**/api/book/events**', async (route) => {
    if (stream === 'through') return route.continue();
    if (stream === 'cut') {
      stream = 'refused';
      return route.fulfill({ status: 200, contentType: 'text/event-stream', body: 'retry: 500\n\n' });
    }
    return route.fulfill({ status: 429, contentType: 'text/event-stream', body: '' });
  });
  await page.goto('/makeBook');
  await expect(page.getByRole('table', { name: /연습실 예약 현황/ })).toBeVisible();

  const lost = page.getByRole('status').filter({ hasText: '연결이 끊겼습니다 — 다시 연결하는 중' });
  await expect(lost).toBeVisible();
  // Meanwhile the board keeps itself fresh by asking every 3 seconds.
  await expect(page.getByText('3초마다 새로 고칩니다')).toBeVisible();
  await expectNoAxeViolations(page);
  // The notice floats over the board: the last hour stays on screen.
  await expect(page.getByRole('rowheader', { name: '오후 9시' })).toBeInViewport();

  stream = 'through';
  await expect(page.getByRole('status').filter({ hasText: '다시 연결되었습니다' })).toBeVisible({
    timeout: 8_000,
  });
  await expect(lost).toHaveCount(0);
  await expect(page.getByText('실시간으로 반영됩니다')).toBeVisible();
  await expectNoAxeViolations(page);

  // Live again: a booking made elsewhere shows within 3 seconds.
  test.skip(seoulNow().getUTCHours() > 21, 'every hour of today is over in Seoul');
  const response = await page.request.post('/api/book', {
    data: { room: 4, time: 21, name: '다시연결', type: '1시간', pin: '8080' },
  });
  expect(response.status()).toBe(201);
  await expect(cell(page, 4, '오후 9시')).toContainText('다**결', { timeout: 3_000 });
  // Give the hour back for the next run of the journeys.
  expect(
    (await page.request.delete('/api/book', { data: { room: 4, time: 21, pin: '8080' } })).status(),
  ).toBe(200);
});
