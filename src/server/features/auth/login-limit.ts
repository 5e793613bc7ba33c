/**
 * The login limit (DESIGN §1 "rate limits"): after 5 failures for one id, or 20 from one
 * address, within 15 minutes, further attempts are refused with 429 until the oldest failure
 * leaves the window. Failures live in a table so that every instance sees the same count; a
 * success clears that id's failures.
 */
import type { Db } from '../../db/database.ts';

export const LOGIN_WINDOW_MS = 15 * 60 * 1000;
export const MAX_FAILURES_PER_ID = 5;
export const MAX_FAILURES_PER_IP = 20;

function windowStart(now: Date): string {
  return new Date(now.getTime() - LOGIN_WINDOW_MS).toISOString();
}

async function countFailures(db: Db, column: 'user_id' | 'ip', value: string, now: Date): Promise<number> {
  const row = await db
    .selectFrom('login_failures')
    .select((eb) => eb.fn.countAll<string | number>().as('count'))
    .where(column, '=', value)
    .where('failed_at', '>', windowStart(now))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export async function isLoginBlocked(db: Db, userId: string, ip: string, now: Date): Promise<boolean> {
  const [byId, byIp] = await Promise.all([
    countFailures(db, 'user_id', userId, now),
    countFailures(db, 'ip', ip, now),
  ]);
  return byId >= MAX_FAILURES_PER_ID || byIp >= MAX_FAILURES_PER_IP;
}

export async function recordLoginFailure(db: Db, userId: string, ip: string, now: Date): Promise<void> {
  // Forget what has left the window, so the table stays as small as the window.
  await db.deleteFrom('login_failures').where('failed_at', '<=', windowStart(now)).execute();
  await db
    .insertInto('login_failures')
    .values({ user_id: userId, ip, failed_at: now.toISOString() })
    .execute();
}

export async function clearLoginFailures(db: Db, userId: string): Promise<void> {
  await db.deleteFrom('login_failures').where('user_id', '=', userId).execute();
}
