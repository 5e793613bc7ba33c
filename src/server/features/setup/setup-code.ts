/**
 * The one-time setup code (docs/decisions/072-first-run-setup.md). Each instance that starts
 * while the site has no owner makes a code, prints it in its log and stores only its hash, so
 * that whoever can read a server log — the person who installed it — can claim the studio, and
 * a stranger who found the address first cannot. Any instance's code works on every instance
 * (the hashes are shared in the database); all of them end when the owner is made.
 */
import { randomInt, timingSafeEqual } from 'node:crypto';
import type { Db } from '../../db/database.ts';
import { hashToken } from '../../lib/token-hash.ts';

// Crockford's base32 without the letters people mistake for digits (I, L, O, U).
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const GROUPS = 4;
const GROUP_LENGTH = 4;

/** 16 characters of 32: 80 bits, in four groups of four to read out of a log: `7K3M-QX9P-…`. */
export function newSetupCode(): string {
  const group = () =>
    Array.from({ length: GROUP_LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
  return Array.from({ length: GROUPS }, group).join('-');
}

/** As typed: any case, spaces or dashes, and o/i/l read as the digits they look like. */
export function normalizeSetupCode(typed: string): string {
  return typed.toUpperCase().replace(/[\s-]/g, '').replace(/O/g, '0').replace(/[IL]/g, '1');
}

export async function storeSetupCode(db: Db, code: string, now: Date): Promise<void> {
  await db
    .insertInto('setup_codes')
    .values({ code_hash: hashToken(normalizeSetupCode(code)), created_at: now.toISOString() })
    .onConflict((conflict) => conflict.column('code_hash').doNothing())
    .execute();
}

/** True when the code is one an instance printed. Compared in constant time against every stored hash. */
export async function isSetupCode(db: Db, typed: string): Promise<boolean> {
  const sent = Buffer.from(hashToken(normalizeSetupCode(typed)), 'hex');
  const rows = await db.selectFrom('setup_codes').select('code_hash').execute();
  let found = false;
  for (const { code_hash } of rows) {
    const stored = Buffer.from(code_hash, 'hex');
    if (stored.length === sent.length && timingSafeEqual(stored, sent)) found = true;
  }
  return found;
}

/** The owner exists: no code opens anything any more. `db` is the transaction that made the owner. */
export async function forgetSetupCodes(db: Db): Promise<void> {
  await db.deleteFrom('setup_codes').execute();
}
