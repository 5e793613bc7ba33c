/**
 * One page of a paged list (pages count from 1) and how many rows the whole list holds, read
 * at once. The count reads `counted`: the list's table and filters, without its columns, joins
 * for display or order, which a count needs none of.
 */
import type { SelectQueryBuilder } from 'kysely';

/** A count comes back as a number on SQLite and as a string on PostgreSQL. */
type Total = { total: number | string };

export async function readPage<DB, TB extends keyof DB, Row, CountDB, CountTB extends keyof CountDB>(
  list: SelectQueryBuilder<DB, TB, Row>,
  counted: SelectQueryBuilder<CountDB, CountTB, object>,
  page: number,
  pageSize: number,
) {
  // Over a table not yet known, Kysely cannot name the alias's type: it is given here.
  const total = counted.select((eb) => eb.fn.countAll<number | string>().as('total'));
  const [rows, count] = await Promise.all([
    list
      .limit(pageSize)
      .offset((page - 1) * pageSize)
      .execute(),
    total.executeTakeFirstOrThrow() as Promise<Total>,
  ]);
  return { rows, total: Number(count.total) };
}
