import type { Generated } from 'kysely';
import type { CashReceiptPurpose, CashReceiptStatus } from '#shared/schemas/cash-receipts.ts';

/** The number a student's family gives for its 현금영수증 (migration 047). */
export interface CashReceiptNumbersTable {
  student_id: number;
  purpose: CashReceiptPurpose;
  /** Digits only. */
  number: string;
  updated_by: string;
  updated_at: string;
}

/** One 현금영수증 of a payment (migration 047). */
export interface CashReceiptsTable {
  id: Generated<number>;
  payment_id: number;
  student_id: number;
  amount: number;
  pay_day: string;
  due_on: string;
  status: CashReceiptStatus;
  purpose: CashReceiptPurpose | null;
  receipt_no: string | null;
  receipt_key: string | null;
  issued_by: string | null;
  issued_at: string | null;
  cancel_amount: number | null;
  cancelled_at: string | null;
  cancelled_by: string | null;
  auto_tried: Generated<number>;
  last_error: string | null;
  claimed_until: string | null;
  created_at: string;
}

export interface CashReceiptsTables {
  cash_receipt_numbers: CashReceiptNumbersTable;
  cash_receipts: CashReceiptsTable;
}
