/** How many of an account's password-reset links still work: neither used nor replaced by a newer one. */
import type { Db } from '../db/database.ts';

export async function openResetLinks(db: Db, userId: string): Promise<number> {
  const { n } = await db
    .selectFrom('password_resets')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .where('replaced_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(n);
}
