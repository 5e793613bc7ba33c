/**
 * The owner's calls on one section of the studio's content: its history, publishing a draft
 * and restoring an earlier version. The published site itself is read in src/web/site-data.
 */
import { useQuery } from '@tanstack/react-query';
import type { SiteDocument, SiteSectionKey } from '#shared/schemas/site-content.ts';
import { api, withQuery } from '../../../lib/api-client.ts';
import { useRefreshingMutation } from '../../../lib/refreshing-mutation.ts';
import { siteQueryKey } from '../../../site-data/site-query.ts';

const historyKey = (key: SiteSectionKey, page: number) => [...siteQueryKey, 'history', key, page] as const;

export interface HistoryEntry<Key extends SiteSectionKey> {
  version: number;
  publishedAt: string;
  publishedBy: string | null;
  restoredFrom: number | null;
  changed: string[];
  content: SiteDocument[Key];
}

interface HistoryPage<Key extends SiteSectionKey> {
  items: HistoryEntry<Key>[];
  page: number;
  pageSize: number;
  total: number;
}

export function useSectionHistory<Key extends SiteSectionKey>(key: Key, page: number, enabled = true) {
  return useQuery({
    queryKey: historyKey(key, page),
    enabled,
    queryFn: async (): Promise<HistoryPage<Key>> => {
      const answer = await api.get<
        { items: Array<Record<string, unknown>> } & Omit<HistoryPage<Key>, 'items'>
      >(withQuery(`/api/site/${key}/history`, { page }));
      const items = answer.items.map(({ [key]: content, ...entry }) => ({
        ...(entry as Omit<HistoryEntry<Key>, 'content'>),
        content: content as SiteDocument[Key],
      }));
      return { ...answer, items };
    },
  });
}

/** Publishes a section, or with `restore` an earlier version of it; the site is then read again. */
export function usePublishSection<Key extends SiteSectionKey>(key: Key) {
  return useRefreshingMutation(
    siteQueryKey,
    (change: { version: number } & ({ content: SiteDocument[Key] } | { restore: number })) =>
      'content' in change
        ? api.put<unknown>(`/api/site/${key}`, { version: change.version, [key]: change.content })
        : api.post<unknown>(`/api/site/${key}/restore`, { version: change.version, restore: change.restore }),
  );
}
