/**
 * 휴원일: the studio's own closures (the owner's list, add, delete) and a year's public holidays.
 * A change reads the list again, and every range of closed days another screen may hold.
 */
import { useQuery } from '@tanstack/react-query';
import type {
  CreateClosureRequest,
  HolidayItem,
  HolidaysOfYear,
  StudioClosureItem,
} from '#shared/schemas/closures.ts';
import { api, withQuery } from '../../../lib/api-client.ts';
import { useRefreshingMutation } from '../../../lib/refreshing-mutation.ts';

const closureKeys = {
  all: ['closures'] as const,
  studio: ['closures', 'studio'] as const,
  holidays: (year: number) => ['holidays', year] as const,
};

export function useStudioClosures() {
  return useQuery({
    queryKey: closureKeys.studio,
    queryFn: () => api.get<StudioClosureItem[]>('/api/closures/studio'),
  });
}

/** A year's holidays, each marked open when the studio teaches on it. */
export function useHolidays(year: number) {
  return useQuery({
    queryKey: closureKeys.holidays(year),
    queryFn: () => api.get<HolidaysOfYear>(withQuery('/api/closures/holidays', { year })),
  });
}

export function useAddClosure() {
  return useRefreshingMutation(closureKeys.all, (input: CreateClosureRequest) =>
    api.post<StudioClosureItem>('/api/closures', input),
  );
}

export function useDeleteClosure() {
  return useRefreshingMutation(closureKeys.all, (id: number) =>
    api.delete<StudioClosureItem>(`/api/closures/${id}`),
  );
}

/** 이 날은 수업함, or back to a day off: the year's list and every range of closed days follow. */
export function useHolidayOpening() {
  return useRefreshingMutation(
    ['holidays'],
    ({ date, open }: { date: string; open: boolean }) => {
      const path = `/api/closures/holidays/${date}/open`;
      return open ? api.post<HolidayItem>(path) : api.delete<HolidayItem>(path);
    },
    { also: [closureKeys.all] },
  );
}
