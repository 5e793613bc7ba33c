/** The restore drills' record (docs/decisions/075): written once per drill, read newest first. */
import type { BackupDrill } from '#shared/schemas/backup.ts';
import type { Db } from '../../db/database.ts';

export type DrillRecord = Omit<BackupDrill, 'id'>;

export async function recordDrill(db: Db, drill: DrillRecord): Promise<BackupDrill> {
  const row = await db
    .insertInto('backup_drills')
    .values({
      started_at: drill.startedAt,
      duration_ms: drill.durationMs,
      source: drill.source,
      archive: drill.archive,
      database: drill.database,
      ok: drill.ok ? 1 : 0,
      tables: drill.tables,
      rows: drill.rows,
      problem: drill.problem,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: row.id, ...drill };
}

export async function listDrills(db: Db, limit = 20): Promise<BackupDrill[]> {
  const rows = await db
    .selectFrom('backup_drills')
    .selectAll()
    .orderBy('started_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    startedAt: row.started_at,
    durationMs: row.duration_ms,
    source: row.source,
    archive: row.archive,
    database: row.database,
    ok: row.ok === 1,
    tables: row.tables,
    rows: row.rows,
    problem: row.problem,
  }));
}

/**
 * Claims a scheduled run by its key (`drill:2026-11-29`): true for the one instance that
 * wrote it first, false for any other.
 */
export async function claimRun(db: Db, key: string, now: Date): Promise<boolean> {
  const result = await db
    .insertInto('backup_claims')
    .values({ key, claimed_at: now.toISOString() })
    .onConflict((conflict) => conflict.column('key').doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}
