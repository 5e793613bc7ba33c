/** 내 계정: PUT /api/user/password and POST /api/user/sessions/end-others. */
import { useMutation } from '@tanstack/react-query';
import type { ChangePasswordRequest } from '#shared/schemas/auth.ts';
import { api } from '../../../lib/api-client.ts';

interface EndedSessions {
  message: string;
  /** How many other browsers were signed out. */
  ended: number;
}

export function useChangePassword() {
  return useMutation({
    mutationFn: (body: ChangePasswordRequest) => api.put<EndedSessions>('/api/user/password', body),
  });
}

export function useEndOtherSessions() {
  return useMutation({ mutationFn: () => api.post<EndedSessions>('/api/user/sessions/end-others') });
}
