/** How many rows a table holds, as a number on either database (PostgreSQL counts in a string). */
import type { Database, Db } from '../db/database.ts';

export async function countRows(db: Db, table: keyof Database & string): Promise<number> {
  const { n } = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll().as('n'))
    .executeTakeFirstOrThrow();
  return Number(n);
}

/** How many rows of `table` hold every value of `where` in its column. */
export async function countWhere(
  db: Db,
  table: keyof Database & string,
  where: Record<string, string | number>,
): Promise<number> {
  let query = db.selectFrom(table).select((eb) => eb.fn.countAll().as('n'));
  for (const [column, value] of Object.entries(where))
    query = query.where(db.dynamic.ref(column), '=', value);
  const { n } = await query.executeTakeFirstOrThrow();
  return Number(n);
}
