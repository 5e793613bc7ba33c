/**
 * 사이트 관리 → 알림 발송 at 375 px, reached from the 시작하기 checklist on /office (folded on a
 * phone, so 오늘 starts in the first screen): the owner sets the e-mail sender to an SMTP server
 * this spec starts (a refusal first shown at its field), presses 테스트 발송 and reads the result
 * in place while the mail really arrives, then deletes the setting through the confirm dialog.
 * Axe on the page; a look at 1280 px.
 */
import { smtpServer } from '../../src/server/testing/test-receiver.ts';
import { expect, expectNoAxeViolations, expectNoAxeViolationsAt, OWNER, signIn, test } from './fixtures.ts';

const PASSWORD = 'app-pw-Rk42Vq9z';
const SHOTS = process.env.SENDERS_SCREENSHOTS ?? '/tmp/senders';

test.use({ viewport: { width: 375, height: 812 } });

test('the owner sets e-mail, tests it, and deletes it', async ({ page }) => {
  test.setTimeout(60_000);
  const { server: smtp, mails } = await smtpServer(PASSWORD);
  const { port } = smtp;
  try {
    await signIn(page.request, OWNER);
    // On the owner's home at a phone's width, 시작하기 is one folded line: 오늘 starts in the
    // first screen, and the checklist opens to lead to the senders' page.
    await page.goto('/office');
    const today = page.getByRole('heading', { level: 1, name: '오늘' });
    await expect(today).toBeVisible();
    expect((await today.boundingBox())?.y).toBeLessThan(812 - 40);
    const checklist = page.getByRole('region', { name: '시작하기' });
    await checklist.getByRole('button', { name: '할 일 보기' }).click();
    await checklist.getByRole('link', { name: '알림 발송 설정하기' }).click();
    await expect(page).toHaveURL(/\/settings\/senders$/);
    await expect(page.getByRole('heading', { level: 1, name: '알림 발송' })).toBeVisible();
    const email = page.getByRole('region', { name: '이메일 (SMTP)' });
    await expect(email).toContainText('설정 안 됨');

    await email.getByLabel('SMTP 주소').fill(`smtp://studio@127.0.0.1:${port}`);
    await email.getByLabel('비밀번호 (앱 비밀번호)').fill(PASSWORD);
    const from = email.getByLabel('보내는 주소');
    await from.fill('학원 메일');
    await email.getByRole('button', { name: '저장' }).click();
    // The server's refusal, at the field it is about.
    await expect(from).toHaveAttribute('aria-invalid', 'true');
    await expect(from).toHaveAccessibleDescription(/보내는 주소를 hello@studio.example 또는/);
    await from.fill('"소리음악학원" <hello@studio.example>');
    await email.getByRole('button', { name: '저장' }).click();
    await expect(page.getByRole('status').filter({ hasText: '저장했습니다.' })).toBeVisible();
    await expect(email).toContainText('설정됨 · …Vq9z · 관리 화면');
    // The password is never given back: the field is empty, the address shown without it.
    await expect(email.getByLabel('비밀번호 (앱 비밀번호)')).toHaveValue('');
    await expect(email.getByLabel('SMTP 주소')).toHaveValue(`smtp://studio@127.0.0.1:${port}`);
    await expectNoAxeViolations(page);

    await email.getByLabel('테스트 메일을 받을 이메일').fill('owner@example.com');
    await email.getByRole('button', { name: '테스트 발송' }).click();
    await expect(email.getByRole('status')).toHaveText(
      '테스트 메시지를 보냈습니다. 받은 편지함이나 휴대폰을 확인해 주세요.',
    );
    const tests = () => mails.filter((mail) => mail.subject === '알림 발송 테스트');
    await expect.poll(() => tests().length).toBe(1);
    const arrived = tests()[0];
    expect(arrived?.from?.value).toEqual([{ address: 'hello@studio.example', name: '소리음악학원' }]);
    expect(arrived?.to && 'text' in arrived.to ? arrived.to.text : null).toBe('owner@example.com');
    await expectNoAxeViolations(page);
    await page.screenshot({ path: `${SHOTS}/senders-375.png`, fullPage: true });
    await expectNoAxeViolationsAt(page, 1280);
    await page.screenshot({ path: `${SHOTS}/senders-1280.png`, fullPage: true });
    await page.setViewportSize({ width: 375, height: 812 });

    await email.getByRole('button', { name: '삭제' }).click();
    const dialog = page.getByRole('alertdialog');
    await expect(dialog).toContainText('이메일 (SMTP) 설정을 지울까요?');
    await dialog.getByRole('button', { name: '삭제' }).click();
    await expect(email).toContainText('설정 안 됨');
    await expect(email.getByRole('button', { name: '테스트 발송' })).toHaveCount(0);
    const states = await (await page.request.get('/api/settings/senders')).json();
    expect(states.senders[0]).toEqual({ kind: 'smtp', source: null, env: null, stored: null });
  } finally {
    await smtp.close();
  }
});
