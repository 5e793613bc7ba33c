/**
 * 청구서 (docs/decisions/084): a bill for a student, `대기 → 결제 완료 | 취소`, reached by the
 * family through a link whose token only its hash is kept of. A month's bills made in one step
 * carry that month, and a student has at most one bill of a month's batch, whoever presses twice.
 */
import { type Kysely, sql } from 'kysely';
import { createIndex, createNumberedTable, notNullColumns } from './schema-steps.ts';

export async function up(db: Kysely<unknown>): Promise<void> {
  await createNumberedTable(db, 'invoices')
    .addColumn('student_id', 'integer', (column) => column.notNull().references('students.id'))
    .addColumn('amount', 'integer', (column) => column.notNull().check(sql`amount between 1 and 10000000`))
    .addColumn('lessons', 'integer', (column) => column.notNull().check(sql`lessons between 0 and 100`))
    .addColumn('due_date', 'text', (column) => column.notNull())
    .addColumn('note', 'text', (column) => column.notNull().check(sql`length(note) <= 200`))
    .addColumn('status', 'text', (column) =>
      column.notNull().check(sql`status in ('대기', '결제 완료', '취소')`),
    )
    .addColumn('batch_month', 'text')
    .addColumn('token_hash', 'text', (column) => column.notNull().unique())
    .$call(notNullColumns({ created_by: 'text', created_at: 'text' }))
    .addColumn('payment_id', 'integer', (column) => column.references('payments.id'))
    .addColumn('paid_at', 'text')
    .addColumn('cancelled_at', 'text')
    .addColumn('cancelled_by', 'text')
    // Paid means a payment, and only paid has one; cancelled means when.
    .addCheckConstraint(
      'invoices_paid_has_payment',
      sql`(status = '결제 완료') = (payment_id is not null and paid_at is not null)`,
    )
    .addCheckConstraint('invoices_cancelled_has_time', sql`(status = '취소') = (cancelled_at is not null)`)
    .execute();
  await createIndex(db, 'invoices_one_per_batch', 'invoices', ['student_id', 'batch_month'], {
    unique: true,
  });
  await createIndex(db, 'invoices_status_due', 'invoices', ['status', 'due_date']);
  // The studio's payment settings: one row. The account a family transfers to is shown on the
  // pay page when no payment provider is set up.
  await db.schema
    .createTable('payment_settings')
    .addColumn('id', 'integer', (column) => column.primaryKey().check(sql`id = 1`))
    .addColumn('transfer_account', 'text', (column) =>
      column.notNull().check(sql`length(transfer_account) <= 100`),
    )
    .$call(notNullColumns({ updated_by: 'text', updated_at: 'text' }))
    .execute();
}
