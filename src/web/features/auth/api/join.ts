/** POST /api/user/check and /api/user/join (spec §7). */
import { useMutation } from '@tanstack/react-query';
import type { JoinRequest, Role } from '#shared/schemas/auth.ts';
import { api } from '../../../lib/api-client.ts';

export const checkIdExists = async (id: string) =>
  (await api.post<{ exists: boolean }>('/api/user/check', { id })).exists;

const joinUser = (body: JoinRequest) => api.post<{ message: string; role: Role }>('/api/user/join', body);

export function useJoin() {
  return useMutation({ mutationFn: joinUser });
}
