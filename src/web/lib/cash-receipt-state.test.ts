import { describe, expect, it } from 'vitest';
import { cashReceiptState } from './cash-receipt-state.ts';

const base = { receiptNo: null, dueOn: '2026-12-07', lastError: null };

describe('cashReceiptState', () => {
  it('names each state as the server holds it, the same for staff and family where both see it', () => {
    for (const viewer of ['staff', 'family'] as const) {
      expect(cashReceiptState({ ...base, status: '발급 완료', receiptNo: '123456789' }, viewer)).toBe(
        '발급 완료 · 승인번호 123456789',
      );
      expect(cashReceiptState({ ...base, status: '할 일' }, viewer)).toBe('발급 대기 (12월 7일 (월)까지)');
      expect(
        cashReceiptState(
          { ...base, status: '할 일', lastError: 'INVALID_CASH_RECEIPT_INFO: 번호 오류' },
          viewer,
        ),
      ).toBe('발급 실패 — INVALID_CASH_RECEIPT_INFO: 번호 오류');
      expect(cashReceiptState({ ...base, status: '취소' }, viewer)).toBe('취소됨');
    }
  });

  it('tells staff to cancel at 홈택스 what is theirs to cancel, and the family that it is being cancelled', () => {
    const receipt = { ...base, status: '취소 할 일' as const, lastError: 'NOT_CANCELABLE: 취소 불가' };
    expect(cashReceiptState(receipt, 'staff')).toBe(
      '취소 필요 — 홈택스에서 취소해 주세요 (NOT_CANCELABLE: 취소 불가)',
    );
    expect(cashReceiptState(receipt, 'family')).toBe('취소 처리 중');
  });
});
