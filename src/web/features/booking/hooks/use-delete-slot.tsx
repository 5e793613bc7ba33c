/**
 * The one delete path of every board: a confirm in the spec's words that names the booking and
 * says what stays (docs/decisions/020-…), then one DELETE call.
 */
import { useRef } from 'react';
import { roomLabel } from '#shared/booking-rules.ts';
import type { Booking } from '#shared/schemas/booking.ts';
import { useConfirm } from '../../../components/ui/confirm-dialog.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useSite } from '../../../site-data/site-context.tsx';
import { useDeleteBooking } from '../api/bookings.ts';
import { DeleteDetail } from '../components/delete-detail.tsx';
import { otherHalf } from '../lib/booking-span.ts';

export function useDeleteSlot() {
  const confirm = useConfirm();
  const { board: settings } = useSite();
  const toast = useToast();
  const mutation = useDeleteBooking();
  // A double-click on a cell must not open two dialogs.
  const busy = useRef(false);

  return async (cell: Booking, board: Booking[]) => {
    if (busy.current) return;
    busy.current = true;
    try {
      const detail = (
        <DeleteDetail cell={cell} roomName={roomLabel(cell.room, settings)} other={otherHalf(cell, board)} />
      );
      if (!(await confirm('예약을 삭제하시겠습니까?', { confirmLabel: '삭제', detail }))) return;
      const entry = await mutation.mutateAsync({ date: cell.date, room: cell.room, time: cell.time });
      toast.success(`${entry.name}님의 예약을 삭제했습니다.`);
    } catch (error) {
      toast.error(error instanceof ApiError ? error.message : '예약을 삭제하지 못했습니다.');
    } finally {
      busy.current = false;
    }
  };
}
