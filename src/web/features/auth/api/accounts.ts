/** The owner's account page: GET /api/accounts, approve, remove. */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Account } from '#shared/schemas/auth.ts';
import { api } from '../../../lib/api-client.ts';

const fetchAccounts = async () => (await api.get<{ accounts: Account[] }>('/api/accounts')).accounts;

const accountsQuery = queryOptions({ queryKey: ['accounts'], queryFn: fetchAccounts });

export function useAccounts() {
  return useQuery(accountsQuery);
}

const accountUrl = (id: string) => `/api/accounts/${encodeURIComponent(id)}`;

export function useApproveAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.post<{ message: string }>(`${accountUrl(id)}/approve`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: accountsQuery.queryKey }),
  });
}

export function useRemoveAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete<{ message: string }>(accountUrl(id)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: accountsQuery.queryKey }),
  });
}
