/**
 * Putting the record right (DESIGN §4): a lesson record of the last 60 days takes another
 * status or is deleted, and a payment entered by mistake is voided — each with its reason,
 * which the audit log keeps. The server answers with the student's new balance.
 */
import type { LessonChange, Student } from '#shared/schemas/students.ts';
import type { LessonStatus } from '#shared/student-rules.ts';
import { api } from '../../../lib/api-client.ts';
import { useStudentMutation } from './students-api.ts';

const reasonOf = (reason: string | undefined) => (reason?.trim() ? { reason: reason.trim() } : {});

export function useCorrectLesson() {
  return useStudentMutation(({ id, status, reason }: { id: number; status: LessonStatus; reason?: string }) =>
    api.patch<LessonChange>(`/api/lessonList/${id}`, { status, ...reasonOf(reason) }),
  );
}

export function useDeleteLesson() {
  return useStudentMutation(({ id, reason }: { id: number; reason?: string }) =>
    api.delete<LessonChange>(`/api/lessonList/${id}`, reasonOf(reason)),
  );
}

export interface VoidAnswer {
  message: string;
  student: Student;
}

export function useVoidPayment() {
  return useStudentMutation(({ id, reason }: { id: number; reason: string }) =>
    api.post<VoidAnswer>(`/api/payList/${id}/void`, { reason: reason.trim() }),
  );
}
