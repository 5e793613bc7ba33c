/**
 * Putting a lesson record right (DESIGN §4, records of the last 60 days): another status, or
 * deleting a record made by mistake — each with an optional reason for the audit log. What the
 * change does to the remaining lessons is said before it is made; the server's answer is the toast.
 */
import { useId, useRef, useState } from 'react';
import { isCharged, type LessonStatus } from '#shared/student-rules.ts';
import { Dialog, DialogNote, DialogSubmitRow } from '../../../components/ui/dialog.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import { useFieldState } from '../../../components/ui/use-field-state.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { useCorrectLesson, useDeleteLesson } from '../api/corrections-api.ts';
import { lessonDayLabel } from '../lib/lesson-day-label.ts';
import styles from './lesson-dialog.module.css';
import type { Correction } from './lesson-history.tsx';
import { ReasonField } from './reason-field.tsx';
import { StatusChoices } from './status-choices.tsx';

interface LessonCorrectionDialogProps {
  correction: Correction | null;
  today: string;
  onClose(): void;
}

export function LessonCorrectionDialog({ correction, today, onClose }: LessonCorrectionDialogProps) {
  const title = correction?.mode === 'delete' ? '레슨 기록 삭제' : '레슨 기록 수정';
  return (
    <Dialog open={correction !== null} title={title} onClose={onClose}>
      {correction ? (
        <CorrectionForm key={correction.record.id} {...correction} today={today} onClose={onClose} />
      ) : null}
    </Dialog>
  );
}

/** What moving a record from one status to another, or deleting it, does to the balance. */
function balanceEffect(from: LessonStatus, to: LessonStatus | null): string {
  const before = isCharged(from);
  const after = to !== null && isCharged(to);
  if (before && !after) return '차감했던 1회가 남은 레슨으로 돌아갑니다.';
  if (!before && after) return '남은 레슨에서 1회를 차감합니다.';
  return '남은 레슨은 그대로입니다.';
}

function CorrectionForm({ record, mode, today, onClose }: Correction & { today: string; onClose(): void }) {
  const id = useId();
  const toast = useToast();
  const correct = useCorrectLesson();
  const remove = useDeleteLesson();
  const [status, setStatus] = useState<LessonStatus>(record.status);
  const reason = useFieldState();
  const [statusError, setStatusError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const statusRef = useRef<HTMLDivElement>(null);
  const pending = correct.isPending || remove.isPending;
  const day = lessonDayLabel(record.lessonDay, today);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (pending) return;
    setFailure(null);
    const refuseStatus = (text: string) => {
      setStatusError(text);
      statusRef.current?.querySelector<HTMLInputElement>('input:checked')?.focus();
    };
    if (mode === 'status' && status === record.status) {
      refuseStatus(`지금도 ${status}입니다. 바꿀 상태를 골라 주세요.`);
      return;
    }
    try {
      const answer =
        mode === 'status'
          ? await correct.mutateAsync({ id: record.id, status, reason: reason.value })
          : await remove.mutateAsync({ id: record.id, reason: reason.value });
      toast.success(answer.message);
      onClose();
    } catch (error) {
      const code = error instanceof ApiError ? error.code : '';
      if (code === 'students.status_unchanged' && mode === 'status') refuseStatus((error as Error).message);
      else if (code === 'students.reason_too_long') reason.refuse((error as Error).message);
      else setFailure((error as Error).message);
    }
  };

  return (
    <form onSubmit={submit} noValidate className={styles.form}>
      <p className={styles.subject}>
        <strong>{record.name}</strong> · {day} · 지금 <strong>{record.status}</strong>
      </p>
      {mode === 'status' ? (
        <div ref={statusRef}>
          <StatusChoices
            name={`${id}-status`}
            legend="바꿀 상태"
            value={status}
            onChange={(next) => {
              setStatus(next);
              setStatusError(null);
            }}
            error={statusError}
          />
        </div>
      ) : (
        <p className={styles.lead}>이 기록을 지웁니다. 레슨을 기록하지 말았어야 할 때만 쓰세요.</p>
      )}
      <DialogNote>{balanceEffect(record.status, mode === 'status' ? status : null)}</DialogNote>
      <ReasonField
        id={`${id}-reason`}
        label="사유 (선택)"
        placeholder={mode === 'status' ? '예: 미리 연락받은 취소였음' : '예: 다른 학생으로 잘못 기록함'}
        {...reason.field}
      />
      <DialogSubmitRow
        failure={failure}
        onCancel={onClose}
        submitLabel={mode === 'status' ? '상태 바꾸기' : '기록 삭제'}
        pendingLabel="처리하는 중…"
        pending={pending}
        tone={mode === 'delete' ? 'danger' : undefined}
      />
    </form>
  );
}
