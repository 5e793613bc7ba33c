/**
 * The staff's warning on the home page when the outbox has stalled: drawn only while it has,
 * with the way to the 발송함.
 */

import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithQueries } from '../../../components/testing/query-render.tsx';
import { OutboxStallNotice } from './outbox-stall-notice.tsx';

function answerStatus(status: { stalled: boolean }) {
  const fetch = vi.fn(async () => Response.json(status));
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

function renderNotice() {
  const { container, client } = renderWithQueries(<OutboxStallNotice />);
  const answered = () =>
    waitFor(() => expect(client.getQueryState(['messages', 'status'])?.status).toBe('success'));
  return { container, answered };
}

describe('the stalled outbox notice', () => {
  it('draws a band saying the outbox has stalled, linking to the 발송함', async () => {
    const fetch = answerStatus({ stalled: true });
    const { container } = renderNotice();
    await screen.findByRole('complementary', { name: '⚠ 알림 발송이 멈췄습니다' });
    expect(container.innerHTML).toBe(
      '<aside style="background: rgb(253, 236, 236); border-bottom: 1px solid rgb(239, 180, 180);" aria-labelledby="outbox-stall-title">' +
        '<div style="max-width: calc(var(--layout-width) + 40px); margin: 0px auto; padding: 14px 20px; display: flex; flex-wrap: wrap; align-items: center; gap: 8px 20px;">' +
        '<div style="flex: 1 1 300px;">' +
        '<p id="outbox-stall-title" style="margin: 0px; font-weight: 700; color: rgb(138, 31, 31);">⚠ 알림 발송이 멈췄습니다</p>' +
        '<p style="margin: 0px; font-size: 0.94rem;">보낼 시간이 1시간 넘게 지난 알림이 있는데, 그동안 한 건도 보내지 못했습니다. 발송함에서 상태를 확인해 주세요.</p>' +
        '</div>' +
        '<a class="button" style="white-space: nowrap;" href="/messages" data-discover="true">발송함 보기</a>' +
        '</div></aside>',
    );
    expect(fetch).toHaveBeenCalledWith('/api/messages/status', { credentials: 'same-origin' });
  });

  it('draws nothing while messages go out', async () => {
    answerStatus({ stalled: false });
    const { container, answered } = renderNotice();
    await answered();
    expect(container.innerHTML).toBe('');
  });
});
