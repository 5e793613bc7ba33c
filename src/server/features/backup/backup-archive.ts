/**
 * The backup archive (docs/decisions/042): `studio-backup-<Seoul time>.tar.gz` holding
 * `manifest.json` (format, version, when, the database kind, the migrations, every table's row
 * count and every other file's SHA-256), the database — `studio.db` (SQLite's online backup, a
 * consistent copy while the server keeps writing) or, on PostgreSQL, `tables/<name>.jsonl` read
 * from one snapshot (pg-export.ts, decision 086) — and `uploads/<name>` (the uploaded images,
 * when they live on disk; in the database they are inside it).
 *
 * Reading checks everything before anything is written: gzip, tar, the manifest and each file's
 * size and SHA-256 against it, and that every path is one the data folder holds. Restoring then
 * extracts into a folder beside the target, checks the copies once more and the database's
 * integrity, and only then moves them into the (empty) data folder.
 */
import { createHash, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import SqliteDatabase from 'better-sqlite3';
import type pg from 'pg';
import * as tar from 'tar';
import {
  type ArchiveProblem,
  BACKUP_FORMAT,
  BACKUP_FORMAT_VERSION,
  type BackupManifest,
  checkManifest,
  compareWithManifest,
  DATABASE_NAME,
  isArchivePath,
  MANIFEST_NAME,
  type ManifestFile,
  SECRET_KEY_PATHS,
} from '#shared/backup-rules.ts';
import { parseJsonOr } from '#shared/json.ts';
import { type DatabaseDump, dumpPostgres } from './pg-export.ts';

export type ArchiveRefusal =
  | ArchiveProblem
  | 'not_gzip'
  | 'not_tar'
  | 'truncated'
  | 'manifest_missing'
  | 'target_not_empty'
  | 'database_damaged'
  | 'rows_differ'
  | 'file_unreadable'
  | 'database_other'
  | 'migrations_unknown'
  | 'schema_not_empty';

/** An archive (or a target folder) refused; `code` is `backup.<reason>` in the messages. */
export class ArchiveRefused extends Error {
  readonly code: `backup.${ArchiveRefusal}`;
  /** What exactly differs (a table and its two counts), for the drill's record and the command. */
  constructor(
    readonly reason: ArchiveRefusal,
    readonly detail: string | null = null,
  ) {
    super(`backup.${reason}`);
    this.name = 'ArchiveRefused';
    this.code = `backup.${reason}`;
  }
}

/** A manifest larger than this is no manifest of ours. */
const MANIFEST_MAX_BYTES = 32 * 1024 * 1024;

async function sha256Of(file: string): Promise<ManifestFile['sha256']> {
  const hash = createHash('sha256');
  for await (const chunk of fs.createReadStream(file)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

export async function describeFile(root: string, relative: string): Promise<ManifestFile> {
  const file = path.join(root, relative);
  const { size } = await fsp.stat(file);
  return { path: relative, size, sha256: await sha256Of(file) };
}

/** The database's own tables, by name. */
const tableNames = (copy: SqliteDatabase.Database) =>
  copy
    .prepare("select name from sqlite_master where type = 'table' and name not like 'sqlite_%' order by name")
    .pluck()
    .all() as string[];

const countRows = (copy: SqliteDatabase.Database, table: string) =>
  copy
    .prepare(`select count(*) from "${table.replaceAll('"', '""')}"`)
    .pluck()
    .get() as number;

/** The migrations applied and every table's row count, read from the copy itself. */
function describeDatabase(file: string): { migrations: string[]; tables: Record<string, number> } {
  const copy = new SqliteDatabase(file);
  try {
    // A standalone file: no write-ahead log beside it to forget.
    copy.pragma('journal_mode = DELETE');
    const names = tableNames(copy);
    const tables = Object.fromEntries(names.map((name) => [name, countRows(copy, name)]));
    const migrations = names.includes('kysely_migration')
      ? (copy.prepare('select name from kysely_migration order by name').pluck().all() as string[])
      : [];
    return { migrations, tables };
  } finally {
    copy.close();
  }
}

/** Upload names in the folder that an archive may carry (half-written `.tmp` files are not). */
async function listUploads(uploadsDir: string | null): Promise<string[]> {
  if (!uploadsDir) return [];
  let names: string[];
  try {
    names = await fsp.readdir(uploadsDir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  const files: string[] = [];
  for (const name of names.sort()) {
    if (!isArchivePath(`uploads/${name}`)) continue;
    const stat = await fsp.lstat(path.join(uploadsDir, name));
    if (stat.isFile()) files.push(name);
  }
  return files;
}

/** A link where the file system allows one (uploads never change once written), else a copy. */
async function linkOrCopy(from: string, to: string): Promise<void> {
  try {
    await fsp.link(from, to);
  } catch {
    await fsp.copyFile(from, to);
  }
}

export interface BackupSource {
  /** The live SQLite connection (its online backup API copies it while it is in use). */
  sqlite?: SqliteDatabase.Database;
  /** Or the PostgreSQL pool, whose schema is exported from one snapshot. */
  postgres?: pg.Pool;
  /** DATA_DIR/uploads when images live on disk; null when they live in the database. */
  uploadsDir: string | null;
  /** DATA_DIR, whose secrets/ key files the archive carries; null for an archive without them. */
  keysFrom?: string | null;
}

/** The key files of DATA_DIR/secrets there are, as archive paths. */
async function listKeyFiles(dataDir: string | null | undefined): Promise<string[]> {
  if (!dataDir) return [];
  const found: string[] = [];
  for (const relative of SECRET_KEY_PATHS) {
    const stat = await fsp.lstat(path.join(dataDir, relative)).catch(() => null);
    if (stat?.isFile()) found.push(relative);
  }
  return found;
}

/** The database's own files into the staging folder: SQLite's copy, or PostgreSQL's tables. */
async function dumpDatabase(source: BackupSource, staging: string): Promise<DatabaseDump> {
  if (source.postgres) return dumpPostgres(source.postgres, staging);
  if (!source.sqlite) throw new Error('a backup needs a database');
  await source.sqlite.backup(path.join(staging, DATABASE_NAME));
  return { ...describeDatabase(path.join(staging, DATABASE_NAME)), paths: [DATABASE_NAME] };
}

/**
 * Writes one archive to `file` (through `<file>.partial` and a rename, so no reader sees half
 * an archive) and answers its manifest.
 */
export async function writeBackup(source: BackupSource, file: string, now: Date): Promise<BackupManifest> {
  const staging = await fsp.mkdtemp(path.join(os.tmpdir(), 'studio-backup-'));
  const partial = `${file}.${randomUUID().slice(0, 8)}.partial`;
  try {
    const { migrations, tables, paths: databasePaths } = await dumpDatabase(source, staging);
    // After the database: an upload is written before any row names it, so every picture the
    // copy refers to is already in the folder.
    const uploads = await listUploads(source.uploadsDir);
    if (uploads.length > 0) await fsp.mkdir(path.join(staging, 'uploads'));
    for (const name of uploads) {
      await linkOrCopy(path.join(source.uploadsDir as string, name), path.join(staging, 'uploads', name));
    }
    const keys = await listKeyFiles(source.keysFrom);
    if (keys.length > 0) await fsp.mkdir(path.join(staging, 'secrets'), { mode: 0o700 });
    for (const relative of keys)
      await fsp.copyFile(path.join(source.keysFrom as string, relative), path.join(staging, relative));
    const paths = [...databasePaths, ...keys, ...uploads.map((name) => `uploads/${name}`)];
    const files: ManifestFile[] = [];
    for (const relative of paths) files.push(await describeFile(staging, relative));
    const manifest: BackupManifest = {
      format: BACKUP_FORMAT,
      version: BACKUP_FORMAT_VERSION,
      createdAt: now.toISOString(),
      database: source.postgres ? 'postgres' : 'sqlite',
      migrations,
      tables,
      files,
    };
    await fsp.writeFile(path.join(staging, MANIFEST_NAME), `${JSON.stringify(manifest, null, 2)}\n`);
    await fsp.mkdir(path.dirname(file), { recursive: true });
    await tar.create({ gzip: true, portable: true, cwd: staging, file: partial }, [MANIFEST_NAME, ...paths]);
    await fsp.rename(partial, file);
    return manifest;
  } finally {
    await fsp.rm(partial, { force: true });
    await fsp.rm(staging, { recursive: true, force: true });
  }
}

async function startsAsGzip(file: string): Promise<boolean> {
  const handle = await fsp.open(file, 'r').catch(() => {
    throw new ArchiveRefused('file_unreadable');
  });
  try {
    const head = Buffer.alloc(2);
    const { bytesRead } = await handle.read(head, 0, 2, 0);
    return bytesRead === 2 && head[0] === 0x1f && head[1] === 0x8b;
  } finally {
    await handle.close();
  }
}

/**
 * Reads the whole archive once, writing nothing: answers its manifest when every check holds,
 * else throws ArchiveRefused with the first problem found.
 */
export async function verifyArchive(file: string): Promise<BackupManifest> {
  if (!(await startsAsGzip(file))) throw new ArchiveRefused('not_gzip');
  let refusal: ArchiveRefusal | null = null;
  const refuse = (reason: ArchiveRefusal) => {
    refusal ??= reason;
  };
  let manifestBytes: Buffer | null = null;
  const found: ManifestFile[] = [];

  const parser = new tar.Parser({
    strict: true,
    onReadEntry: (entry) => {
      const isFile = entry.type === 'File' || entry.type === 'OldFile';
      if (refusal || !isFile || !isArchivePath(entry.path)) {
        if (!refusal && (!isFile || !isArchivePath(entry.path))) refuse('path_unsafe');
        entry.resume();
        return;
      }
      const hash = createHash('sha256');
      const chunks: Buffer[] = [];
      let size = 0;
      const isManifest = entry.path === MANIFEST_NAME;
      entry.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (isManifest) {
          if (size > MANIFEST_MAX_BYTES) refuse('manifest_invalid');
          else chunks.push(chunk);
        } else hash.update(chunk);
      });
      entry.on('end', () => {
        if (isManifest) {
          if (manifestBytes) refuse('file_unlisted');
          manifestBytes = Buffer.concat(chunks);
        } else found.push({ path: entry.path, size, sha256: hash.digest('hex') });
      });
    },
  });

  await new Promise<void>((resolve) => {
    const input = fs.createReadStream(file);
    const gunzip = zlib.createGunzip();
    let settled = false;
    const finish = () => {
      if (settled) return;
      settled = true;
      input.destroy();
      gunzip.destroy();
      resolve();
    };
    input.on('error', () => {
      refuse('file_unreadable');
      finish();
    });
    // gzip's and tar's own complaints as the owner reads them: cut short, or not an archive of ours.
    gunzip.on('error', (error: NodeJS.ErrnoException) => {
      refuse(error.code === 'Z_BUF_ERROR' ? 'truncated' : 'not_tar');
      finish();
    });
    parser.on('error', (error: Error) => {
      refuse(/truncated/i.test(error.message) ? 'truncated' : 'not_tar');
      finish();
    });
    parser.on('end', finish);
    gunzip.on('data', (chunk: Buffer) => {
      if (!settled) parser.write(chunk);
    });
    gunzip.on('end', () => {
      if (!settled) parser.end();
    });
    input.pipe(gunzip);
  });

  if (refusal) throw new ArchiveRefused(refusal);
  if (!manifestBytes) throw new ArchiveRefused('manifest_missing');
  // Text that is not JSON reads as null, which the check refuses as manifest_invalid.
  const checked = checkManifest(parseJsonOr((manifestBytes as Buffer).toString('utf8'), null));
  if (!checked.ok) throw new ArchiveRefused(checked.problem);
  const problem = compareWithManifest(checked.manifest.files, found);
  if (problem) throw new ArchiveRefused(problem);
  return checked.manifest;
}

/** True when the folder does not exist or holds nothing. */
export async function isEmptyFolder(folder: string): Promise<boolean> {
  try {
    const stat = await fsp.stat(folder);
    if (!stat.isDirectory()) return false;
    return (await fsp.readdir(folder)).length === 0;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return true;
    throw error;
  }
}

export interface RestoredCounts {
  tables: number;
  rows: number;
}

/**
 * Opens a restored SQLite copy, runs its integrity check and compares every table's row count
 * with the manifest (and finds no table the manifest does not name); answers what it compared.
 */
export function checkRestoredDatabase(file: string, manifest: BackupManifest): RestoredCounts {
  let copy: SqliteDatabase.Database | null = null;
  try {
    copy = new SqliteDatabase(file, { fileMustExist: true });
    const integrity = copy.pragma('integrity_check', { simple: true });
    if (integrity !== 'ok')
      throw new ArchiveRefused('database_damaged', `integrity_check: ${String(integrity)}`);
    const present = tableNames(copy);
    const extra = present.filter((name) => !(name in manifest.tables));
    if (extra.length > 0) throw new ArchiveRefused('rows_differ', `백업 목록에 없는 표: ${extra.join(', ')}`);
    let rows = 0;
    for (const [name, count] of Object.entries(manifest.tables)) {
      if (!present.includes(name))
        throw new ArchiveRefused('rows_differ', `${name} 표: 백업 목록 ${count}행, 복원본에는 표가 없음`);
      const restored = countRows(copy, name);
      if (restored !== count)
        throw new ArchiveRefused('rows_differ', `${name} 표: 백업 목록 ${count}행, 복원본 ${restored}행`);
      rows += restored;
    }
    return { tables: present.length, rows };
  } catch (error) {
    if (error instanceof ArchiveRefused) throw error;
    throw new ArchiveRefused('database_damaged', (error as Error).message.slice(0, 200));
  } finally {
    copy?.close();
  }
}

/** Key files readable by the server's user only, as the server made them. */
export async function lockKeyFiles(folder: string, listed: Set<string>): Promise<void> {
  const keys = SECRET_KEY_PATHS.filter((relative) => listed.has(relative));
  if (keys.length === 0) return;
  await fsp.chmod(path.join(folder, 'secrets'), 0o700);
  for (const relative of keys) await fsp.chmod(path.join(folder, relative), 0o600);
}

/**
 * Extracts a checked archive's listed files into `staging` and checks the copies themselves
 * against the manifest (the file could have changed since it was read).
 */
export async function extractChecked(file: string, manifest: BackupManifest, staging: string): Promise<void> {
  const listed = new Set(manifest.files.map((entry) => entry.path));
  await tar.extract({
    file,
    cwd: staging,
    strict: true,
    preserveOwner: false,
    filter: (entryPath) => listed.has(entryPath),
  });
  const copies: ManifestFile[] = [];
  for (const entry of manifest.files) {
    try {
      copies.push(await describeFile(staging, entry.path));
    } catch {
      throw new ArchiveRefused('file_missing');
    }
  }
  const problem = compareWithManifest(manifest.files, copies);
  if (problem) throw new ArchiveRefused(problem);
}

/**
 * Restores an archive into `dataDir`, which must be empty or not exist. Refused — with nothing
 * written — when the folder holds anything or the archive fails a check.
 */
export async function restoreArchive(file: string, dataDir: string): Promise<BackupManifest> {
  const target = path.resolve(dataDir);
  if (!(await isEmptyFolder(target))) throw new ArchiveRefused('target_not_empty');
  const manifest = await verifyArchive(file);
  // A PostgreSQL archive goes back into PostgreSQL (pg-restore.ts).
  if (manifest.database !== 'sqlite') throw new ArchiveRefused('database_other');
  const listed = new Set(manifest.files.map((entry) => entry.path));

  const parent = path.dirname(target);
  await fsp.mkdir(parent, { recursive: true });
  const staging = await fsp.mkdtemp(path.join(parent, '.studio-restore-'));
  try {
    await extractChecked(file, manifest, staging);
    checkRestoredDatabase(path.join(staging, DATABASE_NAME), manifest);
    await lockKeyFiles(staging, listed);

    if (!(await isEmptyFolder(target))) throw new ArchiveRefused('target_not_empty');
    if (!fs.existsSync(target)) {
      await fsp.rename(staging, target);
    } else {
      for (const name of await fsp.readdir(staging)) {
        await fsp.rename(path.join(staging, name), path.join(target, name));
      }
    }
    return manifest;
  } finally {
    await fsp.rm(staging, { recursive: true, force: true });
  }
}
