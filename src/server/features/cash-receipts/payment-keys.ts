/**
 * The payment provider's keys the receipts are issued with: the studio's own live Toss keys, as
 * set at 사이트 관리 → 결제 (app.ts hands in the reader from the invoices feature); none on the
 * test keys or with Toss off, and then every receipt goes to the staff's to-do.
 */
export interface PaymentKeys {
  clientKey: string;
  secretKey: string;
}
