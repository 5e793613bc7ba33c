/**
 * The off-site copy (docs/decisions/074): a kept archive, encrypted with the owner's
 * passphrase, goes to the bucket under its own name plus `.enc` (whole or not at all:
 * s3-bucket.ts), then the bucket gets the local rotation. A failed upload is tried again with
 * growing waits (1, 5, 30 minutes, 2 hours), its state in `backup_upload_state` for the pages.
 */
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Selectable } from 'kysely';
import { chooseBackupsToKeep, parseBackupFileName } from '#shared/backup-rules.ts';
import { messageFor } from '#shared/messages/ko.ts';
import type { OffsiteStatus } from '#shared/schemas/backup.ts';
import type { Config } from '../../config.ts';
import type { Database, Db } from '../../db/database.ts';
import type { SecretBox } from '../../lib/secret-box.ts';
import { encryptFile } from './archive-crypto.ts';
import { loadTarget, type StoredTarget } from './backup-target.ts';
import { Bucket, BucketError, classifyBucketError, PARTIAL_FOLDER } from './s3-bucket.ts';

export const ENCRYPTED_SUFFIX = '.enc';
/** Waits before the 2nd, 3rd, 4th and 5th attempt; after the 5th the upload stays failed. */
export const RETRY_DELAYS_MS = [60_000, 5 * 60_000, 30 * 60_000, 2 * 60 * 60_000];
/** Partial objects older than this are an upload that was cut off: the rotation removes them. */
const PARTIAL_MAX_AGE_MS = 24 * 60 * 60 * 1000;

export interface OffsiteObject {
  name: string;
  /** The archive's name without `.enc`. */
  archive: string;
  size: number;
}

/** Backups in the bucket by their names, oldest first; partial uploads and other files are not. */
export function backupObjects(objects: { name: string; size: number }[]): OffsiteObject[] {
  return objects
    .filter((object) => object.name.endsWith(ENCRYPTED_SUFFIX) && !object.name.includes('/'))
    .map((object) => ({ ...object, archive: object.name.slice(0, -ENCRYPTED_SUFFIX.length) }))
    .filter((object) => parseBackupFileName(object.archive) !== null);
}

export interface UploadResult {
  state: 'uploaded' | 'retrying' | 'failed' | 'not_configured';
  message: string;
}

export class OffsiteUploader {
  private timer: NodeJS.Timeout | null = null;
  private closed = false;
  /** Runs after each attempt, for tests waiting on a retry. */
  onAttempt: (result: UploadResult) => void = () => {};

  constructor(
    private readonly db: Db,
    private readonly box: SecretBox,
    private readonly config: Pick<Config, 'backup' | 'outbound'>,
    private readonly now: () => Date,
    private readonly log: {
      warn(object: object, message: string): void;
      info(object: object, message: string): void;
    },
  ) {}

  target(): Promise<StoredTarget | null> {
    return loadTarget(this.db, this.box);
  }

  async openBucket(target: StoredTarget): Promise<Bucket> {
    return Bucket.open(target, this.config.outbound);
  }

  private async writeState(values: Partial<Record<string, string | number | null>>): Promise<void> {
    const row = { ...values, updated_at: this.now().toISOString() };
    await this.db
      .insertInto('backup_upload_state')
      .values({ id: 1, state: 'idle', attempts: 0, ...row })
      .onConflict((conflict) => conflict.column('id').doUpdateSet(row))
      .execute();
  }

  /** Sends a kept archive now (a first attempt); a failure schedules the next. */
  async upload(archive: string): Promise<UploadResult> {
    this.cancelRetry();
    await this.writeState({
      state: 'uploading',
      archive,
      attempts: 0,
      next_attempt_at: null,
      last_error: null,
    });
    return this.attempt(archive, 1);
  }

  private async attempt(archive: string, attempt: number): Promise<UploadResult> {
    const target = await this.target();
    if (!target) {
      await this.writeState({ state: 'idle', archive: null, attempts: 0 });
      return { state: 'not_configured', message: messageFor('backup.target_missing') };
    }
    let result: UploadResult;
    try {
      const createdAt = await this.send(target, archive);
      await this.writeState({
        state: 'idle',
        archive: null,
        attempts: attempt,
        next_attempt_at: null,
        last_error: null,
        last_uploaded_archive: `${archive}${ENCRYPTED_SUFFIX}`,
        last_uploaded_at: this.now().toISOString(),
        last_uploaded_created_at: createdAt,
      });
      this.log.info({ archive, attempt }, 'backup uploaded off-site');
      result = { state: 'uploaded', message: '외부 저장소에 올렸습니다.' };
    } catch (error) {
      const failure = error instanceof BucketError ? error : classifyBucketError(error, 'write');
      const text = `${messageFor(failure.code)} (${failure.detail.slice(0, 200)})`;
      const delay = RETRY_DELAYS_MS[attempt - 1];
      const next = delay === undefined ? null : new Date(this.now().getTime() + delay);
      await this.writeState({
        state: next ? 'retrying' : 'failed',
        archive,
        attempts: attempt,
        next_attempt_at: next?.toISOString() ?? null,
        last_error: text,
      });
      this.log.warn({ archive, attempt, code: failure.code, detail: failure.detail }, 'backup upload failed');
      if (next && delay !== undefined) this.schedule(archive, attempt + 1, delay);
      result = { state: next ? 'retrying' : 'failed', message: text };
    }
    this.onAttempt(result);
    return result;
  }

