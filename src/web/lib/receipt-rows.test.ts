import { describe, expect, it } from 'vitest';
import { type ReceiptPayment, receiptRows } from './receipt-rows.ts';

const payment: ReceiptPayment = {
  kind: 'payment',
  payDay: '2026-03-02',
  pay: 250_000,
  lesson: 4,
  method: '현금',
  receiptNo: null,
  voided: false,
  voidedAt: null,
  voidReason: null,
};

describe('receiptRows', () => {
  it('lists a payment’s student, day, amount, lessons and method', () => {
    expect(receiptRows('김민지', payment, { voidDetails: true })).toEqual([
      ['학생', '김민지'],
      ['결제일', '2026-03-02'],
      ['금액', '250,000원'],
      ['레슨 횟수', '4회'],
      ['결제 수단', '현금'],
    ]);
  });

  it('names a refund’s rows as a refund and shows its amounts without the sign', () => {
    const refund = {
      ...payment,
      kind: 'refund' as const,
      pay: -125_000,
      lesson: -2,
      method: '계좌이체' as const,
    };
    expect(receiptRows('김민지', refund, { voidDetails: false })).toEqual([
      ['학생', '김민지'],
      ['환불일', '2026-03-02'],
      ['환불 금액', '125,000원'],
      ['차감 횟수', '2회'],
      ['결제 수단', '계좌이체'],
    ]);
  });

  it('adds the cash receipt’s approval number when there is one', () => {
    expect(
      receiptRows('김민지', { ...payment, receiptNo: '123456789' }, { voidDetails: false }).at(-1),
    ).toEqual(['현금영수증 승인번호', '123456789']);
  });

  const voided = {
    ...payment,
    receiptNo: '123456789',
    voided: true,
    voidedAt: '2026-03-02T05:07:00.000Z',
    voidReason: '금액 잘못 입력',
  };

  it('shows staff when and why a payment was voided', () => {
    expect(receiptRows('김민지', voided, { voidDetails: true }).slice(-3)).toEqual([
      ['현금영수증 승인번호', '123456789'],
      ['상태', '취소됨 (2026년 3월 2일 (월) 오후 2:07)'],
      ['취소 사유', '금액 잘못 입력'],
    ]);
  });

  it('says only 취소됨 when the void has no time or reason on record', () => {
    const bare = { ...voided, voidedAt: null, voidReason: null };
    expect(receiptRows('김민지', bare, { voidDetails: true }).slice(-1)).toEqual([['상태', '취소됨']]);
  });

  it('shows the family only that a payment was voided', () => {
    const { voidReason: _staffNote, ...familyCopy } = voided;
    expect(receiptRows('김민지', familyCopy, { voidDetails: false }).slice(-2)).toEqual([
      ['현금영수증 승인번호', '123456789'],
      ['상태', '취소됨'],
    ]);
    expect(receiptRows('김민지', voided, { voidDetails: false })).toHaveLength(7);
  });
});
