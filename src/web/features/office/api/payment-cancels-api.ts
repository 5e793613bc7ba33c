/**
 * Refunds and voids left 환불 중 at Toss (docs/decisions/093, 099): listed on the staff's home
 * and asked again from there.
 */
import { useQuery } from '@tanstack/react-query';
import type { OpenCancel } from '#shared/schemas/payment-cancels.ts';
import { api } from '../../../lib/api-client.ts';
import { useRefreshingMutation } from '../../../lib/refreshing-mutation.ts';

// Under 'students' so that a refund or void recorded anywhere reads it again.
const openKey = ['students', 'payment-cancels'] as const;

export function useOpenCancels() {
  return useQuery({
    queryKey: openKey,
    queryFn: () => api.get<{ cancels: OpenCancel[] }>('/api/payment-cancels'),
    refetchInterval: 60_000,
  });
}

export function useRetryCancel() {
  return useRefreshingMutation(['students'], (id: number) =>
    api.post<{ message: string }>(`/api/payment-cancels/${id}/retry`),
  );
}
