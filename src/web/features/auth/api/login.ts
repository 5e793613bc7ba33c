/** POST /api/user/login and /api/user/logout; both replace what the app knows of the session. */
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import type { LoginRequest, SessionUser } from '#shared/schemas/auth.ts';
import { paths } from '../../../config/paths.ts';
import { api } from '../../../lib/api-client.ts';
import { sessionQuery } from '../../../lib/session.ts';

interface LoginAnswer {
  message: string;
  user: SessionUser;
}

const loginUser = (body: LoginRequest) => api.post<LoginAnswer>('/api/user/login', body);
const logoutUser = () => api.post<{ message: string }>('/api/user/logout');

/** Someone else's data must not outlive the session it was fetched under. */
function switchUser(queryClient: QueryClient, user: SessionUser | null): void {
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== sessionQuery.queryKey[0] });
  queryClient.setQueryData(sessionQuery.queryKey, user);
}

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: loginUser,
    onSuccess: (answer) => switchUser(queryClient, answer.user),
  });
}

/**
 * Logging out loads the home page afresh: nothing fetched for the previous user stays in memory,
 * and a guarded page is left for / rather than turned into a login prompt.
 */
export function useLogout() {
  return useMutation({
    mutationFn: logoutUser,
    onSuccess: () => window.location.assign(paths.home),
  });
}
