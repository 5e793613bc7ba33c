/** Order requests: a visitor sends one; staff list them, see the new count, move their status. */
import { useMutation } from '@tanstack/react-query';
import type {
  CreateOrderRequest,
  OrderItem,
  OrdersPage,
  UpdateOrderRequest,
} from '#shared/schemas/products.ts';
import { api, withQuery } from '../../../lib/api-client.ts';
import { useRefreshingMutation } from '../../../lib/refreshing-mutation.ts';
import { useInboxPage, useNewCount } from '../../../lib/visitor-inbox.ts';

const orderKeys = {
  all: ['orders'] as const,
  page: (page: number) => ['orders', 'page', page] as const,
  summary: ['orders', 'summary'] as const,
};

export function useOrders(page: number) {
  return useInboxPage<OrdersPage>(orderKeys.page(page), withQuery('/api/orders', { page }));
}

export function useNewOrderCount(enabled: boolean) {
  return useNewCount(orderKeys.summary, '/api/orders/summary', enabled);
}

export function useSendOrder() {
  return useMutation({
    mutationFn: (input: CreateOrderRequest) => api.post<{ id: number; status: string }>('/api/orders', input),
  });
}

/** The list is read again also after a refusal: someone else may have moved it, and the list should show so. */
export function useUpdateOrder() {
  return useRefreshingMutation(orderKeys.all, ({ id, status }: { id: number } & UpdateOrderRequest) =>
    api.put<OrderItem>(`/api/orders/${id}`, { status }),
  );
}
