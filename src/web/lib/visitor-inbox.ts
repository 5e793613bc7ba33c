/**
 * What visitors send at any time (상담 신청, 주문 요청) waits in an inbox: staff screens read its
 * pages and its count of new ones again every minute.
 */
import { type QueryKey, useQuery } from '@tanstack/react-query';
import { api } from './api-client.ts';

export const INBOX_REFRESH_MS = 60_000;

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
