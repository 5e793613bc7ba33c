/**
 * 연습 기록: the family's week, logging and taking back a sitting (the portal), and the staff's
 * reads. The staff keys sit under the student pages' `['students']`, so that what refreshes the
 * student pages refreshes these too.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PracticeEntry, PracticeThisWeek, PracticeWeek } from '#shared/schemas/practice.ts';
import { api, withQuery } from '../../../lib/api-client.ts';
import { useFamilyStudentQuery } from '../../../lib/family-student-query.ts';
import { useRefreshingMutation } from '../../../lib/refreshing-mutation.ts';

const familyKey = (studentId: number) => ['family', 'practice', studentId] as const;
const staffKey = (studentId: number, week: string | undefined) =>
  ['students', 'practice', studentId, week ?? 'this'] as const;

export function useFamilyPractice(studentId: number) {
  return useFamilyStudentQuery<PracticeWeek>(familyKey(studentId), '/api/family/practice', studentId);
}

interface PracticeLog {
  date: string;
  minutes: number;
  piece?: string;
}

/** Logs a sitting; the answer's week (this one, the day logged being today) is shown at once. */
export function useLogPractice(studentId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (log: PracticeLog) =>
      api.post<{ message: string; entry: PracticeEntry; week: PracticeWeek }>('/api/family/practice', {
        studentId,
        ...log,
      }),
    onSuccess: (answer) => queryClient.setQueryData(familyKey(studentId), answer.week),
    onSettled: () => queryClient.invalidateQueries({ queryKey: familyKey(studentId) }),
  });
}

export function useRemovePractice(studentId: number) {
  return useRefreshingMutation(familyKey(studentId), (entryId: number) =>
    api.delete<{ message: string; week: PracticeWeek }>(`/api/family/practice/${entryId}`),
  );
}

/** A student's week for staff; this week when `week` is left out. */
export function useStudentPractice(studentId: number, week: string | undefined) {
  return useQuery({
    queryKey: staffKey(studentId, week),
    queryFn: () => api.get<PracticeWeek>(withQuery(`/api/member/${studentId}/practice`, { week })),
  });
}

/** Every student's total of this week (the owner: of the chosen teacher, or everyone's); one request for the list. */
export function usePracticeThisWeek(teacherId: string | undefined) {
  return useQuery({
    queryKey: ['students', 'practice', 'this-week', teacherId ?? 'mine'] as const,
    queryFn: () => api.get<PracticeThisWeek>(withQuery('/api/practice/this-week', { teacherId })),
    staleTime: 60_000,
  });
}
