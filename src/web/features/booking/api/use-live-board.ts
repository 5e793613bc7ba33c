/**
 * Keeps a date's board and log fresh: a server-sent event stream says when something changed
 * (docs/decisions/007-live-board-updates.md). While the stream is down — a proxy that buffers,
 * a network drop — `live` is false and the queries poll every 3 seconds instead.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { withQuery } from '../../../lib/api-client.ts';
import { bookingKeys } from './bookings.ts';

export function useLiveBoard(date: string): { live: boolean } {
  const queryClient = useQueryClient();
  const [live, setLive] = useState(false);

  useEffect(() => {
    if (typeof EventSource === 'undefined') return;
    const source = new EventSource(withQuery('/api/book/events', { date }));
    const refresh = () => queryClient.invalidateQueries({ queryKey: bookingKeys.date(date) });
    source.addEventListener('open', () => {
      setLive(true);
      // Changes made while the stream was down were only polled for; catch up at once.
      void refresh();
    });
    source.addEventListener('change', () => void refresh());
    // The browser reconnects by itself; until then the queries poll.
    source.addEventListener('error', () => setLive(false));
    return () => {
      source.close();
      setLive(false);
    };
  }, [date, queryClient]);

  return { live };
}
