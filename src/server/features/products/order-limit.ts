/**
 * The order-request limit (DESIGN §1 "rate limits"): at most 10 requests per address in a
 * fixed hour-long window. The counter is one row per address, moved by a single upsert that
 * either starts a new window or adds one, so simultaneous requests (and several instances on
 * one PostgreSQL) each see a distinct count. It runs in the order's own transaction: a request
 * refused for any reason does not use up the allowance.
 */
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';

export const ORDER_WINDOW_MS = 60 * 60 * 1000;
export const MAX_ORDERS_PER_WINDOW = 10;

/** Counts this request and answers whether it is still within the limit. */
export async function takeOrderAllowance(db: Db, address: string, now: Date): Promise<boolean> {
  const at = now.toISOString();
  const windowOpen = new Date(now.getTime() - ORDER_WINDOW_MS).toISOString();
  const expired = sql<boolean>`order_request_limits.window_start <= ${windowOpen}`;
  const row = await db
    .insertInto('order_request_limits')
    .values({ address, window_start: at, count: 1 })
    .onConflict((conflict) =>
      conflict.column('address').doUpdateSet({
        count: sql`case when ${expired} then 1 else order_request_limits.count + 1 end`,
        window_start: sql`case when ${expired} then ${at} else order_request_limits.window_start end`,
      }),
    )
    .returning('count')
    .executeTakeFirstOrThrow();
  return Number(row.count) <= MAX_ORDERS_PER_WINDOW;
}
