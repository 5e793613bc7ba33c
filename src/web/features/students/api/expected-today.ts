/** Who today's timetable expects (GET /api/lessons/expected), for the student page. */
import { useQuery } from '@tanstack/react-query';
import type { ExpectedToday } from '#shared/schemas/timetable.ts';
import { api, withQuery } from '../../../lib/api-client.ts';

/**
 * Keyed under 'students' on purpose: every student change (a 출석, a 취소, a rename) refreshes
 * all 'students' queries, and this list shows whose lesson is already recorded.
 */
const expectedTodayKey = (teacherId: string | undefined) =>
  ['students', 'expected-today', teacherId ?? 'all'] as const;

export function useExpectedToday(teacherId: string | undefined) {
  return useQuery({
    queryKey: expectedTodayKey(teacherId),
    queryFn: () => api.get<ExpectedToday>(withQuery('/api/lessons/expected', { teacherId })),
  });
}
