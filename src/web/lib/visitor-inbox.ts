/**
 * What visitors send at any time (상담 신청, 주문 요청) waits in an inbox: staff screens read its
 * pages and its count of new ones again every minute.
 */
import { keepPreviousData, type QueryKey, useQuery } from '@tanstack/react-query';
import { api } from './api-client.ts';

const INBOX_REFRESH_MS = 60_000;

/** One page of the inbox at `path`; the page shown stays while the next one is read. */
export function useInboxPage<Page>(queryKey: QueryKey, path: string) {
  return useQuery({
    queryKey,
    queryFn: () => api.get<Page>(path),
    placeholderData: keepPreviousData,
    refetchInterval: INBOX_REFRESH_MS,
  });
}

/** How many are new (`{ newCount }` at `path`), for the menu's badge; read only while `enabled`. */
export function useNewCount(queryKey: QueryKey, path: string, enabled: boolean) {
  return useQuery({
    queryKey,
    queryFn: () => api.get<{ newCount: number }>(path),
    refetchInterval: INBOX_REFRESH_MS,
    enabled,
    select: (data) => data.newCount,
  });
}
