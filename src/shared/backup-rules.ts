/**
 * The rules of the studio's backups (docs/decisions/042): what an archive is named, which
 * archives the nightly rotation keeps, what a manifest must hold, which paths an archive may
 * carry, and when the owner is warned that the last good backup is old. Pure: the server's
 * archive writer, reader and scheduler apply them.
 */

export const BACKUP_FORMAT = 'onum-studio-backup';
export const BACKUP_FORMAT_VERSION = 1;
/** The file in every archive that lists the others and their SHA-256. */
export const MANIFEST_NAME = 'manifest.json';
/** The SQLite database, at the top of the archive as in the data folder. */
export const DATABASE_NAME = 'studio.db';
/** The database kinds an archive may hold: SQLite's file, or PostgreSQL's tables as rows. */
export type BackupDatabase = 'sqlite' | 'postgres';
/**
 * A PostgreSQL table's rows in an archive: `tables/<name>.jsonl`, one row (PostgreSQL's own
 * JSON of it) a line (docs/decisions/086).
 */
const TABLE_PATH = /^tables\/([a-z_][a-z0-9_]{0,62})\.jsonl$/;

/** `tables/students.jsonl` for the students table. */
export function tableFilePath(table: string): string {
  return `tables/${table}.jsonl`;
}

/** The table a `tables/<name>.jsonl` path holds; null for any other path. */
export function tableOfPath(path: string): string | null {
  return TABLE_PATH.exec(path)?.[1] ?? null;
}
/** The owner is warned when the last good backup is older than this. */
export const BACKUP_STALE_DAYS = 2;

const SEOUL_OFFSET_MS = 9 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;
const NAME_PATTERN = /^studio-backup-(\d{4}-\d{2}-\d{2})_(\d{6})\.tar\.gz$/;
const UPLOAD_PATH = /^uploads\/[A-Za-z0-9][A-Za-z0-9_-]*(\.[A-Za-z0-9]+)?$/;
const SHA256 = /^[a-f0-9]{64}$/;
/**
 * The key files of DATA_DIR/secrets a restored studio needs to open what it sealed (settings
 * secrets) and to check booking PINs: carried by the archives kept on the server and sent
 * off-site encrypted, never by a browser download (docs/decisions/074).
 */
export const SECRET_KEY_PATHS = ['secrets/settings.key', 'secrets/booking-pin.key'] as const;
const MAX_UPLOAD_PATH = 200;

/** `YYYY-MM-DD_HHmmss` of an instant on the Seoul wall clock. */
export function seoulStamp(instant: Date): string {
  const wall = new Date(instant.getTime() + SEOUL_OFFSET_MS).toISOString();
  return `${wall.slice(0, 10)}_${wall.slice(11, 13)}${wall.slice(14, 16)}${wall.slice(17, 19)}`;
}

/** `studio-backup-2026-11-25_033000.tar.gz`: the Seoul time it was made. */
export function backupFileName(instant: Date): string {
  return `studio-backup-${seoulStamp(instant)}.tar.gz`;
}

/** `studio-export-2026-11-25_033000.tar.gz`. */
export function exportFileName(instant: Date): string {
  return `studio-export-${seoulStamp(instant)}.tar.gz`;
}

export interface DatedBackup {
  name: string;
  /** Seoul calendar day, `YYYY-MM-DD`. */
  day: string;
  /** Seoul month, `YYYY-MM`. */
  month: string;
  /** Sorts as the time it was made. */
  stamp: string;
}

/** A backup's date from its name; null for any other file. */
export function parseBackupFileName(name: string): DatedBackup | null {
  const match = NAME_PATTERN.exec(name);
  if (!match) return null;
  const day = match[1] as string;
  return { name, day, month: day.slice(0, 7), stamp: `${day}_${match[2]}` };
}

export interface Rotation {
  keep: string[];
  remove: string[];
}

/**
 * Which backups the rotation keeps: the newest backup of each of the last `daily` days that
 * have one, and the newest of each of the last `monthly` months that have one. Files that are
 * not backups by their name are neither kept nor removed. Both lists newest first.
 */
export function chooseBackupsToKeep(
  names: readonly string[],
  limits: { daily: number; monthly: number },
): Rotation {
  const backups = names
    .map(parseBackupFileName)
    .filter((backup): backup is DatedBackup => backup !== null)
    .sort((a, b) => (a.stamp < b.stamp ? 1 : -1));
  const kept = new Set<string>();
  const days = new Set<string>();
  const months = new Set<string>();
  for (const backup of backups) {
    if (!days.has(backup.day) && days.size < limits.daily) kept.add(backup.name);
    days.add(backup.day);
    if (!months.has(backup.month) && months.size < limits.monthly) kept.add(backup.name);
    months.add(backup.month);
  }
  return {
    keep: backups.filter((backup) => kept.has(backup.name)).map((backup) => backup.name),
    remove: backups.filter((backup) => !kept.has(backup.name)).map((backup) => backup.name),
  };
}

