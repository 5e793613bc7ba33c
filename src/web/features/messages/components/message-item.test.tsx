/**
 * A message of the 발송함 no sender took: its text offered to copy into KakaoTalk — but a
 * sign-in message's text is withheld by the server, so it offers no copy, and says where the
 * family's link is made instead.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { WITHHELD_TEXT } from '#shared/message-events.ts';
import type { OutboxItem } from '#shared/schemas/messages.ts';
import { ToastProvider } from '../../../components/ui/toast.tsx';
import { MessageItem } from './message-item.tsx';

const skipped: OutboxItem = {
  id: 7,
  event: 'payment-received',
  channel: null,
  recipient: '010-1111-0001',
  studentName: '김민지',
  status: 'skipped',
  scheduledAt: '2026-11-25T01:00:00.000Z',
  sentAt: null,
  reason: '보낼 수단 없음',
  attempts: 0,
  text: '김민지님의 수강료 200,000원 (4회) 결제가 확인되었습니다.',
};

function renderItem(item: OutboxItem) {
  const client = new QueryClient();
  render(
    <QueryClientProvider client={client}>
      <ToastProvider>
        <ul>
          <MessageItem item={item} />
        </ul>
      </ToastProvider>
    </QueryClientProvider>,
  );
  return screen.getByRole('listitem');
}

describe('a message no sender took', () => {
  it('offers its text to copy', () => {
    const item = renderItem(skipped);
    expect(item.textContent).toContain(skipped.text);
    expect(screen.getByRole('button', { name: '카카오톡으로 보내기' })).toBeTruthy();
  });

  it('offers no copy of a sign-in message, and points to the student page’s link', () => {
    const item = renderItem({ ...skipped, event: 'family-code', studentName: null, text: WITHHELD_TEXT });
    expect(item.textContent).toContain(
      '가족 로그인에 쓰는 링크·인증번호가 담긴 문구라 보안을 위해 표시하지 않습니다.',
    );
    expect(item.textContent).toContain('가족에게는 학생 페이지의 가족 연결에서 링크를 만들어 보내 주세요.');
    expect(screen.queryByRole('button', { name: '카카오톡으로 보내기' })).toBeNull();
    expect(screen.getByRole('button', { name: '다시 보내기' })).toBeTruthy();
  });
});
