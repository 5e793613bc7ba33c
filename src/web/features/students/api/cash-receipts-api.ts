/**
 * A student's 현금영수증 (docs/decisions/089): each payment's receipt for the payments list, the
 * number the family gave, and a receipt asked for a smaller payment.
 */
import { useQuery } from '@tanstack/react-query';
import type { CashReceipt, CashReceiptPurpose } from '#shared/schemas/cash-receipts.ts';
import type { OpenCancel } from '#shared/schemas/payment-cancels.ts';
import { api, withQuery } from '../../../lib/api-client.ts';
import { useRefreshingMutation } from '../../../lib/refreshing-mutation.ts';

const keys = {
  receipts: (studentId: number) => ['students', 'cash-receipts', studentId] as const,
  number: (studentId: number) => ['students', 'cash-receipt-number', studentId] as const,
};

export function useStudentCashReceipts(studentId: number) {
  return useQuery({
    queryKey: keys.receipts(studentId),
    queryFn: () => api.get<{ receipts: CashReceipt[] }>(`/api/students/${studentId}/cash-receipts`),
    // 0 while the student is still being read.
    enabled: studentId > 0,
  });
}

export function useAskCashReceipt() {
  return useRefreshingMutation(['students'], (paymentId: number) =>
    api.post<{ message: string }>(`/api/cash-receipts/payments/${paymentId}`),
  );
}

export type ReceiptNumber = { purpose: CashReceiptPurpose; number: string } | null;

export function useCashReceiptNumber(studentId: number) {
  return useQuery({
    queryKey: keys.number(studentId),
    queryFn: () => api.get<{ number: ReceiptNumber }>(`/api/students/${studentId}/cash-receipt-number`),
  });
}

export function useSaveCashReceiptNumber(studentId: number) {
  return useRefreshingMutation(['students'], (value: ReceiptNumber) =>
    api.put<{ message: string; number: ReceiptNumber }>(
      `/api/students/${studentId}/cash-receipt-number`,
      value,
    ),
  );
}

/** The student's refunds and voids left 환불 중 at Toss, shown on their payments. */
export function useStudentOpenCancels(studentId: number) {
  return useQuery({
    queryKey: ['students', 'payment-cancels', studentId],
    queryFn: () => api.get<{ cancels: OpenCancel[] }>(withQuery('/api/payment-cancels', { studentId })),
    enabled: studentId > 0,
  });
}

/** Asks Toss again now for a refund or void left 환불 중. */
export function useRetryCancel() {
  return useRefreshingMutation(['students'], (id: number) =>
    api.post<{ message: string }>(`/api/payment-cancels/${id}/retry`),
  );
}
