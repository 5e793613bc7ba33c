/**
 * The staff's warning when the outbox has stalled — messages due for over an hour and none sent
 * in that hour, so reminders and receipts are not reaching families: on the page staff land on
 * after signing in, with the way to the 발송함. Draws nothing otherwise.
 * Self-contained — the band's plain module only — for the same reason as the backup notice: the
 * home page's script is at its budget, so it names no other module to preload for this one.
 */
import type { OutboxStatusView } from '#shared/schemas/messages.ts';
import { StaffNoticeBand, useStaffStatus } from '../../../components/staff-notice-band.tsx';

export function OutboxStallNotice() {
  const data = useStaffStatus<OutboxStatusView>(['messages', 'status'], '/api/messages/status');
  if (!data?.stalled) return null;
  return (
    <StaffNoticeBand
      tone="alarm"
      titleId="outbox-stall-title"
      title="⚠ 알림 발송이 멈췄습니다"
      link={{ to: '/messages', label: '발송함 보기' }}
    >
      보낼 시간이 1시간 넘게 지난 알림이 있는데, 그동안 한 건도 보내지 못했습니다. 발송함에서 상태를 확인해
      주세요.
    </StaffNoticeBand>
  );
}
