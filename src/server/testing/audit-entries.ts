/** The audit log as the API tests read it back: one action's entries, oldest first. */
import type { Db } from '../db/database.ts';

/** The entries of `action`, narrowed to one actor or one target where given. */
export async function auditEntries(db: Db, action: string, by: { actor?: string; target?: string } = {}) {
  let query = db.selectFrom('audit_log').selectAll().where('action', '=', action);
  if (by.actor !== undefined) query = query.where('actor_id', '=', by.actor);
  if (by.target !== undefined) query = query.where('target', '=', by.target);
  return query.orderBy('id').execute();
}

/** Every entry about `target`, whatever its action, oldest first: who did what, the detail as stored. */
export async function auditAbout(db: Db, target: string) {
  return db
    .selectFrom('audit_log')
    .select(['actor_id', 'action', 'target', 'detail'])
    .where('target', '=', target)
    .orderBy('id')
    .execute();
}

/** The newest entry of the whole log, or the newest of `action` or about `target` where given. */
export async function latestAuditEntry(db: Db, by: { action?: string; target?: string } = {}) {
  let query = db.selectFrom('audit_log').selectAll();
  if (by.action !== undefined) query = query.where('action', '=', by.action);
  if (by.target !== undefined) query = query.where('target', '=', by.target);
  return query.orderBy('id', 'desc').executeTakeFirstOrThrow();
}