  private pending: { archive: string; attempt: number } | null = null;

  /** The waiting retry at once (the owner's 다시 올리기, and tests); null when none waits. */
  async retryNow(): Promise<UploadResult | null> {
    const pending = this.pending;
    if (!pending) return null;
    this.cancelRetry();
    return this.attempt(pending.archive, pending.attempt);
  }

  private schedule(archive: string, attempt: number, delay: number): void {
    if (this.closed) return;
    this.cancelRetry();
    this.pending = { archive, attempt };
    this.timer = setTimeout(() => {
      this.timer = null;
      this.pending = null;
      void this.attempt(archive, attempt).catch((error: unknown) =>
        this.log.warn({ err: error }, 'backup upload retry failed'),
      );
    }, delay);
    this.timer.unref();
  }

  private cancelRetry(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.pending = null;
  }

  /**
   * At start: an upload left retrying by the last run is taken up again, and so is one left
   * `uploading` by a process that died in the middle (killed, or the machine went down) when
   * its archive is in this server's folder: its partial object never counted as a backup.
   */
  async resume(): Promise<void> {
    const row = await this.db
      .selectFrom('backup_upload_state')
      .selectAll()
      .where('id', '=', 1)
      .executeTakeFirst();
    if (!row?.archive) return;
    if (row.state === 'uploading') {
      const local = path.join(this.config.backup.dir, row.archive);
      if (parseBackupFileName(row.archive) && (await fsp.stat(local).catch(() => null))?.isFile())
        this.schedule(row.archive, row.attempts + 1, 0);
      return;
    }
    if (row.state !== 'retrying') return;
    const due = row.next_attempt_at ? Date.parse(row.next_attempt_at) - this.now().getTime() : 0;
    this.schedule(row.archive, row.attempts + 1, Math.max(0, due));
  }

  close(): void {
    this.closed = true;
    this.cancelRetry();
  }

  /** Encrypts and uploads one archive of the local folder, then rotates; answers its time. */
  private async send(target: StoredTarget, archive: string): Promise<string> {
    const local = path.join(this.config.backup.dir, archive);
    const folder = await fsp.mkdtemp(path.join(os.tmpdir(), 'studio-offsite-'));
    const bucket = await this.openBucket(target);
    try {
      const sealed = path.join(folder, `${archive}${ENCRYPTED_SUFFIX}`);
      await encryptFile(local, sealed, target.passphrase);
      await bucket.uploadFile(sealed, `${archive}${ENCRYPTED_SUFFIX}`);
      await this.rotate(bucket);
      const parsed = parseBackupFileName(archive);
      return parsed ? seoulStampToIso(parsed.stamp) : this.now().toISOString();
    } finally {
      bucket.close();
      await fsp.rm(folder, { recursive: true, force: true });
    }
  }

  /** The local rotation applied to the bucket, and cut-off uploads cleared. */
  async rotate(bucket: Bucket): Promise<string[]> {
    const objects = await bucket.list();
    const backups = backupObjects(objects);
    const { remove } = chooseBackupsToKeep(
      backups.map((object) => object.archive),
      { daily: this.config.backup.keepDaily, monthly: this.config.backup.keepMonthly },
    );
    for (const archive of remove) await bucket.remove(`${archive}${ENCRYPTED_SUFFIX}`);
    const old = this.now().getTime() - PARTIAL_MAX_AGE_MS;
    for (const object of objects) {
      if (object.name.startsWith(PARTIAL_FOLDER) && (object.lastModified?.getTime() ?? 0) < old)
        await bucket.remove(object.name);
    }
    return remove;
  }

  async status(): Promise<OffsiteStatus> {
    const [target, row] = await Promise.all([
      this.db.selectFrom('backup_target').select('id').where('id', '=', 1).executeTakeFirst(),
      this.db.selectFrom('backup_upload_state').selectAll().where('id', '=', 1).executeTakeFirst(),
    ]);
    return offsiteStatus(target !== undefined, row);
  }
}

/** The upload state as the pages read it; without a row (or an uploader), nothing uploaded yet. */
export function offsiteStatus(
  configured: boolean,
  row?: Selectable<Database['backup_upload_state']>,
): OffsiteStatus {
  return {
    configured,
    state: row?.state ?? 'idle',
    archive: row?.archive ?? null,
    attempts: row?.attempts ?? 0,
    nextAttemptAt: row?.next_attempt_at ?? null,
    lastError: row?.last_error ?? null,
    lastUploadedArchive: row?.last_uploaded_archive ?? null,
    lastUploadedAt: row?.last_uploaded_at ?? null,
    lastUploadedCreatedAt: row?.last_uploaded_created_at ?? null,
  };
}

/** `2026-11-25_033000` (Seoul) → the instant. */
export function seoulStampToIso(stamp: string): string {
  const match = /^(\d{4}-\d{2}-\d{2})_(\d{2})(\d{2})(\d{2})$/.exec(stamp);
  if (!match) return new Date(Number.NaN).toISOString();
  return new Date(`${match[1]}T${match[2]}:${match[3]}:${match[4]}+09:00`).toISOString();
}
