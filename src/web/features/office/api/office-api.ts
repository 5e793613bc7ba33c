/**
 * The staff's home: the day (GET /api/office/today) and the studio's week (GET /api/calendar
 * without a teacher: every teacher's lessons for the owner, a teacher's own for a teacher).
 * Both are read again every minute and whenever another page changes students or lessons.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Occurrence } from '#shared/schemas/calendar.ts';
import type { OfficeToday } from '#shared/schemas/office.ts';
import { addDays } from '#shared/time.ts';
import { api, withQuery } from '../../../lib/api-client.ts';

const REFRESH_MS = 60_000;

const officeKeys = {
  // Under 'students' and 'timetable' so that a lesson or payment recorded anywhere reads them again.
  today: (date: string) => ['students', 'office', 'today', date] as const,
  week: (monday: string) => ['timetable', 'office', 'week', monday] as const,
};

export const officeTodayQuery = (date: string) =>
  queryOptions({
    queryKey: officeKeys.today(date),
    queryFn: () => api.get<OfficeToday>(withQuery('/api/office/today', { date })),
    refetchInterval: REFRESH_MS,
  });

export function useOfficeToday(date: string) {
  return useQuery(officeTodayQuery(date));
}

export function useStudioWeek(monday: string) {
  return useQuery({
    queryKey: officeKeys.week(monday),
    queryFn: () =>
      api.get<Occurrence[]>(withQuery('/api/calendar', { from: monday, to: addDays(monday, 6) })),
    refetchInterval: REFRESH_MS,
  });
}
