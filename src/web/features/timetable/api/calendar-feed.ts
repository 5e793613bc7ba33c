/** The signed-in teacher's private calendar address: read it (made on first use) and replace it. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { feedResponse } from '#shared/schemas/calendar.ts';
import { api } from '../../../lib/api-client.ts';

type Feed = z.infer<typeof feedResponse>;

const calendarFeedKey = ['timetable', 'calendar-feed'] as const;

export function useCalendarFeed() {
  return useQuery({
    queryKey: calendarFeedKey,
    queryFn: () => api.get<Feed>('/api/calendar/feed'),
    // The address changes only when this person resets it; no need to read it again meanwhile.
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useResetCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<Feed>('/api/calendar/feed/reset'),
    onSuccess: (feed) => queryClient.setQueryData(calendarFeedKey, feed),
    onSettled: () => queryClient.invalidateQueries({ queryKey: calendarFeedKey }),
  });
}
