import type { Generated } from 'kysely';

export type PaymentCancelStatus = '환불 중' | '완료';

/** A refund or void of a payment that came through the provider, written before it is asked (migration 048). */
export interface PaymentCancelsTable {
  id: Generated<number>;
  /** The Idempotency-Key the provider is sent: a retry is the same cancel. */
  attempt_key: string;
  payment_id: number;
  student_id: number;
  kind: 'refund' | 'void';
  /** The provider's key of the payment (Toss's paymentKey). */
  provider_key: string;
  amount: number;
  /** Lessons the ledger takes when it records it. */
  lessons: number;
  statutory: number;
  reason: string | null;
  actor_id: string;
  actor_name: string;
  status: PaymentCancelStatus;
  result_payment_id: number | null;
  last_error: string | null;
  claimed_until: string | null;
  created_at: string;
  updated_at: string;
}

export interface PaymentCancelsTables {
  payment_cancels: PaymentCancelsTable;
}
