/**
 * Teacher pay (강사 정산; docs/decisions/040-teacher-pay.md).
 *
 * `payroll_rules`: a teacher's pay rule from a Seoul day on; the rule in force on a day is the
 * one with the latest `valid_from` on or before it. One rule per teacher and start day: setting
 * another for the same day replaces it. `statuses` is a JSON array of lesson statuses.
 *
 * `payroll_statements`: a confirmed (locked) month of a teacher, once: unique (teacher, month),
 * so that of two confirmations at the same moment the database keeps one. Its lines are a
 * snapshot (`payroll_statement_lines`) — the lessons as they were paid and the adjustments for
 * earlier locked months it settled — and the statement is served from them ever after.
 * `lesson_id` is a plain number, not a foreign key: the snapshot stands whatever happens to
 * the record. `teacher_id` is plain text too: pay records are tax records (원천징수 records are
 * kept 5 years) and stay when the account is removed.
 */
import { type Kysely, sql } from 'kysely';
import { autoIdType } from './dialect.ts';
import { createIndex, notNullColumns } from './schema-steps.ts';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('payroll_rules')
    .addColumn('id', autoIdType(db), (column) => column.primaryKey())
    .addColumn('teacher_id', 'text', (column) => column.notNull())
    .addColumn('kind', 'text', (column) => column.notNull().check(sql`kind in ('건당', '시간당', '비율')`))
    .addColumn('amount', 'integer', (column) => column.check(sql`amount between 0 and 10000000`))
    .addColumn('share', 'integer', (column) => column.check(sql`share between 1 and 100`))
    .addColumn('statuses', 'text', (column) => column.notNull())
    .addColumn('withholding', 'integer', (column) => column.notNull().check(sql`withholding in (0, 1)`))
    .$call(notNullColumns({ valid_from: 'text', created_by: 'text', created_at: 'text' }))
    .addCheckConstraint(
      'payroll_rules_kind_values',
      sql`(kind = '비율' and share is not null and amount is null)
       or (kind <> '비율' and amount is not null and share is null)`,
    )
    .addUniqueConstraint('payroll_rules_teacher_from', ['teacher_id', 'valid_from'])
    .execute();

  await db.schema
    .createTable('payroll_statements')
    .addColumn('id', autoIdType(db), (column) => column.primaryKey())
    .$call(
      notNullColumns({
        teacher_id: 'text',
        /** `YYYY-MM` (Seoul). */
        month: 'text',
        total: 'integer',
        income_tax: 'integer',
        local_tax: 'integer',
        net: 'integer',
        confirmed_at: 'text',
        confirmed_by: 'text',
      }),
    )
    .addUniqueConstraint('payroll_statements_teacher_month', ['teacher_id', 'month'])
    .execute();

  await db.schema
    .createTable('payroll_statement_lines')
    .addColumn('id', autoIdType(db), (column) => column.primaryKey())
    .addColumn('statement_id', 'integer', (column) =>
      column.notNull().references('payroll_statements.id').onDelete('cascade'),
    )
    .addColumn('position', 'integer', (column) => column.notNull())
    .addColumn('kind', 'text', (column) => column.notNull().check(sql`kind in ('lesson', 'adjustment')`))
    .$call(
      notNullColumns({
        lesson_id: 'integer',
        lesson_day: 'text',
        student: 'text',
        /** The lesson's status as paid, or '삭제' for an adjustment of a deleted record. */
        status: 'text',
        basis: 'text',
        amount: 'integer',
      }),
    )
    .addColumn('withheld', 'integer', (column) => column.notNull().check(sql`withheld in (0, 1)`))
    .execute();
  await createIndex(db, 'payroll_statement_lines_statement', 'payroll_statement_lines', [
    'statement_id',
    'position',
  ]);
}
