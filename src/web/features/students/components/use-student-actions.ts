/**
 * What the buttons of a student row do: record (and, at 0 remaining, offer the payment
 * dialog), open the payment dialog, undo today's latest lesson, archive. Every outcome is a
 * toast with the server's Korean text.
 */
import { useState } from 'react';
import type { Student } from '#shared/schemas/students.ts';
import type { LessonStatus } from '#shared/student-rules.ts';
import { useConfirm } from '../../../components/ui/confirm-dialog.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { type StudentRef, useArchiveStudent, useCancelLesson, useRecordLesson } from '../api/students-api.ts';
import type { RowActions } from './student-row.tsx';

const keyOf = (ref: StudentRef) => `${ref.teacherId}/${ref.name}`;

export function useStudentActions() {
  const toast = useToast();
  const confirm = useConfirm();
  const record = useRecordLesson();
  const cancel = useCancelLesson();
  const archive = useArchiveStudent();
  const [paying, setPaying] = useState<StudentRef | null>(null);
  const [busyName, setBusyName] = useState<string | null>(null);

  const run = async <T extends { message: string | null }>(student: Student, action: () => Promise<T>) => {
    setBusyName(keyOf(student));
    try {
      const answer = await action();
      if (answer.message) toast.success(answer.message);
      return true;
    } catch (error) {
      if (error instanceof ApiError && error.code === 'students.no_lessons_left') {
        const pay = await confirm(`${student.name}님: ${error.message}`, { confirmLabel: '결제하기' });
        if (pay) setPaying({ name: student.name, teacherId: student.teacherId });
      } else {
        toast.error((error as Error).message);
      }
      return false;
    } finally {
      setBusyName(null);
    }
  };

  const actions: RowActions = {
    record: (student: Student, status: LessonStatus) =>
      void run(student, () => record.mutateAsync({ ref: student, status })),
    pay: (student: Student) => setPaying({ name: student.name, teacherId: student.teacherId }),
    cancel: async (student: Student) => {
      if (
        !(await confirm(`${student.name}님의 오늘 마지막 레슨 기록을 취소할까요?`, {
          confirmLabel: '기록 취소',
        }))
      )
        return;
      await run(student, () => cancel.mutateAsync(student));
    },
    archive: async (student: Student) => {
      const question = `${student.name} 학생을 삭제할까요? 레슨과 결제 기록은 보관됩니다.`;
      if (!(await confirm(question, { confirmLabel: '삭제' }))) return;
      await run(student, () => archive.mutateAsync(student));
    },
  };

  return { actions, busyName, paying, closePayment: () => setPaying(null) };
}
