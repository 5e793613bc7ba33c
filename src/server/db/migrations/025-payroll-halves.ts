/**
 * A 건당 pay rule may pay a 30-minute lesson (1부 or 2부 of an hour) its own amount
 * (docs/decisions/052-pay-for-half-hour-lessons.md). Null: a half-hour lesson earns the rule's
 * amount like any other. Kept to 건당 by the CHECK: 시간당 halves by itself, 비율 follows the price.
 */
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('payroll_rules')
    .addColumn('half_amount', 'integer', (column) =>
      column.check(sql`half_amount is null or (half_amount between 0 and 10000000 and kind = '건당')`),
    )
    .execute();
}
