/**
 * The studio's backups as the server runs them (docs/decisions/042): an archive for the owner's
 * download, the nightly archive into DATA_DIR/backups with its rotation, and the status the
 * owner's pages read. On SQLite the archive holds its online copy; on PostgreSQL every table read
 * from one snapshot (pg-export.ts, decision 086).
 */
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import * as tar from 'tar';
import { backupFileName, backupIsStale, chooseBackupsToKeep, exportFileName } from '#shared/backup-rules.ts';
import type { BackupStatus } from '#shared/schemas/backup.ts';
import type { Config } from '../../config.ts';
import type { DbHandle } from '../../db/connection.ts';
import { exportLessonFiles, type LessonFileStore, lessonFileStoreOf } from '../lesson-notes/index.ts';
import { alertOwner, STALE_AFTER_MS, staleText } from './backup-alerts.ts';
import { type BackupSource, writeBackup } from './backup-archive.ts';
import { BackupLock } from './backup-lock.ts';
import { type LastBackup, readLastBackup, studioStartedAt, writeLastBackup } from './backup-status.ts';
import { listDrills } from './drills.queries.ts';
import { buildExportFiles } from './export.queries.ts';
import { type OffsiteUploader, offsiteStatus, type UploadResult } from './offsite.ts';

/** A file made for one response, removed once sent. */
export interface TemporaryArchive {
  file: string;
  name: string;
  size: number;
  remove(): Promise<void>;
}

/** The file `make` writes into a temporary folder of its own (answering its name); the folder goes if it fails. */
async function temporaryArchive(
  prefix: string,
  make: (folder: string) => Promise<string>,
): Promise<TemporaryArchive> {
  const folder = await fsp.mkdtemp(path.join(os.tmpdir(), prefix));
  const remove = () => fsp.rm(folder, { recursive: true, force: true });
  try {
    const name = await make(folder);
    const file = path.join(folder, name);
    return { file, name, size: (await fsp.stat(file)).size, remove };
  } catch (error) {
    await remove();
    throw error;
  }
}

export class BackupService {
  readonly supported: boolean;
  readonly folder: string;
  readonly lock: BackupLock;
  /** The nightly job's next run, when there is one (set by the scheduler). */
  nextRun: () => Date | null = () => null;
  /** The off-site copy, when the server runs one (the routes set it; the commands do not). */
  offsite: OffsiteUploader | null = null;

  constructor(
    private readonly handle: DbHandle,
    private readonly config: Pick<Config, 'backup' | 'uploadStorage' | 'uploadsDir' | 'dataDir'>,
  ) {
    this.supported = handle.dialect === 'sqlite' ? handle.sqlite !== undefined : handle.pgPool !== undefined;
    this.folder = config.backup.dir;
    this.lock = new BackupLock(this.folder);
    this.lessonFiles = lessonFileStoreOf(config);
  }

  /** Where the lesson files' bytes are, for the export. */
  private readonly lessonFiles: LessonFileStore;

  /** With `keys`, the archive carries DATA_DIR/secrets' key files (kept and off-site archives). */
  private source(keys = false): BackupSource {
    if (!this.supported) throw new Error('no database to back up');
    return {
      ...(this.handle.dialect === 'postgres'
        ? { postgres: this.handle.pgPool }
        : { sqlite: this.handle.sqlite }),
      uploadsDir: this.config.uploadStorage === 'disk' ? this.config.uploadsDir : null,
      keysFrom: keys ? this.config.dataDir : null,
    };
  }

  /** A fresh archive in a temporary folder, for one download. Call inside the lock. */
  writeTemporary(now: Date): Promise<TemporaryArchive> {
    return temporaryArchive('studio-download-', async (folder) => {
      const name = backupFileName(now);
      await writeBackup(this.source(), path.join(folder, name), now);
      return name;
    });
  }

  /** An archive into the backups folder (nightly, `npm run backup`); then the rotation. */
  async writeKept(now: Date, source: LastBackup['source']): Promise<string> {
    const name = backupFileName(now);
    const file = path.join(this.folder, name);
    await writeBackup(this.source(true), file, now);
    await this.recordGood({ at: now.toISOString(), source, file: name });
    await this.rotate();
    return file;
  }

  /**
   * A kept archive, then its off-site copy (a first attempt; a failure is retried later): the
   * nightly run, 지금 백업 and the backup after migrations.
   */
  async runKept(
    now: Date,
    source: 'nightly' | 'manual' | 'migration',
  ): Promise<{ name: string; offsite: UploadResult }> {
    const file = await this.lock.run(() => this.writeKept(now, source), { wait: source !== 'manual' });
    const name = path.basename(file);
    const offsite = this.offsite
      ? await this.offsite.upload(name)
      : { state: 'not_configured' as const, message: '' };
    return { name, offsite };
  }

