/**
 * The login limit (docs/decisions/016-login-limit-without-lock-out.md). Every password check
 * takes a hit in a database bucket BEFORE it runs, so parallel guesses cannot all pass a
 * count read earlier, and every instance sees one count:
 * - 20 checks per address per 15 minutes, whatever the id;
 * - 5 checks per id per 15 minutes from addresses the account has never signed in from;
 * - 5 checks per id per 15 minutes from each address it has signed in from.
 * A stranger therefore gets at most 5 guesses per id per window, while the owner at a known
 * address keeps a budget of their own that no stranger can spend.
 */
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { type Limit, resetBucket, returnHit, takeHit } from '../rate-limit/index.ts';

export const LOGIN_WINDOW_MS = 15 * 60 * 1000;
export const MAX_CHECKS_PER_ID = 5;
export const MAX_CHECKS_PER_ADDRESS = 20;

const perId: Limit = { max: MAX_CHECKS_PER_ID, windowMs: LOGIN_WINDOW_MS };
const perAddress: Limit = { max: MAX_CHECKS_PER_ADDRESS, windowMs: LOGIN_WINDOW_MS };

/** What a granted attempt holds, to give back when the password was right. */
export interface LoginAttempt {
  addressKey: string;
  idKey: string;
  address: string;
}

async function isKnownAddress(db: Db, userId: string, address: string): Promise<boolean> {
  const row = await db
    .selectFrom('login_known_addresses')
    .select('user_id')
    .where('user_id', '=', userId)
    .where('address', '=', address)
    .executeTakeFirst();
  return row !== undefined;
}

/** Takes the hits for one password check, or null when a limit says no check may run. */
export async function startLoginAttempt(
  db: Db,
  userId: string,
  /** The client, as `clientAddress` gives it. */
  address: string,
  now: Date,
): Promise<LoginAttempt | null> {
  const addressKey = `login-address:${address}`;
  // An address over its own limit spends nothing of the id's budget.
  if (!(await takeHit(db, addressKey, perAddress, now))) return null;
  const idKey = (await isKnownAddress(db, userId, address))
    ? `login-known:${userId}:${address}`
    : `login-id:${userId}`;
  if (!(await takeHit(db, idKey, perId, now))) return null;
  return { addressKey, idKey, address };
}

/** A right password was no guess: the hits go back and the address becomes known. */
export async function finishSuccessfulLogin(db: Db, userId: string, attempt: LoginAttempt, now: Date) {
  await returnHit(db, attempt.addressKey);
  await resetBucket(db, attempt.idKey);
  await db
    .insertInto('login_known_addresses')
    .values({ user_id: userId, address: attempt.address, last_login_at: now.toISOString() })
    .onConflict((conflict) =>
      conflict.columns(['user_id', 'address']).doUpdateSet({ last_login_at: now.toISOString() }),
    )
    .execute();
}

/**
 * A password reset makes every guess at the old password moot: the account's own budgets are
 * emptied, so that its holder can sign in with the new password at once. Addresses keep theirs.
 */
export async function forgetPasswordGuesses(db: Db, userId: string): Promise<void> {
  const known = `login-known:${userId}:`;
  await db
    .deleteFrom('rate_buckets')
    .where((eb) =>
      eb.or([
        eb('key', '=', `login-id:${userId}`),
        eb(sql<string>`substr(key, 1, ${sql.lit(known.length)})`, '=', known),
      ]),
    )
    .execute();
}
