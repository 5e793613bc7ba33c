/** The board of one date: fetcher, query options, and the book / delete mutations. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  Booking,
  CreateBookingRequest,
  DeleteBookingRequest,
  DeletionLogEntry,
} from '#shared/schemas/booking.ts';
import { api, withQuery } from '../../../lib/api-client.ts';

export const bookingKeys = {
  all: ['booking'] as const,
  date: (date: string) => ['booking', date] as const,
  board: (date: string) => ['booking', date, 'board'] as const,
  logs: (date: string, page: number) => ['booking', date, 'logs', page] as const,
};

/** With a live stream a slow safety poll is enough; without one, poll within the 3 s promise. */
export function refreshInterval(live: boolean): number {
  return live ? 60_000 : 3_000;
}

export function useBoard(date: string, live: boolean) {
  return useQuery({
    queryKey: bookingKeys.board(date),
    queryFn: () => api.get<Booking[]>(withQuery('/api/book', { date })),
    refetchInterval: refreshInterval(live),
  });
}

/** A change to a date's board reads that date's board and log again. */
function useBoardMutation<Request extends { date?: string | undefined }, Answer>(
  mutationFn: (request: Request) => Promise<Answer>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: (_data, _error, request) =>
      queryClient.invalidateQueries({ queryKey: bookingKeys.date(request.date ?? '') }),
  });
}

export function useCreateBooking() {
  return useBoardMutation((request: CreateBookingRequest) => api.post<Booking[]>('/api/book', request));
}

export function useDeleteBooking() {
  return useBoardMutation((request: DeleteBookingRequest) =>
    api.delete<DeletionLogEntry>('/api/book', request),
  );
}
