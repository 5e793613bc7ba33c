/**
 * 캘린더 구독 as a teacher meets it on /lessontime, on a phone (and axe at 768 and 1280 px): the
 * dialog shows a private address that serves the teacher's lessons as text/calendar, with 복사
 * and how to subscribe; 주소 새로 만들기 after a confirm gives a new address and the old one
 * stops working. axe on the open dialog; a picture at each width. The feed's contents are
 * calendar-feed-ics.test.ts's, its address and renewal calendar-feed*.api.test.ts's.
 */
import { expect, expectNoAxeViolations, test } from './fixtures.ts';

test.describe.configure({ mode: 'serial' });

const shots = process.env.FEED_SHOTS_DIR ?? '/tmp/feed';

test('the teacher opens 캘린더 구독 on a phone and the address serves the lessons as a calendar', async ({
  teacherPage: page,
}) => {
  test.setTimeout(60_000);
  await page.setViewportSize({ width: 375, height: 900 });
  const added = await page.request.post('/api/lessons', {
    data: { day: '수', time: 13, type: '1시간', name: '구독학생' },
  });
  expect(added.status()).toBe(201);
  await page.goto('/lessontime');
  const open = page.getByRole('button', { name: '캘린더 구독' });
  await open.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${shots}/calendar-feed-button-375.png` });
  await open.click();

  const dialog = page.getByRole('dialog', { name: '캘린더 구독' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('heading', { name: '캘린더 구독' })).toBeFocused();
  const address = dialog.getByRole('textbox', { name: '구독 주소' });
  await expect(address).toHaveValue(/^http:\/\/127\.0\.0\.1:\d+\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
  await expect(dialog).toContainText('구독 캘린더');
  await expect(dialog).toContainText('URL로 추가');
  await expectNoAxeViolations(page);
  await page.screenshot({ path: `${shots}/calendar-feed-375.png` });
  // The dialog at the wider layouts: one more look for axe each.
  for (const width of [768, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await expect(address).toBeVisible();
    await expectNoAxeViolations(page);
    await page.screenshot({ path: `${shots}/calendar-feed-${width}.png` });
  }
  await page.setViewportSize({ width: 375, height: 900 });

  const url = await address.inputValue();
  const feed = await page.request.get(url);
  expect(feed.status()).toBe(200);
  expect(feed.headers()['content-type']).toBe('text/calendar; charset=utf-8');
  const body = await feed.text();
  expect(body.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
  expect(body).toContain('SUMMARY:구독학생');
  expect(body).toContain('DTSTART;TZID=Asia/Seoul:');

  await dialog.getByRole('button', { name: '주소 새로 만들기' }).click();
  const question = page.getByRole('alertdialog', { name: '구독 주소를 새로 만들까요?' });
  await expect(question).toContainText('지금 주소는 바로 쓸 수 없게');
  await expectNoAxeViolations(page);
  await question.getByRole('button', { name: '새로 만들기' }).click();
  await expect(address).not.toHaveValue(url);
  await expect(address).toHaveValue(/\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
  await expect(page.getByRole('status').filter({ hasText: '새 구독 주소를 만들었습니다' })).toBeVisible();
  expect((await page.request.get(url)).status()).toBe(404);
  expect((await page.request.get(await address.inputValue())).status()).toBe(200);

  await dialog.getByRole('button', { name: '닫기', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(open).toBeFocused();
});
