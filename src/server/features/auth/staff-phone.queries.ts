/**
 * A staff account's own mobile number, for the one use that needs it outside this feature: a
 * message the teacher asked to be sent (a family's 보강 booking or 결석 신청, decision 066).
 */
import type { Db } from '../../db/database.ts';

export async function staffPhone(db: Db, id: string): Promise<string | null> {
  const row = await db
    .selectFrom('users')
    .select('phone')
    .where('id', '=', id)
    .where('role', 'in', ['owner', 'teacher'])
    .executeTakeFirst();
  return row?.phone ?? null;
}
