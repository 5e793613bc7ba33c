/** One page of the deletion log of a date, newest first. */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { DeletionLogEntry } from '#shared/schemas/booking.ts';
import { api, withQuery } from '../../../lib/api-client.ts';
import { bookingKeys, refreshInterval } from './bookings.ts';

const LOG_PAGE_SIZE = 10;

interface LogPage {
  entries: DeletionLogEntry[];
  hasNext: boolean;
}

/** Asks for one entry more than it shows, to know whether a next page exists. */
async function fetchLogPage(date: string, page: number): Promise<LogPage> {
  const url = withQuery('/api/logs', { date, offset: page * LOG_PAGE_SIZE, limit: LOG_PAGE_SIZE + 1 });
  const entries = await api.get<DeletionLogEntry[]>(url);
  return { entries: entries.slice(0, LOG_PAGE_SIZE), hasNext: entries.length > LOG_PAGE_SIZE };
}

export function useLogPage(date: string, page: number, live: boolean) {
  return useQuery({
    queryKey: bookingKeys.logs(date, page),
    queryFn: () => fetchLogPage(date, page),
    refetchInterval: refreshInterval(live),
    placeholderData: keepPreviousData,
  });
}
