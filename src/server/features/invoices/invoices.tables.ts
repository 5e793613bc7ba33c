import type { Generated } from 'kysely';

export type InvoiceStatus = '대기' | '결제 완료' | '취소';

/** A bill for a student (migration 044). */
export interface InvoicesTable {
  id: Generated<number>;
  student_id: number;
  /** Whole won. */
  amount: number;
  /** Lessons the payment adds when it is made; 0 for a bill that is not a package. */
  lessons: number;
  /** Seoul day, `YYYY-MM-DD`. */
  due_date: string;
  note: string;
  status: InvoiceStatus;
  /** `YYYY-MM` for a bill made by a month's batch; null for one made by hand. */
  batch_month: string | null;
  /** SHA-256 of the pay link's token: the link itself is never stored. */
  token_hash: string;
  created_by: string;
  created_at: string;
  /** The payment that paid it, once paid. */
  payment_id: number | null;
  paid_at: string | null;
  cancelled_at: string | null;
  cancelled_by: string | null;
}

/** The studio's payment settings (migration 044): one row, id 1. */
export interface PaymentSettingsTable {
  id: number;
  /** `은행 계좌번호 예금주`, as the studio writes it; '' for none. */
  transfer_account: string;
  /** Toss's client key (migration 045): null for Toss's published test keys, '' for Toss off. */
  toss_client_key: string | null;
  /** Toss's secret key sealed with lib/secret-box.ts; null with the test keys. */
  toss_secret_sealed: string | null;
  updated_by: string;
  updated_at: string;
}

export interface InvoicesTables {
  invoices: InvoicesTable;
  payment_settings: PaymentSettingsTable;
}
