/**
 * Sign-in by phone code (docs/decisions/048), the login limit's lessons applied (decision 016):
 * - a code goes only to a phone that is some current student's contact, through the outbox
 *   (family-code, sent at once); the answer is the same either way, so it tells no one whether
 *   a phone is known;
 * - a code is 6 random digits, good for 10 minutes, stored as a hash; a new one replaces it;
 * - each check first raises the code's `attempts` with an UPDATE guarded by `attempts < 5`: of
 *   any number of simultaneous guesses, on either database, at most 5 are ever compared;
 * - what a stranger can do to someone else's phone is spend its current code's tries or its
 *   sends for a quarter of an hour: a cool-down, never a lock-out.
 */
import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import type { Db } from '../../db/database.ts';
import { enqueueMessage, findStudentIdsByContactPhone } from '../messages/index.ts';

export const CODE_LIFETIME_MS = 10 * 60 * 1000;
export const MAX_CODE_CHECKS = 5;

function codeHash(phone: string, code: string): string {
  return createHash('sha256').update(`${phone}:${code}`).digest('hex');
}

/** Makes and queues a code for a known phone; does nothing for any other. */
export async function sendFamilyCode(db: Db, phone: string, now: Date): Promise<void> {
  if ((await findStudentIdsByContactPhone(db, phone)).length === 0) return;
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const at = now.toISOString();
  const values = {
    code_hash: codeHash(phone, code),
    attempts: 0,
    created_at: at,
    expires_at: new Date(now.getTime() + CODE_LIFETIME_MS).toISOString(),
  };
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('family_codes')
      .values({ phone, ...values })
      .onConflict((conflict) => conflict.column('phone').doUpdateSet(values))
      .execute();
    await enqueueMessage(trx, {
      event: 'family-code',
      studentId: null,
      variables: { 인증번호: code },
      sourceKey: `family-code:${at}`,
      to: { phone },
      urgent: true,
      now,
    });
  });
}

/**
 * Checks a code: true only for the phone's open code, unexpired, within its five checks; the
 * code is then used up (of two right answers at once, one).
 */
export async function checkFamilyCode(db: Db, phone: string, code: string, now: Date): Promise<boolean> {
  const at = now.toISOString();
  const counted = await db
    .updateTable('family_codes')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('phone', '=', phone)
    .where('attempts', '<', MAX_CODE_CHECKS)
    .where('expires_at', '>', at)
    .returning('code_hash')
    .executeTakeFirst();
  if (!counted) return false;
  const expected = Buffer.from(counted.code_hash, 'hex');
  const given = Buffer.from(codeHash(phone, code), 'hex');
  if (!timingSafeEqual(expected, given)) return false;
  const used = await db
    .deleteFrom('family_codes')
    .where('phone', '=', phone)
    .where('code_hash', '=', counted.code_hash)
    .executeTakeFirst();
  return Number(used.numDeletedRows) === 1;
}
