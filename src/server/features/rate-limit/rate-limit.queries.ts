/**
 * Fixed-window counters in the database, shared by every instance. `takeHit` raises a
 * bucket with one upsert and reads the new count in the same statement: two requests can
 * never both see the old count, on SQLite (one writer) or PostgreSQL (the row lock).
 */
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';

export interface Limit {
  max: number;
  windowMs: number;
}

/** Counts one hit; true while the window has seen at most `max` of them. */
export async function takeHit(db: Db, key: string, limit: Limit, now: Date): Promise<boolean> {
  const at = now.toISOString();
  const ends = new Date(now.getTime() + limit.windowMs).toISOString();
  const expired = sql<boolean>`rate_buckets.window_ends <= ${at}`;
  const row = await db
    .insertInto('rate_buckets')
    .values({ key, hits: 1, window_ends: ends })
    .onConflict((conflict) =>
      conflict.column('key').doUpdateSet({
        hits: sql<number>`case when ${expired} then 1 else rate_buckets.hits + 1 end`,
        window_ends: sql<string>`case when ${expired} then ${ends} else rate_buckets.window_ends end`,
      }),
    )
    .returning('hits')
    .executeTakeFirstOrThrow();
  return Number(row.hits) <= limit.max;
}

/** Gives one hit back (a sign-in that succeeded was no guess). */
export async function returnHit(db: Db, key: string): Promise<void> {
  await db
    .updateTable('rate_buckets')
    .set({ hits: sql<number>`hits - 1` })
    .where('key', '=', key)
    .where('hits', '>', 0)
    .execute();
}

export async function resetBucket(db: Db, key: string): Promise<void> {
  await db.deleteFrom('rate_buckets').where('key', '=', key).execute();
}

/** Forgets windows that are over, so the table stays as small as the traffic of one window. */
export async function pruneBuckets(db: Db, now: Date): Promise<void> {
  await db.deleteFrom('rate_buckets').where('window_ends', '<=', now.toISOString()).execute();
}
