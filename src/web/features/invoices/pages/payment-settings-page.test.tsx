/**
 * 결제 설정's Toss keys: the owner's live keys go back to Toss's test keys, and online payment
 * is turned off, each by one button that sends only that, with the transfer account as saved;
 * the line above the keys follows what the server answered, and a button whose state is already
 * in force is not offered.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answerWith, renderWithStudio } from '../../../components/testing/studio-harness.tsx';
import { PaymentSettingsPage } from './payment-settings-page.tsx';

const account = '국민은행 123456-01-234567 온음아카데미';
const live = {
  transferAccount: account,
  clientKey: 'live_ck_abc',
  secretKey: '설정됨 · …wxyz',
  testKeys: false,
};
const test = { transferAccount: account, clientKey: 'test_ck_toss', secretKey: '', testKeys: true };
const off = { transferAccount: account, clientKey: '', secretKey: '', testKeys: false };

describe('결제 설정: the Toss keys', () => {
  it('goes back to the test keys, then turns online payment off', async () => {
    let saved = live;
    const sent = answerWith((request) => {
      if (request.method === 'PUT') saved = (request.body as { testKeys?: true }).testKeys ? test : off;
      return { status: 200, body: saved };
    });
    const user = renderWithStudio(<PaymentSettingsPage />);
    const state = () =>
      within(screen.getByRole('form', { name: '토스페이먼츠 (온라인 결제)' })).getByRole('status')
        .textContent;
    await screen.findByRole('form', { name: '토스페이먼츠 (온라인 결제)' });
    expect(state()).toBe('라이브 키 사용 중 · 가족의 결제가 실제로 승인됩니다.');

    await user.click(screen.getByRole('button', { name: '테스트 키로 되돌리기' }));
    expect(await screen.findByText('토스페이먼츠 테스트 키로 되돌렸습니다.')).toBeTruthy();
    await waitFor(() => expect(state()).toMatch(/^테스트 키 사용 중/));
    expect(screen.queryByRole('button', { name: '테스트 키로 되돌리기' })).toBeNull();

    await user.click(screen.getByRole('button', { name: '온라인 결제 끄기' }));
    expect(await screen.findByText('온라인 결제를 껐습니다.')).toBeTruthy();
    await waitFor(() => expect(state()).toBe('온라인 결제 꺼짐 · 결제 링크에는 계좌이체 안내만 보입니다.'));
    expect(screen.queryByRole('button', { name: '온라인 결제 끄기' })).toBeNull();
    expect(screen.getByRole('button', { name: '테스트 키로 되돌리기' })).toBeTruthy();

    expect(sent.filter((request) => request.method === 'PUT').map((request) => request.body)).toEqual([
      { transferAccount: account, testKeys: true },
      { transferAccount: account, clientKey: '' },
    ]);
    expect(sent.every((request) => request.url === '/api/settings/payments')).toBe(true);
  });
});
