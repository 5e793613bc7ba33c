/**
 * The practice-room board as two people on two phones meet it. Journeys book on tomorrow's
 * date (the date choice), so they do not depend on the hour they run at; the journey uses its
 * own room and name, since the journeys share one server. Every booking carries a PIN, which
 * deleting asks for (staff excepted). The tablet board's journeys are in board-tablet.spec.ts.
 */
import type { Browser, Page } from '@playwright/test';
import jsQR from 'jsqr';
import sharp from 'sharp';
import { maskName } from '#shared/name-mask.ts';
import { expect, expectNoAxeViolations, expectNoAxeViolationsAt, OWNER, signIn, test } from './fixtures.ts';

const SEOUL_OFFSET_MS = 9 * 60 * 60 * 1000;
const seoulNow = () => new Date(Date.now() + SEOUL_OFFSET_MS);
const tomorrow = () => new Date(seoulNow().getTime() + 24 * 60 * 60 * 1000).toISOString().slice(0, 10);

async function openBoard(page: Page, date: string) {
  await page.goto('/book');
  await expect(page.getByRole('heading', { level: 1, name: '연습실 현황' })).toBeVisible();
  await page.getByLabel('날짜').selectOption(date);
  // The board follows the date chosen in the form (another island, hydrated by the choice).
  const [, month, day] = date.split('-').map(Number);
  await expect(page.getByRole('table', { name: /연습실 예약 현황/ })).toHaveAccessibleName(
    new RegExp(`^${month}월 ${day}일 `),
  );
}

/** Tomorrow's board, opened once `booking` (an hour's) is made through the API. */
async function openBoardBooked(
  page: Page,
  booking: { room: number; time: number; name: string; pin: string },
) {
  const date = tomorrow();
  const response = await page.request.post('/api/book', { data: { date, type: '1시간', ...booking } });
  expect(response.status()).toBe(201);
  await openBoard(page, date);
}

async function bookWithForm(
  page: Page,
  booking: { room: number; hour: string; type: string; name: string; pin: string },
) {
  await page.getByLabel('방', { exact: true }).selectOption(`${booking.room}번 방`);
  await page.getByLabel('시작 시간').selectOption({ label: booking.hour });
  await page.getByRole('radio', { name: booking.type }).check();
  await page.getByLabel('이름', { exact: true }).fill(booking.name);
  await page.getByLabel('비밀번호').fill(booking.pin);
  await page.getByRole('button', { name: '예약하기' }).click();
}

/** The delete dialog a booked cell opens. */
function deleteDialog(page: Page) {
  return page.getByRole('alertdialog', { name: '예약을 삭제하시겠습니까?' });
}

function cell(page: Page, room: number, hour: string) {
  return page.getByRole('button', { name: new RegExp(`^${room}번 방 ${hour},`) });
}

async function secondPhone(browser: Browser, width: number) {
  const context = await browser.newContext({
    viewport: { width, height: 900 },
    locale: 'ko-KR',
    timezoneId: 'Asia/Seoul',
  });
  return { context, page: await context.newPage() };
}

