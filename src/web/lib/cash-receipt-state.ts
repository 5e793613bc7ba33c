/**
 * A 현금영수증's state in words, the same on the staff's payments list and on the family's
 * payments and copy of the receipt: 발급 완료 with its 승인번호, 발급 대기 with the day it is due,
 * 발급 실패 with the provider's reason, 취소됨. Staff are also told what is theirs to do at 홈택스.
 */
import { dayLabel } from '#shared/day-labels.ts';
import type { CashReceiptStatus } from '#shared/schemas/cash-receipts.ts';

interface ReceiptState {
  status: CashReceiptStatus;
  receiptNo: string | null;
  dueOn: string;
  lastError: string | null;
}

export function cashReceiptState(receipt: ReceiptState, viewer: 'staff' | 'family'): string {
  switch (receipt.status) {
    case '발급 완료':
      return receipt.receiptNo ? `발급 완료 · 승인번호 ${receipt.receiptNo}` : '발급 완료';
    case '할 일':
      if (receipt.lastError) return `발급 실패 — ${receipt.lastError}`;
      return `발급 대기 (${dayLabel(receipt.dueOn)}까지)`;
    case '취소 할 일':
      return viewer === 'staff'
        ? `취소 필요 — 홈택스에서 취소해 주세요${receipt.lastError ? ` (${receipt.lastError})` : ''}`
        : '취소 처리 중';
    case '취소':
      return '취소됨';
  }
}
