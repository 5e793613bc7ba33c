/**
 * Make-up credits and paid packages as the pages use them (DESIGN §4 "Calendar"): the student
 * detail carries both; the packages about to expire, or expired with lessons left, are a list
 * of their own for /managemember; the owner extends or lapses an expired package. Every key
 * sits under `['students']`, so any student change reads them again.
 */
import { useQuery } from '@tanstack/react-query';
import type { LessonPackage } from '#shared/schemas/calendar.ts';
import { api, withQuery } from '../../../lib/api-client.ts';
import { studentKeys, useStudentMutation } from './students-api.ts';

export interface ExpiringPackage extends LessonPackage {
  studentId: number;
  name: string;
  teacherId: string;
}

interface PackageDecision {
  message: string;
  package: LessonPackage;
  lesson: number;
}

export function useExpiringPackages(teacherId: string | undefined) {
  return useQuery({
    queryKey: [...studentKeys.all, 'expiring', teacherId ?? 'all'],
    queryFn: () => api.get<ExpiringPackage[]>(withQuery('/api/member/expiring', { teacherId })),
  });
}

export function useExtendPackage() {
  return useStudentMutation(({ paymentId, days }: { paymentId: number; days: number }) =>
    api.post<PackageDecision>(`/api/member/packages/${paymentId}/extend`, { days }),
  );
}

export function useLapsePackage() {
  return useStudentMutation((paymentId: number) =>
    api.post<PackageDecision>(`/api/member/packages/${paymentId}/lapse`),
  );
}
