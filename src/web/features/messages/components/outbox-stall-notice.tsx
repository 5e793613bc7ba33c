/**
 * The staff's warning when the outbox has stalled — messages due for over an hour and none sent
 * in that hour, so reminders and receipts are not reaching families: on the page staff land on
 * after signing in, with the way to the 발송함. Draws nothing otherwise.
 * Self-contained — inline styles, plain fetch — for the same reason as the backup notice: the
 * home page's script is at its budget, so it names no other module to preload for this one.
 */
import { useQuery } from '@tanstack/react-query';
import type { CSSProperties } from 'react';
import { Link } from 'react-router';
import type { OutboxStatusView } from '#shared/schemas/messages.ts';

async function readStatus(): Promise<OutboxStatusView | null> {
  const response = await fetch('/api/messages/status', { credentials: 'same-origin' });
  return response.ok ? ((await response.json()) as OutboxStatusView) : null;
}

const band: CSSProperties = { background: '#fdecec', borderBottom: '1px solid #efb4b4' };
// The header's edge: the layout's width inside the same 20 px at either side.
const inner: CSSProperties = {
  maxWidth: 'calc(var(--layout-width) + 40px)',
  margin: '0 auto',
  padding: '14px 20px',
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: '8px 20px',
};

export function OutboxStallNotice() {
  const { data } = useQuery({
    queryKey: ['messages', 'status'],
    queryFn: readStatus,
    staleTime: 60_000,
  });
  if (!data?.stalled) return null;
  return (
    <aside style={band} aria-labelledby="outbox-stall-title">
      <div style={inner}>
        <div style={{ flex: '1 1 300px' }}>
          <p id="outbox-stall-title" style={{ margin: 0, fontWeight: 700, color: '#8a1f1f' }}>
            ⚠ 알림 발송이 멈췄습니다
          </p>
          <p style={{ margin: 0, fontSize: '0.94rem' }}>
            보낼 시간이 1시간 넘게 지난 알림이 있는데, 그동안 한 건도 보내지 못했습니다. 발송함에서 상태를
            확인해 주세요.
          </p>
        </div>
        <Link className="button" style={{ whiteSpace: 'nowrap' }} to="/messages">
          발송함 보기
        </Link>
      </div>
    </aside>
  );
}
