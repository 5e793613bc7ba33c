/** The published studio content, read once for the whole site (GET /api/site). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SiteDocument } from '#shared/schemas/site-content.ts';
import { api } from '../lib/api-client.ts';

/** Every query of the studio's content starts with this key; a publish refreshes them all. */
export const siteQueryKey = ['site'] as const;

/** What every page reads: prefetched for every server render (src/web/entry-server.tsx). */
export const siteQuery = queryOptions({
  queryKey: siteQueryKey,
  queryFn: () => api.get<SiteDocument>('/api/site'),
  staleTime: 60_000,
});

export function useSiteQuery() {
  return useQuery(siteQuery);
}
