/** GET /api/book/poster: the public address of the board, for the QR poster. */
import { useQuery } from '@tanstack/react-query';
import type { BookingPosterResponse } from '#shared/schemas/booking.ts';
import { paths } from '../../../config/paths.ts';
import { api } from '../../../lib/api-client.ts';

/** The site's configured public address of /book, else the one this page was opened from. */
export function useBoardUrl(): string | undefined {
  const { data } = useQuery({
    queryKey: ['booking', 'poster'],
    queryFn: () => api.get<BookingPosterResponse>('/api/book/poster'),
    staleTime: Number.POSITIVE_INFINITY,
    // Without a configured address the page's own origin is used, which only the browser knows.
    meta: { clientOnly: true },
  });
  if (!data) return undefined;
  return data.boardUrl ?? `${window.location.origin}${paths.booking.board}`;
}
