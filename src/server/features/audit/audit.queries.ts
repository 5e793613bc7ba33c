/**
 * Writing and reading the audit log. Other features record their changes through
 * `recordAudit`, inside the same transaction as the change, so a change and its entry
 * land together or not at all.
 */
import type { Kysely } from 'kysely';
import type { AuditAction } from '#shared/audit-actions.ts';
import type { AuditEntry, AuditPage } from '#shared/schemas/audit.ts';
import type { Database } from '../../db/database.ts';
import { readPage } from '../../db/read-page.ts';

export interface AuditActor {
  id: string;
  name: string;
}

/** Who made a change and when: most changes' own input carries both. */
export interface AuditChange {
  actor: AuditActor;
  now: Date;
}

export interface AuditRecord {
  /** One of the list in shared/audit-actions.ts, each with the words the owner reads. */
  action: AuditAction;
  /** What it was done to, by the name a reader knows it by at the time (a student's, a product's). */
  target: string;
  detail?: Record<string, unknown>;
}

/** `db` may be a transaction: pass the one the change is written in. */
export async function recordAudit(
  db: Kysely<Database>,
  { actor, now }: AuditChange,
  record: AuditRecord,
): Promise<void> {
  await db
    .insertInto('audit_log')
    .values({
      at: now.toISOString(),
      actor_id: actor.id,
      actor_name: actor.name,
      action: record.action,
      target: record.target,
      detail: JSON.stringify(record.detail ?? {}),
    })
    .execute();
}

export async function listAudit(db: Kysely<Database>, page: number, pageSize: number): Promise<AuditPage> {
  const { rows, total } = await readPage(
    db.selectFrom('audit_log').selectAll().orderBy('at', 'desc').orderBy('id', 'desc'),
    db.selectFrom('audit_log'),
    page,
    pageSize,
  );
  const items: AuditEntry[] = rows.map((row) => ({
    id: Number(row.id),
    at: row.at,
    actorId: row.actor_id,
    actorName: row.actor_name,
    action: row.action,
    target: row.target,
    detail: JSON.parse(row.detail) as Record<string, unknown>,
  }));
  return { items, page, pageSize, total };
}
