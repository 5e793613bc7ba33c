/** Every delete path of the grid (click, double-click, Enter, Delete) ends here: confirm, then one call. */
import { useRef } from 'react';
import type { LessonType, Weekday } from '#shared/timetable-rules.ts';
import { useConfirm } from '../../../components/ui/confirm-dialog.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useDeleteLesson } from '../api/lessons.ts';
import { placeLabel } from '../lib/week.ts';

export function useRemoveLesson() {
  const confirm = useConfirm();
  const toast = useToast();
  const mutation = useDeleteLesson();
  // A double-click must not open two dialogs.
  const busy = useRef(false);

  return async (day: Weekday, time: number, type: LessonType) => {
    if (busy.current) return;
    busy.current = true;
    try {
      if (!(await confirm('레슨을 삭제하시겠습니까?', { confirmLabel: '삭제' }))) return;
      const [removed] = await mutation.mutateAsync({ day, time, type });
      toast.success(`${placeLabel(day, time, type)} ${removed?.name ?? ''} 레슨을 삭제했습니다.`);
    } catch (error) {
      toast.error(error instanceof ApiError ? error.message : '레슨을 삭제하지 못했습니다.');
    } finally {
      busy.current = false;
    }
  };
}
