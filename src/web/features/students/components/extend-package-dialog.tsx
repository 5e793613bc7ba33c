/**
 * 기간 연장: the owner moves an expired package's last day on by a number of days (1–365,
 * 7 to start with). A wrong number is said beside the field; the server's answer is the toast.
 */

import { useId } from 'react';
import type { LessonPackage } from '#shared/schemas/calendar.ts';
import { Dialog, DialogNote, DialogSubmitRow } from '../../../components/ui/dialog.tsx';
import { WholeNumberField } from '../../../components/ui/field.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import { useFieldState } from '../../../components/ui/use-field-state.ts';
import { useExtendPackage } from '../api/packages-api.ts';
import { DEFAULT_EXTEND_DAYS, parseExtendDays } from '../lib/credit-view.ts';

export function ExtendPackageDialog({ item, onClose }: { item: LessonPackage | null; onClose(): void }) {
  return (
    <Dialog open={item !== null} title="유효기간 연장" onClose={onClose}>
      {item ? <ExtendForm key={item.paymentId} item={item} onClose={onClose} /> : null}
    </Dialog>
  );
}

function ExtendForm({ item, onClose }: { item: LessonPackage; onClose(): void }) {
  const id = useId();
  const toast = useToast();
  const extend = useExtendPackage();
  const days = useFieldState(String(DEFAULT_EXTEND_DAYS));

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (extend.isPending) return;
    const parsed = parseExtendDays(days.value);
    if ('error' in parsed) return days.refuse(parsed.error);
    try {
      toast.success((await extend.mutateAsync({ paymentId: item.paymentId, days: parsed.days })).message);
      onClose();
    } catch (failure) {
      days.refuse((failure as Error).message);
    }
  };

  return (
    <form onSubmit={submit} noValidate>
      <DialogNote>
        {item.payDay} 결제, 남은 레슨 {item.unused}회 · 유효기간 {item.expiresOn ?? '없음'}까지
      </DialogNote>
      <WholeNumberField
        id={`${id}-days`}
        label="연장할 날수"
        hint="유효기간의 마지막 날을 며칠 늦출지 입력하세요. 1일부터 365일까지."
        min={1}
        max={365}
        {...days.field}
      />
      <DialogSubmitRow
        cancelLabel="취소"
        onCancel={onClose}
        submitLabel="연장하기"
        pendingLabel="연장하는 중…"
        pending={extend.isPending}
      />
    </form>
  );
}
