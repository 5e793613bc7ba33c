/**
 * 사이트 관리 → 알림 발송 as the owner meets it: a sender set by the server's environment is
 * shown read-only and says the environment wins; a refusal is shown at its field; a test past
 * the limit says so in place, and a failed test shows the Korean explanation with the
 * provider's own words.
 */
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { SenderState } from '#shared/schemas/senders.ts';
import { answerWith, refusal, renderWithStudio } from '../../../components/testing/studio-harness.tsx';
import { SendersPage } from './senders-page.tsx';

const unset = (kind: SenderState['kind']): SenderState => ({ kind, source: null, env: null, stored: null });

const envSmtp: SenderState = {
  kind: 'smtp',
  source: 'env',
  env: { url: 'smtps://env@mail.example.com:465', from: 'env@studio.example' },
  stored: null,
};

const savedWebhook: SenderState = {
  kind: 'webhook',
  source: 'settings',
  env: null,
  stored: {
    values: { url: 'https://hooks.studio.example/messages' },
    secretHint: '설정됨 · …7f3a',
    updatedAt: '2026-11-25T01:00:00.000Z',
  },
};

describe('the senders page', () => {
  it('shows an environment sender read-only, saying the environment wins, with no 저장', async () => {
    answerWith(() => ({ status: 200, body: { senders: [envSmtp, unset('solapi'), savedWebhook] } }));
    renderWithStudio(<SendersPage />);
    const email = await screen.findByRole('region', { name: '이메일 (SMTP)' });
    expect(within(email).getByText('설정됨 · 서버의 환경 변수')).toBeTruthy();
    expect(
      within(email).getByText(/환경 변수가 관리 화면보다 우선하므로 여기서는 바꿀 수 없습니다/),
    ).toBeTruthy();
    const url = within(email).getByLabelText('SMTP 주소') as HTMLInputElement;
    expect([url.value, url.readOnly]).toEqual(['smtps://env@mail.example.com:465', true]);
    expect(within(email).queryByRole('button', { name: '저장' })).toBeNull();
    expect(within(email).queryByRole('button', { name: '삭제' })).toBeNull();
    // Its test still goes, with the environment's settings.
    expect(within(email).getByRole('button', { name: '테스트 발송' })).toBeTruthy();

    const hook = screen.getByRole('region', { name: '웹훅' });
    expect(within(hook).getByText('설정됨 · …7f3a · 관리 화면')).toBeTruthy();
    expect(within(hook).getByLabelText('서명용 비밀 값')).toHaveProperty('value', '');
    const solapi = screen.getByRole('region', { name: '문자·알림톡 (Solapi)' });
    expect(within(solapi).getByText('설정 안 됨')).toBeTruthy();
    expect(within(solapi).queryByRole('button', { name: '테스트 발송' })).toBeNull();
  });

  it('shows the server’s refusal at its field, and a test’s limit and failure in place', async () => {
    let tests = 0;
    const sent = answerWith((request) => {
      if (request.method === 'PUT')
        return refusal(400, 'senders.address_refused', '사내망·내부 주소로는 보낼 수 없습니다.');
      if (request.method === 'POST') {
        tests += 1;
        return tests === 1
          ? {
              status: 200,
              body: {
                ok: false,
                message: '웹훅 주소가 요청을 받아들이지 않았습니다.',
                detail: '404 Not Found',
                source: 'settings',
              },
            }
          : refusal(
              429,
              'senders.too_many_tests',
              '테스트 발송은 보낼 수단마다 10분에 5번까지 할 수 있습니다.',
            );
      }
      return { status: 200, body: { senders: [unset('smtp'), unset('solapi'), savedWebhook] } };
    });
    const user = renderWithStudio(<SendersPage />);
    const hook = await screen.findByRole('region', { name: '웹훅' });
    const url = within(hook).getByLabelText(/웹훅 주소/);
    await user.clear(url);
    await user.type(url, 'http://192.168.0.10/hook');
    await user.click(within(hook).getByRole('button', { name: '저장' }));
    await screen.findByText('사내망·내부 주소로는 보낼 수 없습니다.');
    expect(url.getAttribute('aria-invalid')).toBe('true');
    expect(url.getAttribute('aria-describedby')).toContain('sender-webhook-url-error');
    expect(sent.find((request) => request.method === 'PUT')?.body).toEqual({
      url: 'http://192.168.0.10/hook',
      secret: '',
    });

    await user.click(within(hook).getByRole('button', { name: '테스트 발송' }));
    const failed = await within(hook).findByRole('alert');
    expect(failed.textContent).toBe('웹훅 주소가 요청을 받아들이지 않았습니다.서버의 답: 404 Not Found');
    await user.click(within(hook).getByRole('button', { name: '테스트 발송' }));
    expect((await within(hook).findByRole('alert')).textContent).toBe(
      '테스트 발송은 보낼 수단마다 10분에 5번까지 할 수 있습니다.',
    );
  });
});
