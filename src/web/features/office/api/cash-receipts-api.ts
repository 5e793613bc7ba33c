/**
 * The 현금영수증 to-do on the staff's home (docs/decisions/089): what is left to issue or cancel
 * at 홈택스, and the marks staff make once they have.
 */
import { useQuery } from '@tanstack/react-query';
import type { CashReceipt } from '#shared/schemas/cash-receipts.ts';
import { api } from '../../../lib/api-client.ts';
import { useRefreshingMutation } from '../../../lib/refreshing-mutation.ts';

// Under 'students' so that a payment, refund or void recorded anywhere reads it again.
const todoKey = ['students', 'cash-receipts', 'todo'] as const;

export function useCashReceiptTodo() {
  return useQuery({
    queryKey: todoKey,
    queryFn: () => api.get<{ receipts: CashReceipt[] }>('/api/cash-receipts/todo'),
    refetchInterval: 60_000,
  });
}

type Answer = { message: string; receipt: CashReceipt };

export function useMarkCashReceipt() {
  return useRefreshingMutation(
    ['students'],
    (mark: { id: number; receiptNo: string } | { id: number; cancelled: true }) =>
      'receiptNo' in mark
        ? api.post<Answer>(`/api/cash-receipts/${mark.id}/issued`, { receiptNo: mark.receiptNo })
        : api.post<Answer>(`/api/cash-receipts/${mark.id}/cancelled`),
  );
}
