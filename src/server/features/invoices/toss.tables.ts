export type TossOrderStatus = '열림' | '결제 완료' | '환불 중' | '환불' | '닫힘';

/** An order sent to Toss's payment window for a bill (migration 045). */
export interface TossOrdersTable {
  order_id: string;
  invoice_id: number;
  /** The bill's id while the order is open, else null: one open order per bill. */
  open_invoice_id: number | null;
  /** Whole won, the bill's amount when the order was made. */
  amount: number;
  /** 열림 → 결제 완료 | 닫힘 (never paid, said Toss); or 환불 중 → 환불 for a payment of a bill already paid. */
  status: TossOrderStatus;
  payment_key: string | null;
  /** Toss's method (카드, 가상계좌, 간편결제, …). */
  method: string | null;
  /** The `secret` Toss gave a 가상계좌 at issue, checked on its deposit callback. */
  deposit_secret: string | null;
  payment_id: number | null;
  created_at: string;
  updated_at: string;
}

/** One row a night the orders were looked at, so one instance does it (migration 048). */
export interface PaymentCheckRunsTable {
  run_key: string;
  claimed_at: string;
}

export interface TossTables {
  toss_orders: TossOrdersTable;
  payment_check_runs: PaymentCheckRunsTable;
}
