/**
 * Whether to offer 결제 취소 on a payment (DESIGN §4): a teacher voids their own payment on the
 * day it was entered, the owner any within 30 days of entering it (record-windows.ts), and only while all its
 * lessons are still there (ledger-rules.ts) — else a refund is the way. The server decides;
 * the page offers the button only where it would be accepted.
 */
import { canVoidPayment } from '#shared/ledger-rules.ts';
import { voidWindowProblem } from '#shared/record-windows.ts';
import type { Role } from '#shared/schemas/auth.ts';
import type { PaymentRecord } from '#shared/schemas/students.ts';
import { seoulDate } from '#shared/time.ts';

type VoidOffer = 'offer' | 'used' | 'none';

export function voidOffer(payment: PaymentRecord, today: string, role: Role, remaining: number): VoidOffer {
  if (payment.kind !== 'payment' || payment.voided || payment.refunded) return 'none';
  if (voidWindowProblem(seoulDate(new Date(payment.paidAt)), today, role)) return 'none';
  return canVoidPayment(remaining, payment.lesson) ? 'offer' : 'used';
}
