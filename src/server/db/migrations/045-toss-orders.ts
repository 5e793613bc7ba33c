/**
 * Payments through Toss (docs/decisions/085): the studio's keys beside the transfer account, and
 * each order recorded before the payment window opens — which bill, how much — so that a return,
 * a webhook or a nightly look at Toss is checked against what the server asked for. A payment
 * key belongs to one order only (the database refuses a second), and a bill has at most one
 * open order at a time.
 */
import { type Kysely, sql } from 'kysely';
import { createIndex, notNullColumns } from './schema-steps.ts';

export async function up(db: Kysely<unknown>): Promise<void> {
  // null: Toss's published test keys; '' for the client key: Toss is off, transfers only.
  await db.schema.alterTable('payment_settings').addColumn('toss_client_key', 'text').execute();
  await db.schema.alterTable('payment_settings').addColumn('toss_secret_sealed', 'text').execute();
  await db.schema
    .createTable('toss_orders')
    .addColumn('order_id', 'text', (column) => column.primaryKey())
    .addColumn('invoice_id', 'integer', (column) => column.notNull().references('invoices.id'))
    // The bill while the order is open, else null: one open order per bill, whoever opens the page.
    .addColumn('open_invoice_id', 'integer', (column) => column.unique())
    .addColumn('amount', 'integer', (column) => column.notNull().check(sql`amount between 1 and 10000000`))
    .addColumn('status', 'text', (column) =>
      column.notNull().check(sql`status in ('열림', '결제 완료', '환불 중', '환불')`),
    )
    .addColumn('payment_key', 'text', (column) => column.unique().check(sql`length(payment_key) <= 200`))
    .addColumn('method', 'text')
    // What Toss gave for a 가상계좌 at issue: its deposit callback must carry the same.
    .addColumn('deposit_secret', 'text')
    .addColumn('payment_id', 'integer', (column) => column.references('payments.id'))
    .$call(notNullColumns({ created_at: 'text', updated_at: 'text' }))
    .addCheckConstraint(
      'toss_orders_open_has_bill',
      sql`(status = '열림') = (open_invoice_id is not null and open_invoice_id = invoice_id)`,
    )
    // Settled means a payment key; an open order has one only while a 가상계좌 waits for its deposit.
    .addCheckConstraint('toss_orders_settled_has_key', sql`status = '열림' or payment_key is not null`)
    .execute();
  await createIndex(db, 'toss_orders_invoice', 'toss_orders', ['invoice_id']);
  await createIndex(db, 'toss_orders_status_created', 'toss_orders', ['status', 'created_at']);
}
