/**
 * OWNER_ID / OWNER_PASSWORD (DESIGN §1): at start-up, when the site has no owner yet, create
 * one with these credentials. The credentials must pass the same rules as a sign-up, so the
 * owner can sign in with what the environment says.
 */

import { ID_PATTERN, PASSWORD_MAX, PASSWORD_MIN } from '#shared/schemas/auth.ts';
import { isCommonPassword } from '#shared/schemas/auth-common-passwords.ts';
import type { Config } from '../../config.ts';
import { isUniqueViolation } from '../../db/constraint-errors.ts';
import type { Db } from '../../db/database.ts';
import { insertOwner, ownerExists } from './owner-account.ts';
import { hashPassword } from './password.ts';

export class OwnerBootstrapError extends Error {}

export type BootstrapResult = 'created' | 'owner-exists' | 'not-configured';

export async function bootstrapOwner(db: Db, owner: Config['owner'], now: Date): Promise<BootstrapResult> {
  if (!owner) return 'not-configured';
  if (await ownerExists(db)) return 'owner-exists';

  const id = owner.id.trim().toLowerCase();
  if (!ID_PATTERN.test(id)) {
    throw new OwnerBootstrapError('OWNER_ID must be 4–20 characters of a–z, 0–9 and _');
  }
  const { password } = owner;
  if (password.length < PASSWORD_MIN || password.length > PASSWORD_MAX || isCommonPassword(password)) {
    throw new OwnerBootstrapError('OWNER_PASSWORD must be 8–128 characters and not a common password');
  }
  try {
    await insertOwner(db, { id, name: '원장', phone: '', passwordHash: await hashPassword(password) }, now);
  } catch (error) {
    // Another instance created the owner at the same moment: that is what we wanted.
    if (isUniqueViolation(error)) {
      if (await ownerExists(db)) return 'owner-exists';
      throw new OwnerBootstrapError(`OWNER_ID "${id}" is already taken by an account that is not the owner`);
    }
    throw error;
  }
  return 'created';
}
