/**
 * Who may void a payment, and until when (DESIGN §4): a teacher their own payment on the day it
 * was entered, the owner any within 30 days. The server decides; the page offers 결제 취소 only
 * where it would be accepted, so that nobody meets a button that can only say no.
 */
import type { PaymentRecord } from '#shared/schemas/students.ts';
import { daysBetween } from '#shared/time.ts';

export const OWNER_VOID_DAYS = 30;

export interface Voidable {
  voided?: boolean;
  voidedAt?: string | null;
  voidReason?: string | null;
}

export function mayOfferVoid(payment: PaymentRecord & Voidable, today: string, isOwner: boolean): boolean {
  if (payment.kind !== 'payment' || payment.voided || payment.refunded) return false;
  return isOwner ? daysBetween(payment.payDay, today) <= OWNER_VOID_DAYS : payment.payDay === today;
}
