/**
 * The rows of a payment's receipt (학원법 §15): the studio's receipt and the family's copy show
 * the same facts, so they are written once. Only staff see when and why a payment was voided;
 * the family's copy says 취소됨 and no more.
 */
import type { PaymentRecord } from '#shared/schemas/students.ts';
import { formatSeoulDateTime } from '#shared/time.ts';
import { formatWon } from '#shared/won.ts';

/** A receipt row: its label and its value. */
type ReceiptRow = [label: string, value: string];

/** What the rows need of a payment; the family's copy carries no void reason. */
export type ReceiptPayment = Pick<
  PaymentRecord,
  'kind' | 'payDay' | 'pay' | 'lesson' | 'method' | 'receiptNo' | 'voided' | 'voidedAt'
> & { voidReason?: string | null };

export function receiptRows(
  studentName: string,
  payment: ReceiptPayment,
  { voidDetails }: { voidDetails: boolean },
): ReceiptRow[] {
  const isRefund = payment.kind === 'refund';
  const rows: ReceiptRow[] = [
    ['학생', studentName],
    [isRefund ? '환불일' : '결제일', payment.payDay],
    [isRefund ? '환불 금액' : '금액', formatWon(Math.abs(payment.pay))],
    [isRefund ? '차감 횟수' : '레슨 횟수', `${Math.abs(payment.lesson)}회`],
    ['결제 수단', payment.method],
  ];
  if (payment.receiptNo) rows.push(['현금영수증 승인번호', payment.receiptNo]);
  if (!payment.voided) return rows;
  if (!voidDetails) {
    rows.push(['상태', '취소됨']);
    return rows;
  }
  rows.push(['상태', `취소됨${payment.voidedAt ? ` (${formatSeoulDateTime(payment.voidedAt)})` : ''}`]);
  if (payment.voidReason) rows.push(['취소 사유', payment.voidReason]);
  return rows;
}