// Walked once, at a phone's width (decision 064); the desktop's layout gets an axe look at the end.
const width = 375;
test.describe(`at ${width}px`, () => {
  test.use({ viewport: { width, height: 900 } });
  const room = 1;
  const name = `민지${width}`;
  // Visitors see bookers' names masked (민****5).
  const shown = maskName(name);

  test('book, watch it appear elsewhere, hit the rules, delete with confirm, read the log', async ({
    page,
    browser,
  }) => {
    const date = tomorrow();
    const other = await secondPhone(browser, width);
    await openBoard(other.page, date);
    await openBoard(page, date);
    // The other phone has chosen 오후 3시 in the same room before anyone booked it.
    await other.page.getByLabel('방', { exact: true }).selectOption(`${room}번 방`);
    await other.page.getByLabel('시작 시간').selectOption({ label: '오후 3시' });
    await other.page.getByLabel('이름', { exact: true }).fill('다른사람');
    await other.page.getByLabel('비밀번호').fill('1357');

    // The PIN is asked for on the numeric keypad, and said what it is for.
    const pinField = page.getByRole('textbox', { name: '비밀번호' });
    await expect(pinField).toHaveAttribute('inputmode', 'numeric');
    await expect(pinField).toHaveAttribute('autocomplete', 'off');
    await expect(pinField).toHaveAccessibleDescription(/삭제할 때 필요합니다/);
    // A PIN that is not 4 digits is refused before anything is sent, at the field.
    await bookWithForm(page, { room, hour: '오후 2시', type: '2시간', name, pin: '12' });
    await expect(page.getByRole('form', { name: '연습실 예약' }).getByRole('alert')).toHaveText(
      '비밀번호는 숫자 4자리로 입력해 주세요.',
    );
    await expect(pinField).toBeFocused();
    await expect(pinField).toHaveAttribute('aria-invalid', 'true');
    await pinField.fill('4827');
    await page.getByRole('button', { name: '예약하기' }).click();
    await expect(page.getByRole('status').filter({ hasText: '예약되었습니다' })).toBeVisible();
    // The form is cleared for the next person: their PIN is not left in it.
    await expect(pinField).toHaveValue('');
    // Focus stays on the button the person pressed.
    await expect(page.getByRole('button', { name: '예약하기' })).toBeFocused();
    await expect(cell(page, room, '오후 2시')).toHaveAccessibleName(
      new RegExp(`${shown.replaceAll('*', '\\*')} 예약됨`),
    );
    await expect(cell(page, room, '오후 3시')).toContainText(shown);

    // The other phone sees it without a reload, within 3 seconds.
    await expect(cell(other.page, room, '오후 3시')).toContainText(shown, { timeout: 3_000 });

    // The form offers taken hours no more, nor a 2-hour start that runs into one.
    await page.getByLabel('방', { exact: true }).selectOption(`${room}번 방`);
    await expect(page.getByRole('option', { name: '오후 3시 (예약됨)' })).toBeDisabled();
    await page.getByRole('radio', { name: '2시간' }).check();
    await expect(page.getByRole('option', { name: '오후 1시 (예약됨)' })).toBeDisabled();
    await expect(page.getByRole('option', { name: '오후 9시 (마감 시간 넘음)' })).toBeDisabled();
    await page.getByRole('radio', { name: '1시간' }).check();

    // The other phone chose its hour before: the server refuses it, said beside that form.
    await other.page.getByRole('button', { name: '예약하기' }).click();
    const refusal = other.page.getByRole('alert').filter({ hasText: '이미 예약된 시간입니다.' });
    await expect(refusal).toBeVisible();
    const form = other.page.getByRole('form', { name: '연습실 예약' });
    await expect(form.getByRole('alert')).toHaveText('이미 예약된 시간입니다.');

    // A third hour for the same name, in another room, passes the 2-hour limit.
    await bookWithForm(page, { room: room + 1, hour: '오후 5시', type: '1시간', name, pin: '4827' });
    await expect(
      page.getByRole('alert').filter({ hasText: '2시간 이상 예약이 불가능합니다.' }),
    ).toBeVisible();
    await expect(cell(page, room + 1, '오후 5시')).toHaveAccessibleName(/비어 있음/);

    // Tap, PIN and confirm deletes one hour; the dialog says whose, where, when, and what stays.
    await cell(page, room, '오후 2시').click();
    const dialog = deleteDialog(page);
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(shown);
    await expect(dialog).toContainText(`${room}번 방`);
    await expect(dialog).toContainText('오후 2시–3시 (1시간)');
    await expect(dialog).toContainText(
      '2시간 예약 중 이 1시간만 삭제됩니다. 오후 3시–4시는 1시간 예약으로 남습니다.',
    );
    const dialogPin = dialog.getByRole('textbox', { name: '비밀번호' });
    await expect(dialogPin).toBeFocused();
    await expect(dialogPin).toHaveAttribute('inputmode', 'numeric');
    await expectNoAxeViolations(page);
    // A wrong PIN: the server's words next to the field, which keeps the focus; nothing goes.
    await dialogPin.fill('4828');
    await dialog.getByRole('button', { name: '삭제' }).click();
    // (The dialog also holds the page's notices while it is open: find the field's own words.)
    await expect(dialog.getByRole('alert').filter({ hasText: '비밀번호가 맞지 않습니다.' })).toBeVisible();
    await expect(dialogPin).toBeFocused();
    await expect(dialogPin).toHaveAttribute('aria-invalid', 'true');
    await expect(dialogPin).toHaveAccessibleDescription(/비밀번호가 맞지 않습니다/);
    await expectNoAxeViolations(page);
    await expect(cell(other.page, room, '오후 2시')).toContainText(shown);
    await dialogPin.fill('4827');
    await dialog.getByRole('button', { name: '삭제' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: `${shown}님의 예약을 삭제했습니다.` }),
    ).toBeVisible();
    await expect(cell(page, room, '오후 2시')).toHaveAccessibleName(/비어 있음/);
    await expect(cell(page, room, '오후 3시')).toHaveAccessibleName(
      `${room}번 방 오후 3시, ${shown} 예약됨, 누르면 삭제`,
    );

    // Double-click asks too; cancelling keeps the booking.
    await cell(page, room, '오후 3시').dblclick();
    // The double-click neither selects the dialog's text nor answers it with its second click.
    await expect(dialog).toBeVisible();
    expect(await page.evaluate(() => window.getSelection()?.toString() ?? '')).toBe('');
    await expect(dialogPin).toBeFocused();
    await dialog.getByRole('button', { name: '취소' }).click();
    await expect(cell(page, room, '오후 3시')).toContainText(shown);
    // The hour that stays keeps the booking's one PIN.
    await cell(page, room, '오후 3시').dblclick();
    await dialogPin.fill('4827');
    await dialog.getByRole('button', { name: '삭제' }).click();
    await expect(cell(page, room, '오후 3시')).toHaveAccessibleName(/비어 있음/);

    // The log names the booking's own holder, newest first.
    const log = page.getByRole('region', { name: '삭제 기록', exact: true });
    const rows = log.getByRole('row').filter({ hasText: shown });
    await expect(rows).toHaveCount(2);
    await expect(rows.nth(0)).toContainText(`${room}번 방`);
    await expect(rows.nth(0)).toContainText('오후 3시');
    await expect(rows.nth(1)).toContainText('오후 2시');

    // The other phone sees the deletions too.
    await expect(cell(other.page, room, '오후 3시')).toHaveAccessibleName(/비어 있음/, { timeout: 3_000 });
    await expect(
      other.page
        .getByRole('region', { name: '삭제 기록', exact: true })
        .getByRole('row')
        .filter({ hasText: shown }),
    ).toHaveCount(2);
    await other.context.close();
  });

  test('the board and the tablet board pass axe', async ({ page }) => {
    await openBoard(page, tomorrow());
    await expectNoAxeViolations(page);
    await page.goto('/makeBook');
    await expect(page.getByRole('heading', { level: 1, name: '오늘의 연습실' })).toBeVisible();
    await expect(page.getByRole('table', { name: /연습실 예약 현황/ })).toBeVisible();
    await expect(page.getByRole('link', { name: /온음 색소폰/ })).toHaveAttribute('href', '/');
    await expectNoAxeViolations(page);
    await expectNoAxeViolationsAt(page, 1280);
    await openBoard(page, tomorrow());
    await expectNoAxeViolations(page);
  });
});

