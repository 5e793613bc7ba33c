/**
 * Password-reset links: the owner makes one (POST /api/accounts/:id/reset); the reset page
 * checks its link (POST /api/user/reset/check) and sets the new password with it
 * (POST /api/user/reset).
 */
import { queryOptions, useMutation } from '@tanstack/react-query';
import type { ResetLink, ResetPasswordRequest, ResetTokenInfo } from '#shared/schemas/auth.ts';
import { api } from '../../../lib/api-client.ts';
import { useRefreshingMutation } from '../../../lib/refreshing-mutation.ts';
import { sessionQuery } from '../../../lib/session.ts';

export function useIssueResetLink() {
  return useMutation({
    mutationFn: (id: string) => api.post<ResetLink>(`/api/accounts/${encodeURIComponent(id)}/reset`),
  });
}

/** Whose the link is and until when; a used or expired link fails with its Korean message. */
export const resetTokenQuery = (token: string) =>
  queryOptions({
    queryKey: ['password-reset', token],
    queryFn: () => api.post<ResetTokenInfo>('/api/user/reset/check', { token }),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });

/** Every session of the account has ended, this browser's too if it was signed in as it. */
export function useResetPassword() {
  return useRefreshingMutation(
    sessionQuery.queryKey,
    (body: ResetPasswordRequest) => api.post<{ message: string }>('/api/user/reset', body),
    { onlyOnSuccess: true },
  );
}
