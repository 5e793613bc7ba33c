/**
 * The restore drill (docs/decisions/075): the newest off-site archive (the newest in the local
 * folder when no bucket is set) is downloaded, decrypted, checked, restored into a scratch
 * folder, opened, checked for integrity and compared table by table with its manifest. Each
 * drill is recorded, OK or with what failed; a failed one is told to the owner.
 *
 * One drill at a time in a process (a second asked for meanwhile is refused, not queued);
 * a scheduled drill is claimed by key, so of several instances only one runs it.
 */
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseBackupFileName } from '#shared/backup-rules.ts';
import { messageFor } from '#shared/messages/ko.ts';
import type { BackupDrill } from '#shared/schemas/backup.ts';
import { AppError } from '../../app-error.ts';
import type { Db } from '../../db/database.ts';
import { alertOwner } from './backup-alerts.ts';
import { type RestoredCounts, restoreArchive, verifyArchive } from './backup-archive.ts';
import { type DrillRecord, recordDrill } from './drills.queries.ts';
import type { OffsiteUploader } from './offsite.ts';
import { fetchArchive, listOffsiteBackups } from './offsite-fetch.ts';
import { RestoreStopped, refusalText } from './restore-from-bucket.ts';

/** A step's failure as the record and the owner read it. */
function describeFailure(error: unknown): string {
  return (
    refusalText(error) ??
    `${messageFor('backup.drill_failed')} (${String((error as Error)?.message ?? error).slice(0, 200)})`
  );
}

export interface DrillSettings {
  /** The local backups folder, used when no bucket is set. */
  folder: string;
  dialect: BackupDrill['database'];
}

/** Restores one checked archive into a scratch place and compares it; the database's own step. */
export type ScratchRestore = (file: string, scratch: string) => Promise<RestoredCounts>;

/** SQLite: into an empty scratch data folder, through the same restore as the command's. */
export const restoreIntoScratchFolder: ScratchRestore = async (file, scratch) => {
  const manifest = await restoreArchive(file, path.join(scratch, 'data'));
  const tables = Object.keys(manifest.tables).length;
  const rows = Object.values(manifest.tables).reduce((sum, count) => sum + count, 0);
  return { tables, rows };
};

export class RestoreDrills {
  private running: Promise<BackupDrill> | null = null;
  /** Set by the PostgreSQL export, which restores into a scratch schema instead. */
  scratchRestore: ScratchRestore = restoreIntoScratchFolder;

  constructor(
    private readonly db: Db,
    private readonly offsite: OffsiteUploader | null,
    private readonly settings: DrillSettings,
    private readonly clock: () => Date,
    private readonly log: { warn(object: object, message: string): void },
  ) {}

  get busy(): boolean {
    return this.running !== null;
  }

  /** Runs a drill now; refused with 409 while another runs in this process. */
  run(): Promise<BackupDrill> {
    if (this.running) throw new AppError('backup.drill_busy', 409);
    const drill = this.drill().finally(() => {
      this.running = null;
    });
    this.running = drill;
    return drill;
  }

  private async drill(): Promise<BackupDrill> {
    const started = this.clock();
    const startedAt = Date.now();
    const scratch = await fsp.mkdtemp(path.join(os.tmpdir(), 'studio-drill-'));
    const target = await this.offsite?.target();
    let archive: string | null = null;
    let result: Pick<DrillRecord, 'ok' | 'tables' | 'rows' | 'problem'>;
    try {
      let file: string;
      if (target && this.offsite) {
        const bucket = await this.offsite.openBucket(target);
        try {
          const newest = (await listOffsiteBackups(bucket))[0];
          if (!newest) throw new RestoreStopped(messageFor('backup.drill_no_archive'));
          archive = newest.name;
          file = (await fetchArchive(bucket, newest.archive, target.passphrase, scratch)).file;
        } finally {
          bucket.close();
        }
      } else {
        const names = (await fsp.readdir(this.settings.folder).catch(() => [] as string[]))
          .filter((name) => parseBackupFileName(name) !== null)
          .sort();
        const newest = names.at(-1);
        if (!newest) throw new RestoreStopped(messageFor('backup.drill_no_archive'));
        archive = newest;
        file = path.join(this.settings.folder, newest);
        await verifyArchive(file);
      }
      const counts = await this.scratchRestore(file, scratch);
      result = { ok: true, ...counts, problem: null };
    } catch (error) {
      result = { ok: false, tables: 0, rows: 0, problem: describeFailure(error) };
    } finally {
      await fsp.rm(scratch, { recursive: true, force: true });
    }
    const recorded = await recordDrill(this.db, {
      startedAt: started.toISOString(),
      durationMs: Date.now() - startedAt,
      source: target ? 'offsite' : 'local',
      archive,
      database: this.settings.dialect,
      ...result,
    });
    if (!recorded.ok) {
      await alertOwner(
        this.db,
        'drill-failed',
        `복원 훈련이 실패했습니다: ${recorded.problem}`,
        started,
      ).catch((error: unknown) => this.log.warn({ err: error }, 'backup alert not queued'));
    }
    return recorded;
  }
}
