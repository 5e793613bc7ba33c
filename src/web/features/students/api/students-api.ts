/**
 * The student API as the pages use it: one fetcher and query per list, one mutation per
 * action. Every call names the student's teacher, so the owner acts on the right student
 * (a teacher's own id is accepted from a teacher too).
 */
import { useQuery } from '@tanstack/react-query';
import type {
  ChargeRequest,
  ChargeResponse,
  CreateStudentRequest,
  LessonChange,
  LessonHistoryRecord,
  LessonRecord,
  PaymentRecord,
  Receipt,
  RecordLessonRequest,
  RefundRequest,
  RefundResponse,
  Student,
  StudentDetail,
  StudentListItem,
  UpdateStudentRequest,
} from '#shared/schemas/students.ts';
import type { LessonStatus } from '#shared/student-rules.ts';
import { api, withQuery } from '../../../lib/api-client.ts';
import { useRefreshingMutation } from '../../../lib/refreshing-mutation.ts';

export const studentKeys = {
  all: ['students'] as const,
  detail: (teacherId: string, name: string) => ['students', 'detail', teacherId, name] as const,
};

/** Who a student is: the name is unique only among one teacher's current students. */
export interface StudentRef {
  name: string;
  teacherId: string;
}

const member = (path: string, ref: StudentRef) =>
  withQuery(`${path}/${encodeURIComponent(ref.name)}`, { teacherId: ref.teacherId });

export function useStudents(teacherId: string | undefined) {
  return useQuery({
    queryKey: ['students', 'list', teacherId ?? 'all'],
    queryFn: () => api.get<StudentListItem[]>(withQuery('/api/member', { teacherId })),
  });
}

export function useTodayLessons(teacherId: string | undefined, date: string) {
  return useQuery({
    queryKey: ['students', 'today', teacherId ?? 'all', date],
    queryFn: () => api.get<LessonRecord[]>(withQuery('/api/lessonList/today', { teacherId, date })),
  });
}

export function useStudent(ref: StudentRef) {
  return useQuery({
    queryKey: [...studentKeys.detail(ref.teacherId, ref.name), 'student'],
    queryFn: () => api.get<StudentDetail>(member('/api/member/detail', ref)),
    retry: false,
  });
}

export function useStudentLessons(ref: StudentRef) {
  return useQuery({
    queryKey: [...studentKeys.detail(ref.teacherId, ref.name), 'lessons'],
    queryFn: () => api.get<LessonHistoryRecord[]>(member('/api/lessonList/detail', ref)),
  });
}

export function useStudentPayments(ref: StudentRef) {
  return useQuery({
    queryKey: [...studentKeys.detail(ref.teacherId, ref.name), 'payments'],
    queryFn: () => api.get<PaymentRecord[]>(member('/api/payList/detail', ref)),
  });
}

export function useReceipt(paymentId: number) {
  return useQuery({
    queryKey: ['students', 'receipt', paymentId],
    queryFn: () => api.get<Receipt>(`/api/payList/receipt/${paymentId}`),
    retry: false,
  });
}

/** Every student change refreshes every student list (they are small). */
export function useStudentMutation<V, R>(mutationFn: (variables: V) => Promise<R>) {
  return useRefreshingMutation(studentKeys.all, mutationFn);
}

export function useCreateStudent(teacherId: string | undefined) {
  return useStudentMutation((body: CreateStudentRequest) =>
    api.post<{ message: string; student: Student }>(withQuery('/api/member', { teacherId }), body),
  );
}

/** A lesson of `date` (Seoul); without one the server records today's. */
export function useRecordLesson() {
  return useStudentMutation(
    ({ ref, status, date }: { ref: StudentRef; status: LessonStatus; date?: string }) =>
      api.put<LessonChange>(
        member('/api/member', ref),
        (date ? { status, date } : { status }) satisfies RecordLessonRequest,
      ),
  );
}

export function useCancelLesson() {
  return useStudentMutation((ref: StudentRef) => api.put<LessonChange>(member('/api/member/cancel', ref)));
}

export function useCharge() {
  return useStudentMutation(({ ref, body }: { ref: StudentRef; body: ChargeRequest }) =>
    api.put<ChargeResponse>(member('/api/member/charge', ref), body),
  );
}

/** The dry run only reads; the confirmed refund changes the lists. */
export function fetchRefundQuote(ref: StudentRef) {
  return api.post<RefundResponse>(member('/api/member/refund', ref), { dryRun: true });
}

/** The refund itself: the amount, its reason and whether the lessons go (left out: the law's way). */
export function useRefund() {
  return useStudentMutation(({ ref, body }: { ref: StudentRef; body: Omit<RefundRequest, 'dryRun'> }) =>
    api.post<RefundResponse>(member('/api/member/refund', ref), { dryRun: false, ...body }),
  );
}

export function useArchiveStudent() {
  return useStudentMutation((ref: StudentRef) =>
    api.delete<{ message: string; student: Student }>(member('/api/member', ref)),
  );
}

export function useUpdateStudent() {
  return useStudentMutation(({ ref, body }: { ref: StudentRef; body: UpdateStudentRequest }) =>
    api.patch<{ message: string; student: Omit<StudentDetail, 'undoable'> }>(
      member('/api/member', ref),
      body,
    ),
  );
}
