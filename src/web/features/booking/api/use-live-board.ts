/**
 * Keeps a date's board and log fresh: a server-sent event stream says when something changed
 * (docs/decisions/007-live-board-updates.md). While the stream is down — a proxy that buffers,
 * a network drop — `live` is false and the queries poll every 3 seconds instead, and
 * `connection` says so, for the boards that show it (the tablet at the studio).
 */
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { withQuery } from '../../../lib/api-client.ts';
import { bookingKeys } from './bookings.ts';

/**
 * `connecting` until the first stream opens; `lost` after it dropped (or never came);
 * `restored` for a few seconds once it is back, then `live` again.
 */
export type Connection = 'connecting' | 'live' | 'lost' | 'restored';

/** How long "back again" is said before it goes quiet. */
const RESTORED_MS = 5_000;
/** A stream the browser gave up on (an answer that was no stream) is opened again after this. */
const REOPEN_MS = 3_000;

export function useLiveBoard(date: string): { live: boolean; connection: Connection } {
  const queryClient = useQueryClient();
  const [connection, setConnection] = useState<Connection>('connecting');

  useEffect(() => {
    if (typeof EventSource === 'undefined') return;
    const refresh = () => queryClient.invalidateQueries({ queryKey: bookingKeys.date(date) });
    let source: EventSource | null = null;
    let lost = false;
    let reopen: ReturnType<typeof setTimeout> | undefined;
    let quiet: ReturnType<typeof setTimeout> | undefined;

    const connect = () => {
      const current = new EventSource(withQuery('/api/book/events', { date }));
      source = current;
      current.addEventListener('open', () => {
        if (lost) {
          setConnection('restored');
          clearTimeout(quiet);
          quiet = setTimeout(() => setConnection((now) => (now === 'restored' ? 'live' : now)), RESTORED_MS);
        } else {
          setConnection('live');
        }
        lost = false;
        // Changes made while the stream was down were only polled for; catch up at once.
        void refresh();
      });
      current.addEventListener('change', () => void refresh());
      current.addEventListener('error', () => {
        lost = true;
        setConnection('lost');
        // The browser reconnects by itself after a dropped stream, but not after an answer that
        // was no stream (a proxy's 502 while the server restarts): then open a new one.
        if (current.readyState === EventSource.CLOSED) {
          clearTimeout(reopen);
          reopen = setTimeout(connect, REOPEN_MS);
        }
      });
    };
    connect();
    return () => {
      source?.close();
      clearTimeout(reopen);
      clearTimeout(quiet);
      setConnection('connecting');
    };
  }, [date, queryClient]);

  return { live: connection === 'live' || connection === 'restored', connection };
}
