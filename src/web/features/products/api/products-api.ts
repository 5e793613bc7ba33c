/** Catalogue calls of spec §7: the list, one product, register, edit and remove. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProductDetail, ProductListItem, SaveProductRequest } from '#shared/schemas/products.ts';
import { api } from '../../../lib/api-client.ts';
import { useRefreshingMutation } from '../../../lib/refreshing-mutation.ts';

const productKeys = {
  all: ['products'] as const,
  list: ['products', 'list'] as const,
  detail: (idx: number) => ['products', 'detail', idx] as const,
};

export const productListQuery = queryOptions({
  queryKey: productKeys.list,
  queryFn: () => api.get<ProductListItem[]>('/api/product'),
});

export const productQuery = (idx: number) =>
  queryOptions({
    queryKey: productKeys.detail(idx),
    queryFn: () => api.get<ProductDetail>(`/api/productDetail/${idx}`),
    retry: (count, error) => count < 1 && !('status' in error && error.status === 404),
  });

export function useProducts() {
  return useQuery(productListQuery);
}

export function useProduct(idx: number, enabled = true) {
  return useQuery({ ...productQuery(idx), enabled });
}

/** Registers a product, or replaces `idx` when it is given. */
export function useSaveProduct(idx: number | undefined) {
  return useRefreshingMutation(
    productKeys.all,
    (input: SaveProductRequest) =>
      idx === undefined
        ? api.post<{ idx: number }>('/api/product', input)
        : api.put<{ idx: number }>(`/api/product/${idx}`, input),
    { onlyOnSuccess: true },
  );
}

/** Reads only the list again: the detail page still open would refetch a 404. */
export function useDeleteProduct() {
  return useRefreshingMutation(
    productKeys.list,
    (idx: number) => api.delete<{ idx: number }>(`/api/product/${idx}`),
    { onlyOnSuccess: true },
  );
}
