/**
 * What the buttons of a student row do: record today (and, past the owed limit, offer the
 * payment dialog), open the lesson dialog for another day, open the payment dialog, undo
 * today's latest record, archive. Every outcome is a toast with the server's Korean text.
 */
import { useState } from 'react';
import type { LessonRecord, Student } from '#shared/schemas/students.ts';
import type { LessonStatus } from '#shared/student-rules.ts';
import { useConfirm } from '../../../components/ui/confirm-dialog.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import { type StudentRef, useArchiveStudent, useCancelLesson, useRecordLesson } from '../api/students-api.ts';
import { lessonDayLabel } from '../lib/lesson-day-label.ts';
import { needsPayment } from '../lib/refusals.ts';
import type { RowActions } from './student-row.tsx';

const keyOf = (ref: StudentRef) => `${ref.teacherId}/${ref.name}`;

/** Past the owed limit a charged lesson is refused: the answer is a payment, offered at once. */
export function useOfferPayment(pay: (student: StudentRef) => void) {
  const confirm = useConfirm();
  return async (student: StudentRef, message: string) => {
    if (await confirm(`${student.name}님: ${message}`, { confirmLabel: '결제하기' })) {
      pay({ name: student.name, teacherId: student.teacherId });
    }
  };
}

export function useStudentActions(today: string) {
  const toast = useToast();
  const confirm = useConfirm();
  const record = useRecordLesson();
  const cancel = useCancelLesson();
  const archive = useArchiveStudent();
  const [paying, setPaying] = useState<StudentRef | null>(null);
  const [dating, setDating] = useState<{ student: Student; status: LessonStatus } | null>(null);
  const [busyName, setBusyName] = useState<string | null>(null);
  const offerPayment = useOfferPayment(setPaying);

  const run = async <T extends { message: string | null }>(student: Student, action: () => Promise<T>) => {
    setBusyName(keyOf(student));
    try {
      const answer = await action();
      if (answer.message) toast.success(answer.message);
    } catch (error) {
      if (needsPayment(error)) await offerPayment(student, error.message);
      else toast.error((error as Error).message);
    } finally {
      setBusyName(null);
    }
  };

  const actions: RowActions = {
    record: (student, status) => void run(student, () => record.mutateAsync({ ref: student, status })),
    recordOn: (student, status) => setDating({ student, status }),
    pay: (student) => setPaying({ name: student.name, teacherId: student.teacherId }),
    cancel: async (student: Student, latest: LessonRecord) => {
      const what = `${latest.lessonDay === today ? '오늘' : lessonDayLabel(latest.lessonDay, today)} ${latest.status}`;
      const question = `${student.name}님의 방금 기록(${what})을 취소할까요?`;
      const detail = latest.charged
        ? '차감했던 1회가 남은 레슨으로 돌아갑니다.'
        : '남은 레슨은 그대로입니다.';
      if (!(await confirm(question, { confirmLabel: '기록 취소', detail }))) return;
      await run(student, () => cancel.mutateAsync(student));
    },
    archive: async (student: Student) => {
      const question = `${student.name} 학생을 삭제할까요? 레슨과 결제 기록은 보관됩니다.`;
      if (!(await confirm(question, { confirmLabel: '삭제' }))) return;
      await run(student, () => archive.mutateAsync(student));
    },
  };

  return {
    actions,
    busyName,
    paying,
    closePayment: () => setPaying(null),
    dating,
    closeDating: () => setDating(null),
    offerPayment,
  };
}
