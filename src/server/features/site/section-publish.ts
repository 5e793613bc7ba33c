/**
 * Publishing a section: a new version, its audit entry, all in one transaction.
 *
 * A save names the version it was made from. The check reads the newest version; the
 * primary key (section, version) then settles the race the check cannot see: two saves of
 * version n that both read n both insert n + 1, and the database lets one of them do it. On
 * PostgreSQL the second insert waits for the first to commit and fails; on SQLite the
 * transactions run one after the other, so the second already reads n + 1. Either way the
 * loser hears 409 and writes nothing.
 */
import { versionConflictText } from '#shared/messages/site.ts';
import { AppError } from '../../app-error.ts';
import { isUniqueViolation } from '../../db/constraint-errors.ts';
import type { Db } from '../../db/database.ts';
import { type AuditActor, recordAudit } from '../audit/index.ts';
import { versionsWritten } from './published-version-memo.ts';
import { findVersion, getPublished, type Published } from './section.queries.ts';
import { cleanContent, type SiteSection } from './section.ts';
import { auditChanges, changedFields } from './section-changes.ts';
import { storeContent } from './section-stored.ts';

export interface PublishChange {
  /** The version the owner's edit started from. */
  expectedVersion: number;
  actor: AuditActor;
  now: Date;
}

type Change<Content> = PublishChange & ({ content: Content } | { restore: number });

/** The content a change publishes, and the version it copies when it is a restore. */
async function contentOf<Content extends Record<string, unknown>>(
  db: Db,
  section: SiteSection<Content>,
  change: Change<Content>,
): Promise<{ next: Content; restoredFrom: number | null }> {
  if ('content' in change) return { next: change.content, restoredFrom: null };
  const restored = await findVersion(db, section, change.restore);
  if (!restored) throw new AppError('site.version_not_found', 404);
  return { next: restored.content, restoredFrom: restored.version };
}

/**
 * Publishes one section inside the caller's transaction: the version check, the new version
 * and its audit entry. Content equal to the published one publishes nothing.
 */
export async function publishIn<Content extends Record<string, unknown>>(
  trx: Db,
  section: SiteSection<Content>,
  change: Change<Content>,
): Promise<Published<Content>> {
  const current = await getPublished(trx, section);
  if (current.version !== change.expectedVersion) throw conflictIn(section.label);
  const { next: sent, restoredFrom } = await contentOf(trx, section, change);
  // Sanitised here, the one step every save and restore of every route passes.
  const next = cleanContent(section, sent);
  const changed = changedFields(section, current.content, next);
  if (changed.length === 0) return current;

  const version = current.version + 1;
  versionsWritten();
  await trx
    .insertInto('site_content_versions')
    .values({
      section: section.key,
      version,
      content: storeContent(section, next),
      changed_fields: JSON.stringify(changed),
      restored_from: restoredFrom,
      published_at: change.now.toISOString(),
      published_by_id: change.actor.id,
      published_by_name: change.actor.name,
    })
    .execute();
  await recordAudit(trx, change, {
    action: `site.${section.key}.${restoredFrom === null ? 'publish' : 'restore'}`,
    target: section.label,
    detail: {
      version,
      ...(restoredFrom === null ? {} : { restoredFrom }),
      changed,
      ...auditChanges(section, current.content, next, changed),
    },
  });
  return { version, content: next };
}

/** Another save published this section first: the refusal names the section. */
function conflictIn(label: string): AppError {
  return new AppError('site.version_conflict', 409, versionConflictText(label));
}

/**
 * A version another save took first is the same conflict, whichever check saw it. A raced
 * insert does not say which section it was, so a change of several sections gets the
 * general words.
 */
async function asOneChange<T>(db: Db, labels: string[], work: (trx: Db) => Promise<T>): Promise<T> {
  try {
    return await db.transaction().execute(work);
  } catch (error) {
    if (isUniqueViolation(error))
      throw labels.length === 1 ? conflictIn(labels[0]!) : new AppError('site.version_conflict', 409);
    throw error;
  } finally {
    // Committed or rolled back: a version number read while it ran is read again.
    versionsWritten();
  }
}

/**
 * Publishes the owner's content, or with `restore` an earlier version's, as a new version.
 * Content equal to the published one publishes nothing: the answer is the current version.
 */
export async function publishSection<Content extends Record<string, unknown>>(
  db: Db,
  section: SiteSection<Content>,
  change: Change<Content>,
): Promise<Published<Content>> {
  return asOneChange(db, [section.label], (trx) => publishIn(trx, section, change));
}

export interface SectionChange {
  section: SiteSection;
  content: Record<string, unknown>;
  expectedVersion: number;
}

/**
 * Publishes several sections as one change: each against the version it was made from, and
 * if any of them is stale, none of them is published.
 */
export async function publishSections(
  db: Db,
  changes: SectionChange[],
  by: { actor: AuditActor; now: Date },
): Promise<void> {
  const labels = changes.map((change) => change.section.label);
  await asOneChange(db, labels, async (trx) => {
    for (const { section, content, expectedVersion } of changes) {
      await publishIn(trx, section, { content, expectedVersion, ...by });
    }
  });
}
