/**
 * Money given back through the payment provider (docs/decisions/093): before a refund or a
 * void of a payment that came through Toss asks Toss to cancel, it writes its attempt here —
 * which payment, how much, the lessons and reason the ledger will record, and the idempotency
 * key Toss is sent. A payment has one attempt (a second press, or twenty at once, is refused by
 * the unique payment), an attempt whose ledger write never happened stays `환불 중` until a retry
 * finishes it with the same key, so Toss cancels once and the ledger records once.
 *
 * Also the nightly look at Toss's orders: its claims, one row a night, so that of several
 * instances on one database one does it; and an order Toss says was never paid (cancelled,
 * aborted, expired) may now be `닫힘`, without a payment key.
 */
import { type Kysely, sql } from 'kysely';
import { isPostgres } from './dialect.ts';
import { createIndex, createNumberedTable, notNullColumns } from './schema-steps.ts';

export async function up(db: Kysely<unknown>): Promise<void> {
  await createNumberedTable(db, 'payment_cancels')
    // Sent to Toss as the Idempotency-Key: a retry of this attempt is the same cancel.
    .addColumn('attempt_key', 'text', (column) =>
      column.notNull().unique().check(sql`length(attempt_key) between 16 and 64`),
    )
    // The payment (a package) given back: once, by a refund or by a void.
    .addColumn('payment_id', 'integer', (column) => column.notNull().unique().references('payments.id'))
    .addColumn('student_id', 'integer', (column) => column.notNull().references('students.id'))
    .addColumn('kind', 'text', (column) => column.notNull().check(sql`kind in ('refund', 'void')`))
    .addColumn('provider_key', 'text', (column) =>
      column.notNull().check(sql`length(provider_key) between 1 and 200`),
    )
    .addColumn('amount', 'integer', (column) => column.notNull().check(sql`amount between 1 and 100000000`))
    .addColumn('lessons', 'integer', (column) => column.notNull().check(sql`lessons >= 0`))
    // What the refund's ledger row will say: the statutory amount, and a reason when another.
    .addColumn('statutory', 'integer', (column) => column.notNull().check(sql`statutory >= 0`))
    .addColumn('reason', 'text', (column) => column.check(sql`length(reason) <= 500`))
    .$call(notNullColumns({ actor_id: 'text', actor_name: 'text' }))
    .addColumn('status', 'text', (column) => column.notNull().check(sql`status in ('환불 중', '완료')`))
    // The refund row the ledger wrote (a void writes none), once done.
    .addColumn('result_payment_id', 'integer', (column) => column.references('payments.id'))
    .addColumn('last_error', 'text', (column) => column.check(sql`length(last_error) <= 400`))
    // A worker retrying it holds it until then.
    .addColumn('claimed_until', 'text')
    .$call(notNullColumns({ created_at: 'text', updated_at: 'text' }))
    .addCheckConstraint(
      'payment_cancels_void_writes_no_refund',
      sql`kind = 'refund' or result_payment_id is null`,
    )
    .execute();
  await createIndex(db, 'payment_cancels_status', 'payment_cancels', ['status', 'created_at']);
  await db.schema
    .createTable('payment_check_runs')
    .addColumn('run_key', 'text', (column) => column.primaryKey())
    .addColumn('claimed_at', 'text', (column) => column.notNull())
    .execute();
  await rewriteOrderChecks(db, 'after');
}

const STATUSES_BEFORE = "status in ('열림', '결제 완료', '환불 중', '환불')";
const STATUSES_AFTER = "status in ('열림', '결제 완료', '환불 중', '환불', '닫힘')";
const KEY_BEFORE = "status = '열림' or payment_key is not null";
const KEY_AFTER = "status in ('열림', '닫힘') or payment_key is not null";

/** Rewrites toss_orders' two CHECKs from one wording to the other, on either database. */
async function rewriteOrderChecks(db: Kysely<unknown>, to: 'after' | 'before'): Promise<void> {
  const [statuses, key] = to === 'after' ? [STATUSES_AFTER, KEY_AFTER] : [STATUSES_BEFORE, KEY_BEFORE];
  if (isPostgres(db)) {
    await sql`alter table toss_orders drop constraint toss_orders_status_check`.execute(db);
    await sql`alter table toss_orders drop constraint toss_orders_settled_has_key`.execute(db);
    await sql`alter table toss_orders add constraint toss_orders_status_check check (${sql.raw(statuses)})`.execute(
      db,
    );
    await sql`alter table toss_orders add constraint toss_orders_settled_has_key check (${sql.raw(key)})`.execute(
      db,
    );
    return;
  }
  // SQLite cannot change a CHECK: the table is made again with the new wording and its rows copied
  // (no table refers to toss_orders, so dropping the old one breaks no foreign key).
  const found = await sql<{
    sql: string;
  }>`select sql from sqlite_master where type = 'table' and name = 'toss_orders'`.execute(db);
  const create = found.rows[0]?.sql;
  const [fromStatuses, fromKey] =
    to === 'after' ? [STATUSES_BEFORE, KEY_BEFORE] : [STATUSES_AFTER, KEY_AFTER];
  if (!create?.includes(fromStatuses) || !create.includes(fromKey)) {
    throw new Error('toss_orders is not as migration 045 made it');
  }
  const rebuilt = create
    .replace(fromStatuses, statuses)
    .replace(fromKey, key)
    .replace(/^create table "?toss_orders"?/i, 'create table "toss_orders_rebuilt"');
  await sql.raw(rebuilt).execute(db);
  await sql`insert into toss_orders_rebuilt select * from toss_orders`.execute(db);
  await sql`drop table toss_orders`.execute(db);
  await sql`alter table toss_orders_rebuilt rename to toss_orders`.execute(db);
  await createIndex(db, 'toss_orders_invoice', 'toss_orders', ['invoice_id']);
  await createIndex(db, 'toss_orders_status_created', 'toss_orders', ['status', 'created_at']);
}
