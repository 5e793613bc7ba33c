/** The cash-receipts feature's door: what other features, plugins/ and app.ts may use of it. */
export { cashReceiptsPlugin, receiptOnPayment } from './cash-receipts.plugin.ts';
export { receiptWithPayment } from './cash-receipts.queries.ts';
