/** Who is signed in, as the server says (GET /api/session); null for a visitor. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SessionUser } from '#shared/schemas/auth.ts';
import { api } from './api-client.ts';

/** A visitor gets 204 without a body (no error in the console), which reads as undefined. */
async function fetchSession(): Promise<SessionUser | null> {
  return (await api.get<SessionUser | undefined>('/api/session')) ?? null;
}

export const sessionQuery = queryOptions({
  queryKey: ['session'],
  queryFn: fetchSession,
  staleTime: 60_000,
  // Pages are rendered on the server as a visitor sees them; who is signed in is the browser's to ask.
  meta: { clientOnly: true },
});

export function useSession() {
  return useQuery(sessionQuery);
}

/** Staff (owner or approved teacher) may use the management screens. */
export function isStaff(user: SessionUser | null | undefined): boolean {
  return user?.role === 'owner' || user?.role === 'teacher';
}
