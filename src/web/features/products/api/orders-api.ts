/** Order requests: a visitor sends one; staff list them, see the new count, move their status. */
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CreateOrderRequest,
  OrderItem,
  OrdersPage,
  UpdateOrderRequest,
} from '#shared/schemas/products.ts';
import { api, withQuery } from '../../../lib/api-client.ts';

const orderKeys = {
  all: ['orders'] as const,
  page: (page: number) => ['orders', 'page', page] as const,
  summary: ['orders', 'summary'] as const,
};

/** New requests arrive from visitors at any time; staff screens look again every minute. */
const REFRESH_MS = 60_000;

export const ordersQuery = (page: number) =>
  queryOptions({
    queryKey: orderKeys.page(page),
    queryFn: () => api.get<OrdersPage>(withQuery('/api/orders', { page })),
    placeholderData: keepPreviousData,
    refetchInterval: REFRESH_MS,
  });

export function useOrders(page: number) {
  return useQuery(ordersQuery(page));
}

export function useNewOrderCount(enabled: boolean) {
  return useQuery({
    queryKey: orderKeys.summary,
    queryFn: () => api.get<{ newCount: number }>('/api/orders/summary'),
    refetchInterval: REFRESH_MS,
    enabled,
    select: (data) => data.newCount,
  });
}

export function useSendOrder() {
  return useMutation({
    mutationFn: (input: CreateOrderRequest) => api.post<{ id: number; status: string }>('/api/orders', input),
  });
}

export function useUpdateOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: number } & UpdateOrderRequest) =>
      api.put<OrderItem>(`/api/orders/${id}`, { status }),
    // Also after a refusal: someone else may have moved it, and the list should show so.
    onSettled: () => queryClient.invalidateQueries({ queryKey: orderKeys.all }),
  });
}
