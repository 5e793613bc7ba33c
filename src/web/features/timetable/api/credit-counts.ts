/**
 * Each of a teacher's students' 보강권 usable today (GET /api/member/credit-counts), for the
 * 보강 dialog to say the count beside each name and refuse a student without one before
 * anything is sent. Keyed under 'students', so a record that grants a credit refreshes it.
 */
import { useQuery } from '@tanstack/react-query';
import type { CreditCount } from '#shared/schemas/students.ts';
import { api, withQuery } from '../../../lib/api-client.ts';

export function useCreditCounts(teacherId: string, enabled: boolean) {
  return useQuery({
    queryKey: ['students', 'credit-counts', teacherId] as const,
    queryFn: async (): Promise<Map<number, number>> =>
      new Map(
        (await api.get<CreditCount[]>(withQuery('/api/member/credit-counts', { teacherId }))).map(
          ({ id, credits }) => [id, credits],
        ),
      ),
    enabled,
  });
}