  /**
   * Removes the archives the rotation no longer keeps (answers their names), and any archive a
   * killed process left half-written (`.partial`): it runs inside the lock, so none is being
   * written now.
   */
  async rotate(): Promise<string[]> {
    const names = await fsp.readdir(this.folder).catch(() => [] as string[]);
    for (const name of names.filter((each) => each.endsWith('.partial')))
      await fsp.rm(path.join(this.folder, name), { force: true });
    const { remove } = chooseBackupsToKeep(names, {
      daily: this.config.backup.keepDaily,
      monthly: this.config.backup.keepMonthly,
    });
    for (const name of remove) await fsp.rm(path.join(this.folder, name), { force: true });
    return remove;
  }

  /** The record of the last backup being written, which a status read waits for. */
  private recording: Promise<void> = Promise.resolve();

  async recordGood(last: LastBackup): Promise<void> {
    await this.recordWhen(Promise.resolve(true), last);
  }

  /**
   * A download whose last bytes are on their way: recorded once its response has `finished`
   * (true; an aborted one is not), and until then every status read waits, so the page that
   * has just got the file reads it as the last backup.
   */
  recordWhen(finished: Promise<boolean>, last: LastBackup): Promise<void> {
    const writing = this.recording.then(async () => {
      if (await finished) await writeLastBackup(this.folder, last);
    });
    this.recording = writing.catch(() => undefined);
    return writing;
  }

  /**
   * When the newest copy one could restore from was made: the newest in the bucket when one is
   * set (a copy on this disk dies with it), else the last good local backup or download.
   */
  async newestRestorable(): Promise<string | null> {
    const offsite = await this.offsite?.status();
    if (offsite?.configured) return offsite.lastUploadedCreatedAt;
    return (await readLastBackup(this.folder))?.at ?? null;
  }

  /**
   * Tells the owner (once a day) when the newest restorable copy is over 48 hours old, or
   * there is none 48 hours after the studio started; answers whether a message was queued.
   */
  async warnIfStale(now: Date): Promise<boolean> {
    if (!this.supported) return false;
    const newest = await this.newestRestorable();
    const since = newest ?? (await studioStartedAt(this.handle.db));
    if (since && now.getTime() - Date.parse(since) <= STALE_AFTER_MS) return false;
    const text = staleText(newest, now);
    if (!text) return false;
    return (await alertOwner(this.handle.db, 'stale', text, now)) > 0;
  }

  async status(now: Date): Promise<BackupStatus> {
    await this.recording;
    const nightly = {
      enabled: this.supported && this.config.backup.nightly,
      time: this.config.backup.time,
      nextRunAt: this.nextRun()?.toISOString() ?? null,
      keepDaily: this.config.backup.keepDaily,
      keepMonthly: this.config.backup.keepMonthly,
    };
    const [offsite, drills] = await Promise.all([
      this.offsite?.status() ?? null,
      listDrills(this.handle.db, 1),
    ]);
    const shared = {
      nightly,
      database: this.handle.dialect,
      offsite: offsite ?? offsiteStatus(false),
      lastDrill: drills[0] ?? null,
    };
    if (!this.supported)
      return { supported: false, lastBackupAt: null, lastSource: null, stale: false, ...shared };
    const last = await readLastBackup(this.folder);
    const since = last ? null : await studioStartedAt(this.handle.db);
    return {
      supported: true,
      lastBackupAt: last?.at ?? null,
      lastSource: last?.source ?? null,
      stale: backupIsStale(last?.at ?? null, since, now),
      ...shared,
    };
  }

  /**
   * Every CSV of the export in one `.tar.gz`, read in one transaction so that the files agree
   * with each other (on PostgreSQL a repeatable-read snapshot).
   */
  writeExport(now: Date): Promise<TemporaryArchive> {
    return temporaryArchive('studio-export-', async (folder) => {
      const content = path.join(folder, 'files');
      await fsp.mkdir(content);
      const read = this.handle.db.transaction();
      const { files, lessonFiles } = await (this.handle.dialect === 'postgres'
        ? read.setIsolationLevel('repeatable read')
        : read
      ).execute(async (trx) => ({
        files: await buildExportFiles(trx, this.handle.dialect),
        // The recordings and scores themselves, beside the CSV that lists them.
        lessonFiles: await exportLessonFiles(trx, this.lessonFiles, content),
      }));
      for (const [file, csv] of files) await fsp.writeFile(path.join(content, file), csv);
      const name = exportFileName(now);
      await tar.create({ gzip: true, portable: true, cwd: content, file: path.join(folder, name) }, [
        ...files.keys(),
        ...lessonFiles,
      ]);
      return name;
    });
  }
}
