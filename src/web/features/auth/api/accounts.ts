/** The owner's account page: GET /api/accounts, approve, remove. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Account } from '#shared/schemas/auth.ts';
import { api } from '../../../lib/api-client.ts';
import { useRefreshingMutation } from '../../../lib/refreshing-mutation.ts';

const fetchAccounts = async () => (await api.get<{ accounts: Account[] }>('/api/accounts')).accounts;

const accountsQuery = queryOptions({ queryKey: ['accounts'], queryFn: fetchAccounts });

export function useAccounts() {
  return useQuery(accountsQuery);
}

const accountUrl = (id: string) => `/api/accounts/${encodeURIComponent(id)}`;

export function useApproveAccount() {
  return useRefreshingMutation(accountsQuery.queryKey, (id: string) =>
    api.post<{ message: string }>(`${accountUrl(id)}/approve`),
  );
}

export function useRemoveAccount() {
  return useRefreshingMutation(accountsQuery.queryKey, (id: string) =>
    api.delete<{ message: string }>(accountUrl(id)),
  );
}
