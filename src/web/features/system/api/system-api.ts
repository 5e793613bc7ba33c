/** 사이트 관리 → 시스템 (docs/decisions/081): the system's state, the update and its progress. */
import { useQuery } from '@tanstack/react-query';
import type { SystemInfo, UpdateProgress } from '#shared/schemas/system.ts';
import { api } from '../../../lib/api-client.ts';
import { useRefreshingMutation } from '../../../lib/refreshing-mutation.ts';

const systemKey = ['system'] as const;
const progressKey = ['system', 'update'] as const;

export function useSystem() {
  return useQuery({ queryKey: systemKey, queryFn: () => api.get<SystemInfo>('/api/system') });
}

/**
 * The agent's last run, asked every 3 seconds while an update runs. While the app's own
 * container is being replaced the request fails: that is the update under way, not an error.
 */
export function useUpdateProgress(enabled: boolean, watching: boolean) {
  return useQuery({
    queryKey: progressKey,
    queryFn: () => api.get<UpdateProgress>('/api/system/update'),
    enabled,
    retry: false,
    refetchInterval: (query) =>
      watching || query.state.data?.running || query.state.status === 'error' ? 3000 : false,
  });
}

export function useStartUpdate() {
  return useRefreshingMutation(
    progressKey,
    () => api.post<{ version: string; backup: string | null }>('/api/system/update'),
    { onlyOnSuccess: true },
  );
}
