/**
 * A teacher's private calendar address (docs/decisions/039-calendar-feeds.md): one token per
 * teacher, made on first use and replaced on reset, and the lessons the address serves.
 * The token is kept as it is, not hashed: the teacher's page shows the address again.
 */
import { randomBytes } from 'node:crypto';
import { type FeedEvent, feedEvent, feedRange } from '#shared/calendar-feed-rules.ts';
import type { Db } from '../../db/database.ts';
import { type AuditActor, recordAudit } from '../audit/index.ts';
import { listOccurrences } from './calendar.queries.ts';

/** 32 random bytes, base64url: 43 characters that need no escaping in an address. */
export function newFeedToken(): string {
  return randomBytes(32).toString('base64url');
}

/**
 * The teacher's token, made now when they have none. Two first views at once both read the
 * one that landed: the insert gives way to an existing row instead of failing on the key.
 */
export async function feedTokenOf(db: Db, teacherId: string, now: Date): Promise<string> {
  await db
    .insertInto('calendar_feeds')
    .values({ teacher_id: teacherId, token: newFeedToken(), created_at: now.toISOString() })
    .onConflict((conflict) => conflict.column('teacher_id').doNothing())
    .execute();
  const row = await db
    .selectFrom('calendar_feeds')
    .select('token')
    .where('teacher_id', '=', teacherId)
    .executeTakeFirstOrThrow();
  return row.token;
}

/** A new token in place of the old one, which stops working at once; audited. */
export async function resetFeedToken(
  db: Db,
  teacherId: string,
  actor: AuditActor,
  now: Date,
): Promise<string> {
  const token = newFeedToken();
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('calendar_feeds')
      .values({ teacher_id: teacherId, token, created_at: now.toISOString() })
      .onConflict((conflict) =>
        conflict.column('teacher_id').doUpdateSet({ token, created_at: now.toISOString() }),
      )
      .execute();
    // The address itself stays out of the log: whoever reads the log must not subscribe with it.
    await recordAudit(trx, { actor, now }, { action: 'calendar.feed.reset', target: actor.name });
  });
  return token;
}

/** Whose address this is, or null for an unknown or replaced token. */
export async function teacherOfFeedToken(db: Db, token: string): Promise<string | null> {
  const row = await db
    .selectFrom('calendar_feeds')
    .select('teacher_id')
    .where('token', '=', token)
    .executeTakeFirst();
  return row?.teacher_id ?? null;
}

/** The teacher's lessons around `today` (Seoul) as feed events. */
export async function feedEvents(
  db: Db,
  teacherId: string,
  today: string,
  host: string,
): Promise<FeedEvent[]> {
  const { from, to } = feedRange(today);
  const occurrences = await listOccurrences(db, [teacherId], from, to);
  return occurrences.map((occurrence) => feedEvent(occurrence, host));
}
