/**
 * `npm run backup` and `npm run restore <file>` (scripts/backup.mjs, scripts/restore.mjs;
 * docs/decisions/042). Both read the server's own settings (the environment or .env: DATA_DIR,
 * DATABASE_URL, UPLOAD_STORAGE, BACKUP_KEEP_*), as `npm run reset-owner` does.
 *
 * backup: one archive into DATA_DIR/backups while the server keeps running (SQLite's online
 * backup), then the nightly rotation; prints the archive's path on a line of its own. On
 * PostgreSQL it says to use pg_dump and stops.
 * restore: checks the whole archive first, then restores it into DATA_DIR, which must be empty
 * or not exist; any refusal writes nothing.
 */
import fs from 'node:fs';
import path from 'node:path';
import { messageFor } from '#shared/messages/ko.ts';
import { formatSeoulDateTime } from '#shared/time.ts';
import { type Config, ConfigError, loadConfig } from '../../config.ts';
import { openSqlite } from '../../db/connection.ts';
import { type ArchiveRefusal, ArchiveRefused, restoreArchive } from './backup-archive.ts';
import { BackupBusy } from './backup-lock.ts';
import { BackupService } from './backup-service.ts';

interface Output {
  log(line: string): void;
  error(line: string): void;
}

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
};

export const PG_DUMP_HELP = [
  'PostgreSQL을 쓰는 사이트(DATABASE_URL)는 이 명령으로 백업하지 않습니다. pg_dump로 백업해 주세요:',
  '  pg_dump --format=custom --file=studio-$(date +%F).dump "$DATABASE_URL"',
  '복원: pg_restore --clean --if-exists --no-owner --dbname="$DATABASE_URL" studio-YYYY-MM-DD.dump',
  '사진은 데이터베이스 안에 있습니다 (UPLOAD_STORAGE=disk라면 DATA_DIR/uploads 폴더도 복사하세요).',
  'This site runs on PostgreSQL: back it up with pg_dump as above (README, "Backups").',
];

function readConfig(env: NodeJS.ProcessEnv, out: Output): Config | null {
  try {
    return loadConfig(env);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    out.error(error.message);
    return null;
  }
}

export async function runBackup(env: NodeJS.ProcessEnv, out: Output = console): Promise<number> {
  const config = readConfig(env, out);
  if (!config) return 1;
  if (config.databaseUrl) {
    for (const line of PG_DUMP_HELP) out.error(line);
    return 2;
  }
  // A wrong DATA_DIR must not leave an empty database behind it.
  if (!fs.existsSync(config.sqliteFile)) {
    out.error(
      `데이터베이스가 없습니다: ${config.sqliteFile}\n서버와 같은 DATA_DIR로 실행하세요. (No database at that path: set DATA_DIR as the server has it.)`,
    );
    return 1;
  }
  const handle = openSqlite(config.sqliteFile);
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

export async function runRestore(
  env: NodeJS.ProcessEnv,
  args: readonly string[],
  out: Output = console,
): Promise<number> {
  const file = args[0];
  if (!file || args.length > 1) {
    out.error('사용법: DATA_DIR=<빈 폴더> npm run restore <백업 파일.tar.gz>');
    out.error('Usage:  DATA_DIR=<empty folder> npm run restore <backup.tar.gz>');
    return 1;
  }
  const config = readConfig(env, out);
  if (!config) return 1;
  if (config.databaseUrl) {
    out.error(
      'DATABASE_URL이 설정되어 있습니다. 이 명령은 SQLite 데이터 폴더(DATA_DIR)로 복원합니다. PostgreSQL은 pg_restore로 복원하세요. (DATABASE_URL is set: restore PostgreSQL with pg_restore.)',
    );
    return 1;
  }
  try {
    const manifest = await restoreArchive(path.resolve(file), config.dataDir);
    const uploads = manifest.files.length - 1;
    out.log(`복원했습니다: ${config.dataDir}`);
    out.log(
      `  ${formatSeoulDateTime(manifest.createdAt)}의 백업 · 학생 ${manifest.tables.students ?? 0}명 · 사진 파일 ${uploads}개 · 모든 파일의 SHA-256 확인`,
    );
    out.log(`Restored into ${config.dataDir}. Start the site with the same DATA_DIR (npm start).`);
    return 0;
  } catch (error) {
    if (error instanceof ArchiveRefused) {
      out.error(`복원하지 않았습니다: ${messageFor(error.code)}`);
      out.error(`Not restored: ${ENGLISH[error.reason]}. Nothing was written.`);
      return 1;
    }
    throw error;
  }
}
