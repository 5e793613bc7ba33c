/**
 * Putting the record right (DESIGN §4): a lesson record of the last 60 days takes another
 * status or is deleted, and a payment entered by mistake is voided — each with its reason,
 * which the audit log keeps. The server answers with the student's new balance.
 */
import type {
  CorrectLessonRequest,
  DeleteLessonRequest,
  LessonChange,
  VoidPaymentRequest,
  VoidPaymentResponse,
} from '#shared/schemas/students.ts';
import type { LessonStatus } from '#shared/student-rules.ts';
import { api } from '../../../lib/api-client.ts';
import { useStudentMutation } from './students-api.ts';

const reasonOf = (reason: string | undefined) => (reason?.trim() ? { reason: reason.trim() } : {});

export function useCorrectLesson() {
  return useStudentMutation(
    ({ id, status, reason }: { id: number; status: LessonStatus; reason?: string }) => {
      const body: CorrectLessonRequest = { status, ...reasonOf(reason) };
      return api.patch<LessonChange>(`/api/lessonList/${id}`, body);
    },
  );
}

export function useDeleteLesson() {
  return useStudentMutation(({ id, reason }: { id: number; reason?: string }) => {
    const body: DeleteLessonRequest = reasonOf(reason);
    return api.delete<LessonChange>(`/api/lessonList/${id}`, body);
  });
}

export function useVoidPayment() {
  return useStudentMutation(({ id, reason }: { id: number; reason: string }) => {
    const body: VoidPaymentRequest = { reason: reason.trim() };
    return api.post<VoidPaymentResponse>(`/api/payList/${id}/void`, body);
  });
}
