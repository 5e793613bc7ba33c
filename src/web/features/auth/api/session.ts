/** Who is signed in, as the server says (GET /api/session); null for a visitor. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SessionUser } from '#shared/schemas/auth.ts';
import { ApiError, api } from '../../../lib/api-client.ts';

async function fetchSession(): Promise<SessionUser | null> {
  try {
    return await api.get<SessionUser>('/api/session');
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

export const sessionQuery = queryOptions({
  queryKey: ['session'],
  queryFn: fetchSession,
  staleTime: 60_000,
});

export function useSession() {
  return useQuery(sessionQuery);
}

/** Staff (owner or approved teacher) may use the management screens. */
export function isStaff(user: SessionUser | null | undefined): boolean {
  return user?.role === 'owner' || user?.role === 'teacher';
}
