/**
 * Claiming due messages so that each is worked by one worker, however many instances run.
 * A claim is a lease (`claimed_until`): the row is held while it is sent and marked, and a
 * worker that died holding it leaves it to be claimed again once the lease has passed.
 *
 * On PostgreSQL the rows are picked `FOR UPDATE SKIP LOCKED` and claimed in one short
 * transaction: two instances claiming at once take different rows, and the UPDATE's own
 * conditions keep a row another claim has just committed. SQLite has one writer and one worker
 * (the server's own scheduler); a single guarded UPDATE claims there.
 */
import type { Selectable } from 'kysely';
import type { Dialect } from '../../db/connection.ts';
import type { Db } from '../../db/database.ts';
import type { MessageOutboxTable } from './messages.tables.ts';

export type OutboxRow = Selectable<MessageOutboxTable>;

/** Long enough for a slow provider's answer (15 s per try) and the marking after it. */
export const LEASE_MS = 5 * 60_000;

const due = (db: Db, at: string, limit: number) =>
  db
    .selectFrom('message_outbox')
    .select('id')
    .where('status', '=', 'waiting')
    .where('next_attempt_at', '<=', at)
    .where((eb) => eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<', at)]))
    .orderBy('next_attempt_at')
    .orderBy('id')
    .limit(limit);

export async function claimDue(db: Db, dialect: Dialect, now: Date, limit: number): Promise<OutboxRow[]> {
  const at = now.toISOString();
  const lease = new Date(now.getTime() + LEASE_MS).toISOString();
  const claim = (trx: Db, ids: number[]) =>
    trx
      .updateTable('message_outbox')
      .set({ claimed_until: lease })
      .where('id', 'in', ids)
      .where('status', '=', 'waiting')
      .where((eb) => eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<', at)]))
      .returningAll()
      .execute();
  // Picked first and then claimed, in one transaction: as a subquery of the UPDATE, PostgreSQL
  // may run the locking SELECT again for each row it scans, and its LIMIT would not hold.
  const rows =
    dialect === 'postgres'
      ? await db.transaction().execute(async (trx) => {
          const ids = (await due(trx, at, limit).forUpdate().skipLocked().execute()).map((row) => row.id);
          return ids.length === 0 ? [] : claim(trx, ids);
        })
      : await db
          .updateTable('message_outbox')
          .set({ claimed_until: lease })
          .where('id', 'in', () => due(db, at, limit))
          .where('status', '=', 'waiting')
          .returningAll()
          .execute();
  return rows.sort((a, b) => Number(a.id) - Number(b.id));
}

type Marking =
  | { status: 'sent'; channel: string; recipient: string; providerId: string | null; cost: number }
  | { status: 'failed' | 'skipped'; reason: string }
  | { status: 'waiting'; reason: string; nextAttemptAt: Date };

/**
 * Records how a claimed message went, if this worker's lease on it still holds. `variables`
 * replaces the stored ones when given (a credential's secret dropped once it has gone).
 */
export async function markClaimed(
  db: Db,
  row: OutboxRow,
  text: string,
  marking: Marking,
  now: Date,
  variables?: Record<string, string>,
): Promise<boolean> {
  const common = {
    text,
    ...(variables ? { variables: JSON.stringify(variables) } : {}),
    claimed_until: null,
    attempts: Number(row.attempts) + (marking.status === 'skipped' ? 0 : 1),
  };
  const change =
    marking.status === 'sent'
      ? {
          ...common,
          status: 'sent' as const,
          channel: marking.channel,
          recipient: marking.recipient,
          provider_id: marking.providerId,
          cost: marking.cost,
          reason: null,
          sent_at: now.toISOString(),
        }
      : marking.status === 'waiting'
        ? {
            ...common,
            status: 'waiting' as const,
            reason: marking.reason,
            next_attempt_at: marking.nextAttemptAt.toISOString(),
          }
        : { ...common, status: marking.status, reason: marking.reason };
  const result = await db
    .updateTable('message_outbox')
    .set(change)
    .where('id', '=', row.id)
    .where('status', '=', 'waiting')
    .where('claimed_until', '=', row.claimed_until)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
