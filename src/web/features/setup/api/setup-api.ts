/** GET/POST /api/setup and the owner's checklist (GET /api/setup/checklist). */
import { useMutation, useQuery } from '@tanstack/react-query';
import type { SessionUser } from '#shared/schemas/auth.ts';
import type { SetupRequest } from '#shared/schemas/setup.ts';
import { paths } from '../../../config/paths.ts';
import { api } from '../../../lib/api-client.ts';

const setupStateKey = ['setup', 'state'] as const;

export function useSetupState() {
  return useQuery({
    queryKey: setupStateKey,
    queryFn: () => api.get<{ needed: boolean }>('/api/setup'),
    meta: { clientOnly: true },
  });
}

/**
 * The setup ends signed in, on the home page loaded afresh: the studio's new name and details
 * come with it (the browser may keep the studio's content a minute), and nothing fetched for a
 * visitor stays in memory.
 */
export function useCompleteSetup() {
  return useMutation({
    mutationFn: (body: SetupRequest) => api.post<{ message: string; user: SessionUser }>('/api/setup', body),
    onSuccess: () => window.location.assign(paths.home),
  });
}
