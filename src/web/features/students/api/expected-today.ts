/** Who today's timetable expects (GET /api/lessons/expected), for the student page. */
import { useQuery } from '@tanstack/react-query';
import type { ExpectedToday } from '#shared/schemas/timetable.ts';
import { api, withQuery } from '../../../lib/api-client.ts';

export function useExpectedToday(teacherId: string | undefined) {
  return useQuery({
    // Under 'students' on purpose: every student change (a 출석, a 취소, a rename) refreshes
    // all 'students' queries, and this list shows whose lesson is already recorded.
    queryKey: ['students', 'expected-today', teacherId ?? 'all'],
    queryFn: () => api.get<ExpectedToday>(withQuery('/api/lessons/expected', { teacherId })),
  });
}
