/**
 * What staff may do to one message: send a failed or skipped one again (from the start of its
 * tries), or cancel a waiting one that no worker holds. Each is one guarded UPDATE, so a
 * message being sent at that moment is neither cancelled nor queued twice.
 */
import type { Db } from '../../db/database.ts';

export async function retryMessage(db: Db, id: number, now: Date): Promise<boolean> {
  const result = await db
    .updateTable('message_outbox')
    .set({
      status: 'waiting',
      attempts: 0,
      reason: null,
      next_attempt_at: now.toISOString(),
      claimed_until: null,
    })
    .where('id', '=', id)
    .where('status', 'in', ['failed', 'skipped'])
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function cancelMessage(db: Db, id: number, by: string, now: Date): Promise<boolean> {
  const at = now.toISOString();
  const result = await db
    .updateTable('message_outbox')
    .set({ status: 'skipped', reason: `${by} 님이 취소함` })
    .where('id', '=', id)
    .where('status', '=', 'waiting')
    .where((eb) => eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<', at)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