test('a keyboard reaches every cell with the arrow keys and deletes with Delete', async ({ page }) => {
  await openBoardBooked(page, { room: 3, time: 10, name: '키보드', pin: '0913' });

  await cell(page, 1, '오전 9시').focus();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowDown');
  await expect(cell(page, 3, '오전 10시')).toBeFocused();
  await expect(cell(page, 3, '오전 10시')).toHaveAccessibleName(
    '3번 방 오전 10시, 키*드 예약됨, 누르면 삭제',
  );

  await page.keyboard.press('Enter');
  await expect(page.getByRole('alertdialog')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(cell(page, 3, '오전 10시')).toContainText('키*드');

  // Delete opens the dialog on its PIN field: type it, Enter.
  await cell(page, 3, '오전 10시').focus();
  await page.keyboard.press('Delete');
  await expect(deleteDialog(page).getByRole('textbox', { name: '비밀번호' })).toBeFocused();
  await page.keyboard.type('0913');
  await page.keyboard.press('Enter');
  await expect(cell(page, 3, '오전 10시')).toHaveAccessibleName(/비어 있음/);

  // An empty cell fills the form.
  await cell(page, 6, '오후 9시').click();
  await expect(page.getByLabel('방', { exact: true })).toHaveValue('6');
  await expect(page.getByLabel('시작 시간')).toHaveValue('21');
  await expect(page.getByLabel('이름', { exact: true })).toBeFocused();
});

test('staff signed in delete without a PIN', async ({ teacherPage: page }) => {
  await openBoardBooked(page, { room: 5, time: 11, name: '연습생', pin: '5050' });
  await cell(page, 5, '오전 11시').click();
  const dialog = deleteDialog(page);
  await expect(dialog).toContainText('비밀번호 없이 삭제합니다');
  await expect(dialog.getByRole('textbox', { name: '비밀번호' })).toHaveCount(0);
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: '삭제' }).click();
  await expect(page.getByRole('status').filter({ hasText: '연습생님의 예약을 삭제했습니다.' })).toBeVisible();
  await expect(cell(page, 5, '오전 11시')).toHaveAccessibleName(/비어 있음/);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test('all six rooms are in view on both boards, with no sideways scrolling', async ({ page }) => {
    for (const path of ['/book', '/makeBook']) {
      await page.goto(path);
      const table = page.getByRole('table', { name: /연습실 예약 현황/ });
      await expect(table).toBeVisible();
      for (let room = 1; room <= 6; room += 1) {
        const box = await table.getByRole('columnheader', { name: `${room}번 방` }).boundingBox();
        expect(box!.x).toBeGreaterThanOrEqual(0);
        expect(box!.x + box!.width).toBeLessThanOrEqual(375);
      }
      const overflow = await table.evaluate((element) => {
        const box = element.parentElement!;
        return box.scrollWidth - box.clientWidth;
      });
      expect(overflow).toBe(0);
    }
  });

  test('the form names what is missing, next to itself, with 1시간 chosen from the start', async ({
    page,
  }) => {
    await openBoard(page, tomorrow());
    await expect(page.getByRole('radio', { name: '1시간' })).toBeChecked();
    await page.getByLabel('이름', { exact: true }).fill('이름만');
    await page.getByRole('button', { name: '예약하기' }).click();
    const form = page.getByRole('form', { name: '연습실 예약' });
    await expect(form.getByRole('alert')).toHaveText(
      '예약정보를 모두 입력해 주세요. 빠진 항목: 방, 시작 시간, 비밀번호',
    );
    await expect(page.getByLabel('방', { exact: true })).toBeFocused();
    await expect(page.getByLabel('방', { exact: true })).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByLabel('이름', { exact: true })).not.toHaveAttribute('aria-invalid', 'true');
  });

  test('a long name ends in an ellipsis, its masked whole in its label', async ({ page }) => {
    const name = '키보드학생 홍길동바이올린';
    await openBoardBooked(page, { room: 2, time: 20, name, pin: '2020' });
    const booked = cell(page, 2, '오후 8시');
    await expect(booked).toHaveAccessibleName(`2번 방 오후 8시, ${maskName(name)} 예약됨, 누르면 삭제`);
    const text = booked.locator(`[title="${maskName(name)}"]`);
    await expect(text).toHaveCSS('text-overflow', 'ellipsis');
    await expect(text).toHaveCSS('white-space', 'nowrap');
    const rowHeights = await page
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: /오후 [78]시/ }) })
      .evaluateAll((rows) => rows.map((row) => row.getBoundingClientRect().height));
    expect(rowHeights[0]).toBe(rowHeights[1]);
  });
});

test('the QR poster is reachable from the board and encodes the board address', async ({ page, baseURL }) => {
  // The poster is for the studio's wall: staff are offered it (a visitor is not: booking-rules-list.test.tsx).
  await signIn(page.request, OWNER);
  await page.goto('/book');
  await page.getByRole('link', { name: '학원에 붙일 QR 포스터 인쇄하기' }).click();
  await expect(page).toHaveURL(/\/book\/poster$/);
  await expect(page.getByRole('heading', { level: 1, name: '연습실 예약' })).toBeVisible();
  const boardUrl = `${baseURL}/book`;
  const qr = page.getByRole('img', { name: `연습실 예약 페이지 QR 코드: ${boardUrl}` });
  await expect(qr).toBeVisible();
  await expect(page.getByText(boardUrl, { exact: true })).toBeVisible();

  // Read the code on screen back with an independent decoder.
  const shot = await sharp(await qr.screenshot())
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const decoded = jsQR(new Uint8ClampedArray(shot.data), shot.info.width, shot.info.height);
  expect(decoded?.data).toBe(boardUrl);
  await expectNoAxeViolations(page);
});
