/** Who is signed in, as the server says (GET /api/session); null for a visitor. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Role, SessionUser } from '#shared/schemas/auth.ts';
import { api } from './api-client.ts';
import { useHydrated } from './use-hydrated.ts';

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

/**
 * Asked only once the page is hydrated: a public page's HTML is drawn as a visitor sees it, and
 * an answer arriving while React still hydrates it (a staff member's 글쓰기, say) would not
 * match that HTML. Where the server drew the page for the person signed in, the answer is
 * already in the cache and is used at once.
 */
export function useSession() {
  const hydrated = useHydrated();
  return useQuery({ ...sessionQuery, enabled: hydrated });
}

/** Staff (owner or approved teacher) may use the management screens. */
export function isStaff(user: SessionUser | null | undefined): boolean {
  return user?.role === 'owner' || user?.role === 'teacher';
}

/** Each role as the pages name it. */
export const roleLabels: Record<Role, string> = { owner: '원장', teacher: '선생님', pending: '승인 대기' };
