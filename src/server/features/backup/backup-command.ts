/**
 * `npm run backup` and `npm run restore <file>` (scripts/backup.mjs, scripts/restore.mjs;
 * docs/decisions/042, 086). Both read the server's own settings (the environment or .env:
 * DATA_DIR, DATABASE_URL, UPLOAD_STORAGE, BACKUP_KEEP_*), as `npm run reset-owner` does.
 *
 * backup: one archive into DATA_DIR/backups while the server keeps running (SQLite's online
 * backup, or PostgreSQL's tables from one snapshot), then the nightly rotation; prints the
 * archive's path on a line of its own.
 * restore: checks the whole archive first, then restores it: on SQLite into DATA_DIR, which
 * must be empty or not exist; on PostgreSQL into DATABASE_URL's schema, which must hold no
 * table (its key files into DATA_DIR). Any refusal writes nothing. `--from-bucket [--key
 * <name>]` takes the archive from the off-site bucket (restore-from-bucket.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import { messageFor } from '#shared/messages/ko.ts';
import { formatSeoulDateTime } from '#shared/time.ts';
import { readConfig } from '../../config.ts';
import { type DbHandle, openPostgres, openSqlite } from '../../db/connection.ts';
import { type ArchiveRefusal, ArchiveRefused } from './backup-archive.ts';
import { BackupBusy } from './backup-lock.ts';
import { BackupService } from './backup-service.ts';
import { type Prompter, refusalText, restoreAsConfigured, restoreFromBucket } from './restore-from-bucket.ts';
import { askOnTerminal } from './terminal-prompt.ts';

/** The refusals once more in English, for a server's operator. */
const ENGLISH: Record<ArchiveRefusal, string> = {
  not_gzip: 'not a gzip file',
  not_tar: 'not a tar archive, or damaged',
  truncated: 'the archive is truncated',
  manifest_missing: 'manifest.json is missing',
  manifest_invalid: 'manifest.json is invalid',
  format_unknown: 'not a backup of this site (unknown format)',
  version_unsupported: 'a newer backup format than this version of the site reads',
  checksum_mismatch: 'a file does not match its SHA-256 in manifest.json',
  file_missing: 'a file listed in manifest.json is missing',
  file_unlisted: 'the archive holds a file manifest.json does not list',
  path_unsafe: 'a path escapes the data folder or is not allowed',
  target_not_empty: 'the target folder (DATA_DIR) is not empty',
  database_damaged: 'the database in the archive is damaged',
  rows_differ: "a table's row count differs from manifest.json",
  file_unreadable: 'the archive file cannot be read',
  database_other: 'the backup was made on the other kind of database (SQLite or PostgreSQL)',
  migrations_unknown: 'the backup was made by a newer version of the site: update first',
  schema_not_empty: 'the PostgreSQL database (its schema) already holds tables: use an empty one',
};

export async function runBackup(env: NodeJS.ProcessEnv, out: Prompter = console): Promise<number> {
  const config = readConfig(env, out);
  if (!config) return 1;
  // A wrong DATA_DIR must not leave an empty database behind it.
  if (!config.databaseUrl && !fs.existsSync(config.sqliteFile)) {
    out.error(
      `데이터베이스가 없습니다: ${config.sqliteFile}\n서버와 같은 DATA_DIR로 실행하세요. (No database at that path: set DATA_DIR as the server has it.)`,
    );
    return 1;
  }
  const handle: DbHandle = config.databaseUrl
    ? openPostgres(config.databaseUrl)
    : openSqlite(config.sqliteFile);
  try {
    const service = new BackupService(handle, config);
    const started = Date.now();
    const now = new Date();
    const file = await service.lock.run(() => service.writeKept(now, 'command'), { wait: false });
    const size = fs.statSync(file).size;
    out.error(
      `백업을 만들었습니다 (${formatSeoulDateTime(now)}, ${(size / 1024 / 1024).toFixed(1)} MB, ${Date.now() - started} ms):`,
    );
    out.log(file);
    return 0;
  } catch (error) {
    if (error instanceof BackupBusy) {
      out.error(`${messageFor('backup.busy')} (Another backup is running.)`);
      return 1;
    }
    throw error;
  } finally {
    await handle.db.destroy();
  }
}

const USAGE = [
  '사용법: npm run restore -- <백업 파일.tar.gz>  또는  npm run restore -- --from-bucket [--key <백업 이름>]',
  '  SQLite: DATA_DIR은 빈 폴더여야 합니다. PostgreSQL: DATABASE_URL의 데이터베이스(스키마)에 표가 없어야 합니다.',
  'Usage:  npm run restore -- <backup.tar.gz> | --from-bucket [--key <name>]',
];

type RestoreArgs = { file: string } | { fromBucket: true; key: string | null };

function parseArgs(args: readonly string[]): RestoreArgs | null {
  if (args[0] === '--from-bucket') {
    if (args.length === 1) return { fromBucket: true, key: null };
    if (args.length === 3 && args[1] === '--key' && args[2]) return { fromBucket: true, key: args[2] };
    return null;
  }
  const file = args[0];
  if (!file || args.length > 1 || file.startsWith('--')) return null;
  return { file };
}

export async function runRestore(
  env: NodeJS.ProcessEnv,
  args: readonly string[],
  out: Prompter = { log: console.log, error: console.error, ask: askOnTerminal },
): Promise<number> {
  const parsed = parseArgs(args);
  if (!parsed) {
    for (const line of USAGE) out.error(line);
    return 1;
  }
  const config = readConfig(env, out);
  if (!config) return 1;
  const started = Date.now();
  try {
    const manifest =
      'file' in parsed
        ? await restoreAsConfigured(path.resolve(parsed.file), config)
        : await restoreFromBucket(config, env, parsed.key, out);
    const where = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : config.dataDir;
    const uploads = manifest.files.filter((entry) => entry.path.startsWith('uploads/')).length;
    out.log(`복원했습니다: ${where} (${((Date.now() - started) / 1000).toFixed(1)}초)`);
    out.log(
      `  ${formatSeoulDateTime(manifest.createdAt)}의 백업 · 학생 ${manifest.tables.students ?? 0}명 · 사진 파일 ${uploads}개 · 모든 표와 파일의 SHA-256 확인`,
    );
    out.log(`Restored into ${where}. Start the site with the same settings (npm start).`);
    return 0;
  } catch (error) {
    const text = refusalText(error);
    if (text === null) throw error;
    out.error(`복원하지 않았습니다: ${text}`);
    out.error(
      error instanceof ArchiveRefused
        ? `Not restored: ${ENGLISH[error.reason]}. Nothing was written.`
        : 'Not restored. Nothing was written.',
    );
    return 1;
  }
}
