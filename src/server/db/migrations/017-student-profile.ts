/**
 * A student's profile (docs/decisions/031-student-profile-and-search.md): 악기 and 수준 (short
 * free text), the teacher's private 메모, and the fee the student pays (수강료: whole won for a
 * number of lessons). All optional, null when not given.
 *
 * The fee is two columns that are set together or not at all; the CHECK on the second says so,
 * on both databases (SQLite adds a column with its own constraints only, one at a time).
 */
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const [name, type, check] of [
    ['instrument', 'text', 'length(instrument) between 1 and 30'],
    ['level', 'text', 'length(level) between 1 and 20'],
    ['memo', 'text', 'length(memo) between 1 and 1000'],
    ['fee_amount', 'integer', 'fee_amount between 1 and 100000000'],
    [
      'fee_lessons',
      'integer',
      '(fee_lessons is null and fee_amount is null) or (coalesce(fee_lessons, 0) between 1 and 100 and fee_amount is not null)',
    ],
  ] as const) {
    await db.schema
      .alterTable('students')
      .addColumn(name, type, (column) => column.check(sql.raw(check)))
      .execute();
  }
}