/**
 * A path an archive may carry: the manifest, the database, or an upload directly in uploads/
 * by a plain name. Anything else — absolute, `..`, a backslash, a deeper folder, a hidden or
 * half-written file — could write outside the data folder or where nothing reads it.
 */
export function isArchivePath(path: string): boolean {
  if (path === MANIFEST_NAME || path === DATABASE_NAME) return true;
  if ((SECRET_KEY_PATHS as readonly string[]).includes(path)) return true;
  if (TABLE_PATH.test(path)) return true;
  return path.length <= MAX_UPLOAD_PATH && UPLOAD_PATH.test(path);
}

export interface ManifestFile {
  path: string;
  size: number;
  sha256: string;
}

export interface BackupManifest {
  format: typeof BACKUP_FORMAT;
  version: typeof BACKUP_FORMAT_VERSION;
  createdAt: string;
  database: BackupDatabase;
  migrations: string[];
  tables: Record<string, number>;
  files: ManifestFile[];
}

/** Why an archive is refused; each is a `backup.<problem>` message in Korean. */
export type ArchiveProblem =
  | 'manifest_invalid'
  | 'format_unknown'
  | 'version_unsupported'
  | 'checksum_mismatch'
  | 'file_missing'
  | 'file_unlisted'
  | 'path_unsafe';

export type ManifestCheck = { ok: true; manifest: BackupManifest } | { ok: false; problem: ArchiveProblem };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isCount = (value: unknown): value is number => Number.isSafeInteger(value) && (value as number) >= 0;

function isManifestFile(value: unknown): value is ManifestFile {
  return (
    isRecord(value) &&
    typeof value.path === 'string' &&
    isCount(value.size) &&
    typeof value.sha256 === 'string' &&
    SHA256.test(value.sha256)
  );
}

/** The manifest's own fields, before the archive's files are compared with it. */
export function checkManifest(value: unknown): ManifestCheck {
  if (!isRecord(value)) return { ok: false, problem: 'manifest_invalid' };
  if (value.format !== BACKUP_FORMAT) return { ok: false, problem: 'format_unknown' };
  if (value.version !== BACKUP_FORMAT_VERSION) return { ok: false, problem: 'version_unsupported' };
  const { createdAt, database, migrations, tables, files } = value;
  const valid =
    typeof createdAt === 'string' &&
    !Number.isNaN(Date.parse(createdAt)) &&
    (database === 'sqlite' || database === 'postgres') &&
    Array.isArray(migrations) &&
    migrations.every((name) => typeof name === 'string') &&
    isRecord(tables) &&
    Object.values(tables).every(isCount) &&
    Array.isArray(files) &&
    files.every(isManifestFile);
  if (!valid) return { ok: false, problem: 'manifest_invalid' };
  const paths = files.map((file) => file.path);
  if (paths.some((path) => path === MANIFEST_NAME || !isArchivePath(path)))
    return { ok: false, problem: 'path_unsafe' };
  if (new Set(paths).size !== paths.length) return { ok: false, problem: 'manifest_invalid' };
  // SQLite's archive holds its database file; PostgreSQL's a file for each table it counts.
  const tableFiles = paths.filter((path) => tableOfPath(path) !== null).sort();
  const holdsDatabase =
    database === 'sqlite'
      ? paths.includes(DATABASE_NAME) && tableFiles.length === 0
      : !paths.includes(DATABASE_NAME) &&
        JSON.stringify(tableFiles) === JSON.stringify(Object.keys(tables).map(tableFilePath).sort());
  if (!holdsDatabase) return { ok: false, problem: 'manifest_invalid' };
  return { ok: true, manifest: value as unknown as BackupManifest };
}

/**
 * The files found in an archive (manifest aside) against its manifest: the same paths, each
 * once, with the same size and SHA-256. Null when they agree.
 */
export function compareWithManifest(
  listed: readonly ManifestFile[],
  found: readonly ManifestFile[],
): ArchiveProblem | null {
  const expected = new Map(listed.map((file) => [file.path, file]));
  const seen = new Set<string>();
  for (const file of found) {
    const entry = expected.get(file.path);
    if (!entry || seen.has(file.path)) return 'file_unlisted';
    seen.add(file.path);
    if (entry.size !== file.size || entry.sha256 !== file.sha256) return 'checksum_mismatch';
  }
  return seen.size === expected.size ? null : 'file_missing';
}

/**
 * Whether the owner should be warned: the last good backup (or, when there has been none, the
 * studio's first start) is more than BACKUP_STALE_DAYS before now.
 */
export function backupIsStale(lastGoodAt: string | null, since: string | null, now: Date): boolean {
  const reference = lastGoodAt ?? since;
  if (reference === null) return false;
  return now.getTime() - Date.parse(reference) > BACKUP_STALE_DAYS * DAY_MS;
}

/** `03:30` → croner's `30 3 * * *`; null for anything that is not a time of day. */
export function nightlyPattern(time: string): string | null {
  const match = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(time);
  if (!match) return null;
  return `${Number(match[2])} ${Number(match[1])} * * *`;
}
