/**
 * 레슨 기록 with a date (DESIGN §4): a lesson forgotten yesterday, or a 사전취소 told ahead for
 * next week. The status is chosen with what it does to the remaining lessons beside it; the
 * date defaults to today (Seoul). A refusal is said next to its field, with the focus there.
 */
import { useId, useState } from 'react';
import type { Student } from '#shared/schemas/students.ts';
import { isCharged, type LessonStatus } from '#shared/student-rules.ts';
import { seoulDate } from '#shared/time.ts';
import { Dialog, DialogNote, DialogSubmitRow } from '../../../components/ui/dialog.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import { useFieldState } from '../../../components/ui/use-field-state.ts';
import { useRecordLesson } from '../api/students-api.ts';
import { lessonDateProblem } from '../lib/lesson-dates.ts';
import { isDateRefusal, needsPayment } from '../lib/refusals.ts';
import { LessonDateField } from './lesson-date-field.tsx';
import styles from './lesson-dialog.module.css';
import { StatusChoices } from './status-choices.tsx';

interface LessonDialogProps {
  /** The student to record for; null keeps the dialog closed. */
  student: Student | null;
  initialStatus?: LessonStatus;
  onClose(): void;
  /** A charged lesson past the owed limit: the page offers the payment dialog. */
  onNeedsPayment(student: Student, message: string): void;
}

export function LessonDialog({ student, initialStatus, onClose, onNeedsPayment }: LessonDialogProps) {
  return (
    <Dialog open={student !== null} title={`${student?.name ?? ''}님 레슨 기록`} onClose={onClose}>
      {student ? (
        <LessonForm
          student={student}
          initialStatus={initialStatus ?? '출석'}
          onClose={onClose}
          onNeedsPayment={onNeedsPayment}
        />
      ) : null}
    </Dialog>
  );
}

function LessonForm({
  student,
  initialStatus,
  onClose,
  onNeedsPayment,
}: Required<Omit<LessonDialogProps, 'student'>> & { student: Student }) {
  const id = useId();
  const toast = useToast();
  const record = useRecordLesson();
  const today = seoulDate(new Date());
  const [status, setStatus] = useState<LessonStatus>(initialStatus);
  const date = useFieldState(today);
  const [failure, setFailure] = useState<string | null>(null);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (record.isPending) return;
    setFailure(null);
    const problem = lessonDateProblem(status, date.value, today);
    if (problem) return date.refuse(problem);
    date.setError(null);
    try {
      const answer = await record.mutateAsync({ ref: student, status, date: date.value });
      toast.success(answer.message);
      onClose();
    } catch (error) {
      if (needsPayment(error)) {
        onClose();
        onNeedsPayment(student, error.message);
      } else if (isDateRefusal(error)) date.refuse(error.message);
      else setFailure((error as Error).message);
    }
  };

  const owes = isCharged(status) && student.lesson <= 0;
  return (
    <form onSubmit={submit} noValidate className={styles.form}>
      <StatusChoices name={`${id}-status`} value={status} onChange={setStatus} />
      <LessonDateField id={`${id}-date`} status={status} today={today} {...date.field} />
      {owes ? (
        <DialogNote>
          남은 레슨이 없어 미수 {1 - student.lesson}회로 기록됩니다. 다음 결제에서 먼저 정산됩니다.
        </DialogNote>
      ) : null}
      <DialogSubmitRow
        failure={failure}
        onCancel={onClose}
        submitLabel="기록하기"
        pendingLabel="기록하는 중…"
        pending={record.isPending}
      />
    </form>
  );
}
