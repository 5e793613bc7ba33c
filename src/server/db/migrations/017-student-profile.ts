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
  await db.schema
    .alterTable('students')
    .addColumn('instrument', 'text', (column) => column.check(sql`length(instrument) between 1 and 30`))
    .execute();
  await db.schema
    .alterTable('students')
    .addColumn('level', 'text', (column) => column.check(sql`length(level) between 1 and 20`))
    .execute();
  await db.schema
    .alterTable('students')
    .addColumn('memo', 'text', (column) => column.check(sql`length(memo) between 1 and 1000`))
    .execute();
  await db.schema
    .alterTable('students')
    .addColumn('fee_amount', 'integer', (column) => column.check(sql`fee_amount between 1 and 100000000`))
    .execute();
  await db.schema
    .alterTable('students')
    .addColumn('fee_lessons', 'integer', (column) =>
      column.check(
        sql`(fee_lessons is null and fee_amount is null) or (coalesce(fee_lessons, 0) between 1 and 100 and fee_amount is not null)`,
      ),
    )
    .execute();
}

/** The fee's lessons first: SQLite drops no column another column's CHECK names. */
export async function down(db: Kysely<unknown>): Promise<void> {
  for (const column of ['fee_lessons', 'fee_amount', 'memo', 'level', 'instrument']) {
    await db.schema.alterTable('students').dropColumn(column).execute();
  }
}
