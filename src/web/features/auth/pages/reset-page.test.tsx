import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { messageFor } from '#shared/messages/ko.ts';
import { renderWithQueries } from '../../../components/testing/query-render.tsx';
import { ResetPage } from './reset-page.tsx';

const TOKEN = 'a'.repeat(43);
const ACCOUNT = { id: 'kim_teacher', name: '김선생', expiresAt: '2026-11-25T01:00:00.000Z' };

type Answer = { status: number; body: unknown };
const refusal = (status: number, code: Parameters<typeof messageFor>[0]): Answer => ({
  status,
  body: { error: { code, message: messageFor(code) } },
});

/** The server's answers by path, in order; every request is kept. */
function serverAnswers(answers: Record<string, Answer[]>) {
  const requests: { url: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      requests.push({ url, body: init.body ? JSON.parse(String(init.body)) : undefined });
      const next = answers[url]?.shift() ?? { status: 204, body: null };
      return new Response(next.body === null ? null : JSON.stringify(next.body), { status: next.status });
    }),
  );
  return requests;
}

function visit(address: string) {
  return renderWithQueries(
    <Routes>
      <Route path="/reset" element={<ResetPage />} />
      <Route path="/login" element={<p>login page</p>} />
    </Routes>,
    { path: address },
  );
}

describe('the reset page', () => {
  it('says a link without its token is broken, and how to get a new one', async () => {
    const requests = serverAnswers({});
    visit('/reset');
    expect((await screen.findByRole('alert')).textContent).toBe(messageFor('auth.reset_invalid'));
    expect(screen.getByText(/npm run reset-owner/)).toBeTruthy();
    expect(requests).toEqual([]);
  });

  it('says why a link no longer works', async () => {
    serverAnswers({ '/api/user/reset/check': [refusal(410, 'auth.reset_expired')] });
    visit(`/reset#token=${TOKEN}`);
    expect((await screen.findByRole('alert')).textContent).toBe(messageFor('auth.reset_expired'));
    expect(screen.queryByLabelText('새 비밀번호')).toBeNull();
  });

  it('takes the new password twice, each refusal next to its field, then leads to the login page', async () => {
    const user = userEvent.setup();
    const requests = serverAnswers({
      '/api/user/reset/check': [{ status: 200, body: ACCOUNT }],
      '/api/user/reset': [
        refusal(400, 'auth.password_common'),
        { status: 200, body: { message: '새 비밀번호를 정했습니다.' } },
      ],
    });
    visit(`/reset#token=${TOKEN}`);
    expect(await screen.findByText('김선생 님의 새 비밀번호를 정하세요.')).toBeTruthy();
    expect(screen.getByText(/2026년 11월 25일 \(수\) 오전 10:00까지 한 번만/)).toBeTruthy();
    expect((screen.getByLabelText('아이디') as HTMLInputElement).value).toBe('kim_teacher');

    const password = screen.getByLabelText('새 비밀번호');
    const again = screen.getByLabelText('새 비밀번호 확인');
    const send = screen.getByRole('button', { name: '새 비밀번호 정하기' });

    await user.click(send);
    expect(document.activeElement).toBe(password);
    expect(password.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getAllByText('모든 항목을 입력하세요.')).toHaveLength(2);

    await user.type(password, 'short');
    await user.type(again, 'short');
    await user.click(send);
    expect(screen.getByText(messageFor('auth.password_length'))).toBeTruthy();

    await user.clear(password);
    await user.type(password, 'new-password-77');
    await user.click(send);
    expect(document.activeElement).toBe(again);
    expect(again.getAttribute('aria-describedby')).toMatch(/error/);
    expect(screen.getByText(messageFor('auth.password_mismatch'))).toBeTruthy();
    expect(requests.filter((request) => request.url === '/api/user/reset')).toEqual([]);

    await user.clear(again);
    await user.type(again, 'new-password-77');
    await user.click(send);
    expect(await screen.findByText(messageFor('auth.password_common'))).toBeTruthy();
    expect(document.activeElement).toBe(password);

    await user.click(send);
    expect((await screen.findByRole('status')).textContent).toBe('새 비밀번호를 정했습니다.');
    expect(requests.filter((request) => request.url === '/api/user/reset').map((r) => r.body)).toEqual([
      { token: TOKEN, newPw: 'new-password-77', newPwCon: 'new-password-77' },
      { token: TOKEN, newPw: 'new-password-77', newPwCon: 'new-password-77' },
    ]);
    await user.click(screen.getByRole('link', { name: '로그인하러 가기' }));
    expect(await screen.findByText('login page')).toBeTruthy();
  });

  it('ends the form when the link was used meanwhile', async () => {
    const user = userEvent.setup();
    serverAnswers({
      '/api/user/reset/check': [{ status: 200, body: ACCOUNT }],
      '/api/user/reset': [refusal(410, 'auth.reset_used')],
    });
    visit(`/reset#token=${TOKEN}`);
    await user.type(await screen.findByLabelText('새 비밀번호'), 'new-password-77');
    await user.type(screen.getByLabelText('새 비밀번호 확인'), 'new-password-77');
    await user.click(screen.getByRole('button', { name: '새 비밀번호 정하기' }));
    expect((await screen.findByRole('alert')).textContent).toBe(messageFor('auth.reset_used'));
    expect(screen.queryByLabelText('새 비밀번호')).toBeNull();
  });
});
