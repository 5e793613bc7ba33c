/** How many rows a table holds, as a number on either database (PostgreSQL counts in a string). */
import type { Database, Db } from '../db/database.ts';

export async function countRows(db: Db, table: keyof Database & string): Promise<number> {
  const { n } = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll().as('n'))
    .executeTakeFirstOrThrow();
  return Number(n);
}

/** How many rows of `table` have `value` in `column`. */
export async function countWhere(
  db: Db,
  table: keyof Database & string,
  column: string,
  value: string | number,
): Promise<number> {
  const { n } = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll().as('n'))
    .where(db.dynamic.ref(column), '=', value)
    .executeTakeFirstOrThrow();
  return Number(n);
}
