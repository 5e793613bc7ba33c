/** How a bill's month, due date and state read on the list and on the pay page. */
import { dayLabel } from '#shared/day-labels.ts';
import type { Invoice } from '#shared/schemas/invoices.ts';

/** `2026-12` → `2026년 12월` */
export function monthTitle(month: string): string {
  return `${month.slice(0, 4)}년 ${Number(month.slice(5, 7))}월`;
}

/** The state a person reads: 대기 becomes 미납 once past its due date. */
export function stateLabel(invoice: Pick<Invoice, 'status' | 'overdue'>): string {
  if (invoice.status === '대기') return invoice.overdue ? '기한 지남' : '결제 대기';
  return invoice.status;
}

/** `12월 10일 (목)까지` */
export function dueLabel(dueDate: string): string {
  return `${dayLabel(dueDate)}까지`;
}
