/** The one delete path of every board: confirm in the spec's words, then one DELETE call. */
import { useRef } from 'react';
import { useConfirm } from '../../../components/ui/confirm-dialog.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useDeleteBooking } from '../api/bookings.ts';

export function useDeleteSlot(date: string) {
  const confirm = useConfirm();
  const toast = useToast();
  const mutation = useDeleteBooking();
  // A double-click on a cell must not open two dialogs.
  const busy = useRef(false);

  return async (room: number, time: number) => {
    if (busy.current) return;
    busy.current = true;
    try {
      if (!(await confirm('예약을 삭제하시겠습니까?', { confirmLabel: '삭제' }))) return;
      const entry = await mutation.mutateAsync({ date, room, time });
      toast.success(`${entry.name}님의 예약을 삭제했습니다.`);
    } catch (error) {
      toast.error(error instanceof ApiError ? error.message : '예약을 삭제하지 못했습니다.');
    } finally {
      busy.current = false;
    }
  };
}
