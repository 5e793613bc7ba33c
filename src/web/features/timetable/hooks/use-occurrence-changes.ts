/**
 * Ending a weekly lesson from a day and deleting a one-off lesson, each after a confirm that
 * says what stays: the dialog's buttons, a double-click and the Delete key all end here.
 */
import { useRef } from 'react';
import { dayLabel } from '#shared/day-labels.ts';
import type { Occurrence } from '#shared/schemas/calendar.ts';
import { hourLabel } from '#shared/time.ts';
import { weekdayOfDate } from '#shared/timetable-rules.ts';
import { useConfirm } from '../../../components/ui/confirm-dialog.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useDeleteOneOff, useEndSeries } from '../api/calendar.ts';
import { kindLabel } from '../lib/calendar-week.ts';

export function useOccurrenceChanges() {
  const confirm = useConfirm();
  const toast = useToast();
  const endSeries = useEndSeries();
  const deleteOneOff = useDeleteOneOff();
  // A double-click must not open two confirms.
  const busy = useRef(false);

  const once = async (work: () => Promise<boolean>): Promise<boolean> => {
    if (busy.current) return false;
    busy.current = true;
    try {
      return await work();
    } catch (error) {
      toast.error(error instanceof ApiError ? error.message : '수업을 바꾸지 못했습니다.');
      return false;
    } finally {
      busy.current = false;
    }
  };

  /** "이 주부터 그만하기": the weekly lesson ends the day before this one; earlier weeks keep it. */
  const endFrom = (occurrence: Occurrence) =>
    once(async () => {
      if (occurrence.seriesId == null) return false;
      const every = `매주 ${weekdayOfDate(occurrence.date)}요일 ${hourLabel(occurrence.time)} ${occurrence.type}`;
      const yes = await confirm('이 주부터 그만하시겠습니까?', {
        confirmLabel: '그만하기',
        detail: `${occurrence.name}님의 ${every} 수업이 ${dayLabel(occurrence.date)}부터 없어집니다. 지난 수업과 기록은 그대로 남습니다.`,
      });
      if (!yes) return false;
      await endSeries.mutateAsync({ id: occurrence.seriesId, from: occurrence.date });
      toast.success(`${occurrence.name}님의 ${every} 수업을 ${dayLabel(occurrence.date)}부터 그만했습니다.`);
      return true;
    });

  /** A 보강, 체험 or 이동 deleted (a 보강's credit comes back; a moved day goes back to its series). */
  const removeOneOff = (occurrence: Occurrence) =>
    once(async () => {
      if (occurrence.oneOffId == null) return false;
      const kind = kindLabel(occurrence.kind) ?? '수업';
      const detail =
        occurrence.kind === 'makeup'
          ? '쓴 보강권은 학생에게 돌아갑니다.'
          : occurrence.kind === 'moved'
            ? '이번 주 수업은 원래 시간으로 돌아갑니다.'
            : undefined;
      const yes = await confirm(`${kind} 수업을 삭제하시겠습니까?`, { confirmLabel: '삭제', detail });
      if (!yes) return false;
      await deleteOneOff.mutateAsync(occurrence.oneOffId);
      toast.success(`${dayLabel(occurrence.date)} ${occurrence.name} ${kind} 수업을 삭제했습니다.`);
      return true;
    });

  const remove = (occurrence: Occurrence) =>
    occurrence.kind === 'series' ? endFrom(occurrence) : removeOneOff(occurrence);

  return { remove };
}
