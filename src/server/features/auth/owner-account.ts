/**
 * The owner made by the first-run setup (features/setup): the account in the setup's own
 * transaction, and the session it lands with. The one-owner index settles two setups at once.
 */
import type { Db } from '../../db/database.ts';
import { hashPassword } from './password.ts';
import { createSession } from './session-store.ts';

export async function ownerExists(db: Db): Promise<boolean> {
  const owner = await db.selectFrom('users').select('id').where('role', '=', 'owner').executeTakeFirst();
  return owner !== undefined;
}

export interface NewOwner {
  id: string;
  name: string;
  phone: string;
  passwordHash: string;
}

export { hashPassword as hashOwnerPassword };

/** Inserts the owner; a unique violation (an owner already, or the id taken) is the caller's to answer. */
export async function insertOwner(trx: Db, owner: NewOwner, now: Date): Promise<void> {
  await trx
    .insertInto('users')
    .values({
      id: owner.id,
      name: owner.name,
      phone: owner.phone,
      password_hash: owner.passwordHash,
      role: 'owner',
      created_at: now.toISOString(),
    })
    .execute();
}

/** A session for the new owner: the setup ends signed in. */
export function startOwnerSession(db: Db, ownerId: string, now: Date): Promise<string> {
  return createSession(db, ownerId, now);
}
