/**
 * Messages as the owner meets them at 375 px: a guardian added on the student page with their
 * consent (a bad phone said under its field first), a template edited with its preview (a
 * variable the event does not have said beside the text), and the 발송함 showing the payment's
 * message as 건너뜀 · 보낼 수단 없음, copied with 카카오톡으로 보내기; at 1280 px, a teacher warned on
 * the home page of a stalled outbox. axe on each page touched.
 */
import { expect, expectNoAxeViolations, OWNER, signIn, test } from './fixtures.ts';

test('at 375px the owner adds a guardian, edits a template and copies a message no sender took', async ({
  page,
  context,
}) => {
  test.setTimeout(90_000);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.setViewportSize({ width: 375, height: 900 });
  await signIn(page.request, OWNER);
  const name = `알림${Math.random().toString(36).slice(2, 6)}`;
  expect((await page.request.post('/api/member', { data: { name } })).status()).toBe(201);

  await page.goto(`/memberdetail/${encodeURIComponent(name)}`);
  const contacts = page.getByRole('region', { name: '연락처' });
  await contacts.getByRole('button', { name: '연락처 추가' }).click();
  const form = contacts.getByRole('form', { name: '연락처 추가' });
  await form.getByLabel('이름').fill('김엄마');
  await form.getByLabel('관계').selectOption('어머니');
  await form.getByLabel('휴대전화').fill('02-123-4567');
  await form.getByRole('checkbox').first().check();
  await form.getByRole('button', { name: '저장' }).click();
  await expect(form.getByLabel('휴대전화')).toHaveAccessibleDescription(
    '휴대전화 번호는 010-1234-5678 형식으로 입력해 주세요.',
  );
  await expectNoAxeViolations(page);
  await form.getByLabel('휴대전화').fill('01012345678');
  await form.getByRole('button', { name: '저장' }).click();
  await expect(contacts.getByRole('listitem')).toContainText('김엄마 (어머니) · 010-1234-5678');
  await expect(contacts.getByRole('listitem')).toContainText('정보성 동의');
  await page.screenshot({ path: '/tmp/messages/contacts-375.png', fullPage: true });

  await page.goto('/messages');
  await expect(page.getByRole('heading', { name: '발송함', level: 1 })).toBeVisible();
  const settings = page.getByRole('form', { name: '결제 확인' });
  const text = settings.getByLabel('문구');
  await text.fill('#{이름}님 #{금액} 결제 감사합니다. #{주소}');
  await expect(settings.getByRole('alert')).toHaveText('쓸 수 없는 변수: #{주소}');
  await settings.getByRole('button', { name: '저장' }).click();
  await expect(settings.getByRole('alert')).toHaveText(/이 알림에서 쓸 수 없는 변수가 있습니다/);
  await text.fill('#{이름}님 #{금액} 결제 감사합니다.');
  await expect(settings.getByTestId('preview')).toHaveText('김민지님 200,000원 결제 감사합니다.');
  await settings.getByRole('button', { name: '저장' }).click();
  await expect(page.getByRole('status').filter({ hasText: '결제 확인 설정을 저장했습니다.' })).toBeVisible();

  // A payment writes its receipt message for the consenting guardian, in the template saved
  // above: the scheduler may take the message at any moment from here on.
  const paid = await page.request.put(`/api/member/charge/${encodeURIComponent(name)}`, {
    data: { pay: 200000, lesson: 4, method: '카드' },
  });
  expect(paid.status()).toBe(200);

  // The server's scheduler works the outbox every 20 seconds; with no sender it skips the message.
  const item = page.getByRole('listitem').filter({ hasText: name }).filter({ hasText: '결제 확인' });
  await expect(async () => {
    await page.reload();
    await expect(item).toContainText('보낼 수단 없음', { timeout: 1_000 });
  }).toPass({ timeout: 45_000, intervals: [2_000] });
  await expect(item).toContainText('건너뜀');
  await expect(item).toContainText(`${name}님 200,000원 결제 감사합니다.`);
  await item.getByRole('button', { name: '카카오톡으로 보내기' }).click();
  await expect(item.getByRole('status')).toHaveText(
    '문구를 복사했습니다. 카카오톡 대화창에 붙여 넣어 보내세요.',
  );
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
    `${name}님 200,000원 결제 감사합니다.`,
  );
  await expectNoAxeViolations(page);
  await page.screenshot({ path: '/tmp/messages/messages-375.png', fullPage: true });
});

test('at 1280px a teacher lands on a warning when the outbox has stalled, and reaches the 발송함', async ({
  teacherPage: page,
}) => {
  // An hour without a message sent cannot be waited for here: the status says it.
  await page.route('**/api/messages/status', (route) => route.fulfill({ json: { stalled: true } }));
  await page.goto('/');
  const notice = page.getByRole('complementary', { name: '알림 발송이 멈췄습니다' });
  await expect(notice).toBeVisible();
  await expect(notice).toContainText('보낼 시간이 1시간 넘게 지난 알림이 있는데');
  await expectNoAxeViolations(page);
  await notice.getByRole('link', { name: '발송함 보기' }).click();
  await expect(page).toHaveURL(/\/messages$/);
  await expect(page.getByRole('heading', { level: 1, name: '발송함' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.screenshot({ path: '/tmp/messages/messages-1280.png', fullPage: true });

  await page.unroute('**/api/messages/status');
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.getByRole('complementary', { name: '알림 발송이 멈췄습니다' })).toHaveCount(0);
});
