/**
 * 현금영수증 (docs/decisions/089): the number a family gives for them (a phone or a business
 * number, for 소득공제 or 지출증빙), and one receipt per payment that needs one — issued through
 * the payment provider, or left on the staff's to-do until someone issues it at 홈택스 and types
 * its number in. A refund takes it back: cancelled with the provider, or put on the to-do to be
 * cancelled by hand.
 */
import { type Kysely, sql } from 'kysely';
import { createIndex, createNumberedTable, notNullColumns } from './schema-steps.ts';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('cash_receipt_numbers')
    .addColumn('student_id', 'integer', (column) => column.primaryKey().references('students.id'))
    .addColumn('purpose', 'text', (column) =>
      column.notNull().check(sql`purpose in ('소득공제', '지출증빙')`),
    )
    .addColumn('number', 'text', (column) => column.notNull().check(sql`length(number) between 10 and 11`))
    .$call(notNullColumns({ updated_by: 'text', updated_at: 'text' }))
    .execute();
  await createNumberedTable(db, 'cash_receipts')
    // One receipt a payment, however many presses and workers ask for it.
    .addColumn('payment_id', 'integer', (column) => column.notNull().unique().references('payments.id'))
    .addColumn('student_id', 'integer', (column) => column.notNull().references('students.id'))
    .addColumn('amount', 'integer', (column) => column.notNull().check(sql`amount between 1 and 100000000`))
    .$call(
      notNullColumns({
        pay_day: 'text',
        // The last day it may be issued without the penalty: the payment's day + 5.
        due_on: 'text',
      }),
    )
    .addColumn('status', 'text', (column) =>
      column.notNull().check(sql`status in ('할 일', '발급 완료', '취소 할 일', '취소')`),
    )
    .addColumn('purpose', 'text', (column) => column.check(sql`purpose in ('소득공제', '지출증빙')`))
    // The 승인번호: Toss's issueNumber, or what staff typed from 홈택스.
    .addColumn('receipt_no', 'text', (column) => column.check(sql`length(receipt_no) <= 40`))
    // Toss's key of a receipt it issued (null for one issued at 홈택스).
    .addColumn('receipt_key', 'text')
    .addColumn('issued_by', 'text')
    .addColumn('issued_at', 'text')
    .addColumn('cancel_amount', 'integer')
    .addColumn('cancelled_at', 'text')
    .addColumn('cancelled_by', 'text')
    // Whether the provider was already asked once; a refusal leaves it to staff with its reason.
    .addColumn('auto_tried', 'integer', (column) =>
      column.notNull().defaultTo(0).check(sql`auto_tried in (0, 1)`),
    )
    .addColumn('last_error', 'text')
    .addColumn('claimed_until', 'text')
    .addColumn('created_at', 'text', (column) => column.notNull())
    .addCheckConstraint(
      'cash_receipts_issued_has_number',
      sql`(status in ('발급 완료', '취소 할 일')) <= (receipt_no is not null and issued_at is not null)`,
    )
    .addCheckConstraint(
      'cash_receipts_cancelled_has_time',
      sql`(status = '취소') = (cancelled_at is not null)`,
    )
    .execute();
  await createIndex(db, 'cash_receipts_status_due', 'cash_receipts', ['status', 'due_on']);
  await createIndex(db, 'cash_receipts_student', 'cash_receipts', ['student_id']);
}
