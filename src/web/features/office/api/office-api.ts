/**
 * The staff's home: the day (GET /api/office/today) and the studio's week (GET /api/calendar
 * without a teacher: every teacher's lessons for the owner, a teacher's own for a teacher).
 * Both are read again every minute and whenever another page changes students or lessons.
 */
import { useQuery } from '@tanstack/react-query';
import type { Occurrence } from '#shared/schemas/calendar.ts';
import type { OfficeToday } from '#shared/schemas/office.ts';
import { addDays } from '#shared/time.ts';
import { api, withQuery } from '../../../lib/api-client.ts';

const REFRESH_MS = 60_000;

// The keys sit under 'students' and 'timetable' so that a lesson or payment recorded anywhere reads them again.

export function useOfficeToday(date: string) {
  return useQuery({
    queryKey: ['students', 'office', 'today', date],
    queryFn: () => api.get<OfficeToday>(withQuery('/api/office/today', { date })),
    refetchInterval: REFRESH_MS,
  });
}

export function useStudioWeek(monday: string) {
  return useQuery({
    queryKey: ['timetable', 'office', 'week', monday],
    queryFn: () =>
      api.get<Occurrence[]>(withQuery('/api/calendar', { from: monday, to: addDays(monday, 6) })),
    refetchInterval: REFRESH_MS,
  });
}
