/** 청구서: the staff's list and its changes, the owner's transfer account, and a pay link's page. */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  InvoiceStatus,
  invoiceBatchResponse,
  invoiceCreatedResponse,
  invoiceListResponse,
  invoiceResponse,
  newInvoiceRequest,
  payLinkResponse,
  paymentSettingsResponse,
  payPageResponse,
} from '#shared/schemas/invoices.ts';
import type { Student } from '#shared/schemas/students.ts';
import type { payConfirmResponse } from '#shared/schemas/toss.ts';
import type { PaymentMethod } from '#shared/student-rules.ts';
import { api, withQuery } from '../../../lib/api-client.ts';
import { useRefreshingMutation } from '../../../lib/refreshing-mutation.ts';

type InvoiceList = z.infer<typeof invoiceListResponse>;
export type InvoiceCreated = z.infer<typeof invoiceCreatedResponse>;
export type InvoiceBatch = z.infer<typeof invoiceBatchResponse>;
export type PayPage = z.infer<typeof payPageResponse>;
type InvoiceAnswer = z.infer<typeof invoiceResponse>;
type PayLink = z.infer<typeof payLinkResponse>;
type PaymentSettings = z.infer<typeof paymentSettingsResponse>;

export interface InvoiceFilter {
  status: InvoiceStatus | undefined;
  month: string;
}

export function useInvoices(filter: InvoiceFilter) {
  return useQuery({
    queryKey: ['invoices', filter.status ?? '', filter.month],
    queryFn: () => api.get<InvoiceList>(withQuery('/api/invoices', { ...filter })),
    placeholderData: keepPreviousData,
  });
}

/** The students a bill may be made for (the teacher's own; the owner's list is everyone's). */
export function useBillableStudents() {
  return useQuery({
    queryKey: ['students', 'invoice-choices'],
    queryFn: () => api.get<Student[]>('/api/member'),
  });
}

export type NewInvoice = z.infer<typeof newInvoiceRequest>;

export const useCreateInvoice = () =>
  useRefreshingMutation(['invoices'], (body: NewInvoice) => api.post<InvoiceCreated>('/api/invoices', body));

export const useInvoiceBatch = () =>
  useRefreshingMutation(['invoices'], (body: { month: string; dueDate?: string }) =>
    api.post<InvoiceBatch>('/api/invoices/batch', body),
  );

export const useCancelInvoice = () =>
  useRefreshingMutation(['invoices'], (id: number) =>
    api.post<InvoiceAnswer>(`/api/invoices/${id}/cancel`, {}),
  );

export const useRenewLink = () =>
  useRefreshingMutation(['invoices'], (id: number) => api.post<PayLink>(`/api/invoices/${id}/link`, {}));

export const useMarkPaid = () =>
  useRefreshingMutation(
    ['invoices'],
    ({ id, ...body }: { id: number; method: PaymentMethod; date: string }) =>
      api.post<InvoiceAnswer>(`/api/invoices/${id}/paid`, body),
  );

export function usePaymentSettings() {
  return useQuery({
    queryKey: ['settings', 'payments'],
    queryFn: () => api.get<PaymentSettings>('/api/settings/payments'),
  });
}

export function useSavePaymentSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: {
      transferAccount: string;
      clientKey?: string;
      secretKey?: string;
      testKeys?: true;
    }) => api.put<PaymentSettings>('/api/settings/payments', body),
    onSuccess: (answer) => queryClient.setQueryData(['settings', 'payments'], answer),
  });
}

export function usePayPage(token: string) {
  return useQuery({
    queryKey: ['pay', token],
    queryFn: () => api.get<PayPage>(`/api/pay/${encodeURIComponent(token)}`),
    retry: false,
    // A link's bill is the family's: never read into the server's shared render of the page.
    meta: { clientOnly: true },
  });
}

export type PayConfirmed = z.infer<typeof payConfirmResponse>;

/** The return from Toss's window, confirmed by the server (which answers the same for a repeat). */
export function confirmPayment(body: { paymentKey: string; orderId: string; amount: number }) {
  return api.post<PayConfirmed>('/api/pay/confirm', body);
}
