/**
 * The owner's warnings about backups, through the outbox (the messages feature's door): a
 * restore drill that failed, or a newest restorable copy older than 48 hours. Each cause is
 * written at most once per Seoul day: the outbox's idempotency key holds it, on both databases
 * and across instances.
 */
import { seoulDate } from '#shared/time.ts';
import type { Db } from '../../db/database.ts';
import { listStaff, staffPhone } from '../auth/index.ts';
import { enqueueMessage } from '../messages/index.ts';

export type AlertCause = 'drill-failed' | 'stale';

/** A copy older than this is no longer one the owner can count on. */
export const STALE_AFTER_MS = 48 * 60 * 60 * 1000;

/** Queues the warning to every owner's phone; answers how many were newly queued. */
export async function alertOwner(db: Db, cause: AlertCause, text: string, now: Date): Promise<number> {
  const owners = (await listStaff(db)).filter((member) => member.role === 'owner');
  let queued = 0;
  for (const owner of owners) {
    const phone = await staffPhone(db, owner.id);
    if (!phone) continue;
    const written = await enqueueMessage(db, {
      event: 'backup-alert',
      studentId: null,
      variables: { 내용: text },
      sourceKey: `${cause}:${seoulDate(now)}`,
      to: { phone },
      now,
    });
    queued += written.length;
  }
  return queued;
}

/** The warning's text when the newest restorable copy is `newest` (null: none at all). */
export function staleText(newest: string | null, now: Date): string | null {
  if (newest && now.getTime() - Date.parse(newest) <= STALE_AFTER_MS) return null;
  if (!newest) return '복원할 수 있는 백업이 아직 없습니다.';
  const hours = Math.floor((now.getTime() - Date.parse(newest)) / 3_600_000);
  return `가장 최근에 복원할 수 있는 백업이 ${hours}시간 전 것입니다.`;
}
