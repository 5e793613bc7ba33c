/**
 * Publishing the studio's details: a new version, its audit entry, all in one transaction.
 *
 * A save names the version it was made from. The check reads the newest version; the
 * primary key (section, version) then settles the race the check cannot see: two saves of
 * version n that both read n both insert n + 1, and the database lets one of them do it. On
 * PostgreSQL the second insert waits for the first to commit and fails; on SQLite the
 * transactions run one after the other, so the second already reads n + 1. Either way the
 * loser hears 409 and writes nothing.
 */
import type { StudioSettings } from '#shared/schemas/site.ts';
import { AppError } from '../../app-error.ts';
import { isUniqueViolation } from '../../db/constraint-errors.ts';
import type { Db } from '../../db/database.ts';
import { type AuditActor, recordAudit } from '../audit/audit.queries.ts';
import {
  findStudioVersion,
  getStudioSettings,
  type PublishedStudio,
  STUDIO_SECTION,
} from './studio.queries.ts';
import { auditChanges, changedFields } from './studio-changes.ts';
import { storeStudio } from './studio-stored.ts';

export interface PublishStudio {
  /** The version the owner's edit started from. */
  expectedVersion: number;
  actor: AuditActor;
  now: Date;
}

type Change = PublishStudio & ({ studio: StudioSettings } | { restore: number });

/** The settings a change publishes, and the version it copies when it is a restore. */
async function settingsOf(
  db: Db,
  change: Change,
): Promise<{ next: StudioSettings; restoredFrom: number | null }> {
  if ('studio' in change) return { next: change.studio, restoredFrom: null };
  const restored = await findStudioVersion(db, change.restore);
  if (!restored) throw new AppError('site.version_not_found', 404);
  return { next: restored.studio, restoredFrom: restored.version };
}

/**
 * Publishes the owner's settings, or with `restore` an earlier version's, as a new version.
 * Settings equal to the published ones publish nothing: the answer is the current version.
 */
export async function publishStudio(db: Db, change: Change): Promise<PublishedStudio> {
  try {
    return await db.transaction().execute(async (trx) => {
      const current = await getStudioSettings(trx);
      if (current.version !== change.expectedVersion) throw new AppError('site.version_conflict', 409);
      const { next, restoredFrom } = await settingsOf(trx, change);
      const changed = changedFields(current.studio, next);
      if (changed.length === 0) return current;

      const version = current.version + 1;
      await trx
        .insertInto('site_content_versions')
        .values({
          section: STUDIO_SECTION,
          version,
          content: storeStudio(next),
          changed_fields: JSON.stringify(changed),
          restored_from: restoredFrom,
          published_at: change.now.toISOString(),
          published_by_id: change.actor.id,
          published_by_name: change.actor.name,
        })
        .execute();
      await recordAudit(trx, {
        actor: change.actor,
        action: restoredFrom === null ? 'site.studio.publish' : 'site.studio.restore',
        target: '학원 정보',
        detail: {
          version,
          ...(restoredFrom === null ? {} : { restoredFrom }),
          changed,
          ...auditChanges(current.studio, next, changed),
        },
        at: change.now,
      });
      return { version, studio: next };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('site.version_conflict', 409);
    throw error;
  }
}
