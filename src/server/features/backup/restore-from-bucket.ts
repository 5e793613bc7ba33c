/**
 * `npm run restore -- --from-bucket` (docs/operations.md, "서버를 잃었을 때"): on a new machine,
 * with the 복구 키 sheet and nothing else, the bucket's backups are listed, the newest whole one
 * (or `--key`) is downloaded, decrypted with the passphrase and checked, then restored as the
 * site's settings say: into DATA_DIR on SQLite, into DATABASE_URL's (empty) schema on
 * PostgreSQL. The settings come from the environment (BACKUP_S3_*, BACKUP_PASSPHRASE) or are
 * asked for, the secret ones without echo.
 */
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { BackupManifest } from '#shared/backup-rules.ts';
import { parseBackupFileName } from '#shared/backup-rules.ts';
import { messageFor } from '#shared/messages/ko.ts';
import { backupTargetRequest } from '#shared/schemas/backup.ts';
import { formatSeoulDateTime } from '#shared/time.ts';
import type { Config } from '../../config.ts';
import { DecryptRefused } from './archive-crypto.ts';
import { ArchiveRefused, restoreArchive } from './backup-archive.ts';
import { ENCRYPTED_SUFFIX, seoulStampToIso } from './offsite.ts';
import { fetchArchive, listOffsiteBackups } from './offsite-fetch.ts';
import { restorePostgresArchive } from './pg-restore.ts';
import { Bucket, BucketError } from './s3-bucket.ts';

export interface Prompter {
  log(line: string): void;
  error(line: string): void;
  /** Asks on the terminal; `secret` answers are not echoed. Null when there is no terminal. */
  ask?(question: string, options: { secret: boolean }): Promise<string | null>;
}

/** What the 복구 키 sheet lists, by the environment variable that may carry it. */
const FIELDS = [
  { key: 'endpoint', env: 'BACKUP_S3_ENDPOINT', label: '저장소 주소 (Endpoint)', secret: false },
  { key: 'region', env: 'BACKUP_S3_REGION', label: '리전 (Region)', secret: false },
  { key: 'bucket', env: 'BACKUP_S3_BUCKET', label: '버킷 (Bucket)', secret: false },
  { key: 'prefix', env: 'BACKUP_S3_PREFIX', label: '폴더 (Prefix, 없으면 빈 칸)', secret: false },
  { key: 'accessKeyId', env: 'BACKUP_S3_ACCESS_KEY_ID', label: '접근 키 (Access Key ID)', secret: false },
  {
    key: 'secretAccessKey',
    env: 'BACKUP_S3_SECRET_ACCESS_KEY',
    label: '비밀 키 (Secret Access Key)',
    secret: true,
  },
  { key: 'passphrase', env: 'BACKUP_PASSPHRASE', label: '백업 암호 (복구 키)', secret: true },
] as const;

type Answers = Record<(typeof FIELDS)[number]['key'], string>;

export class RestoreStopped extends Error {}

async function gather(env: NodeJS.ProcessEnv, out: Prompter): Promise<Answers> {
  const answers: Partial<Answers> = {};
  for (const field of FIELDS) {
    let value = env[field.env];
    if (value === undefined) {
      const asked = out.ask ? await out.ask(`${field.label}: `, { secret: field.secret }) : null;
      if (asked === null)
        throw new RestoreStopped(
          `${field.label}을(를) 입력받을 수 없습니다: ${field.env}로 주세요. (Set ${field.env}.)`,
        );
      value = asked;
    }
    answers[field.key] = value.trim();
  }
  const parsed = backupTargetRequest.safeParse({ ...answers, generatePassphrase: false });
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new RestoreStopped(
      messageFor((issue?.message ?? 'invalid_input') as Parameters<typeof messageFor>[0]),
    );
  }
  if (!answers.secretAccessKey) throw new RestoreStopped(messageFor('backup.secret_key_required'));
  if (!answers.passphrase) throw new RestoreStopped(messageFor('backup.passphrase_invalid'));
  return answers as Answers;
}

/** An archive restored where the site's settings say: DATABASE_URL's schema, else DATA_DIR. */
export function restoreAsConfigured(file: string, config: Config): Promise<BackupManifest> {
  return config.databaseUrl
    ? restorePostgresArchive(file, { url: config.databaseUrl, dataDir: config.dataDir })
    : restoreArchive(file, config.dataDir);
}

/** The object `--key` names: an archive name, with or without `.enc`. */
function chosenArchive(key: string): string {
  return key.endsWith(ENCRYPTED_SUFFIX) ? key.slice(0, -ENCRYPTED_SUFFIX.length) : key;
}

export async function restoreFromBucket(
  config: Config,
  env: NodeJS.ProcessEnv,
  key: string | null,
  out: Prompter,
): Promise<BackupManifest> {
  const { passphrase, ...settings } = await gather(env, out);
  const started = Date.now();
  const folder = await fsp.mkdtemp(path.join(os.tmpdir(), 'studio-from-bucket-'));
  const bucket = await Bucket.open(settings, config.outbound);
  try {
    const backups = await listOffsiteBackups(bucket);
    out.log(`버킷의 백업 ${backups.length}개 (새것부터):`);
    for (const backup of backups.slice(0, 10)) {
      const when = parseBackupFileName(backup.archive);
      const at = when ? formatSeoulDateTime(seoulStampToIso(when.stamp)) : '';
      out.log(`  ${backup.name}  ${at}  ${(backup.size / 1024 / 1024).toFixed(1)} MB`);
    }
    const archive = key ? chosenArchive(key) : backups[0]?.archive;
    if (!archive) throw new RestoreStopped(messageFor('backup.drill_no_archive'));
    if (!backups.some((backup) => backup.archive === archive))
      throw new RestoreStopped(`버킷에 그런 백업이 없습니다: ${archive} (No such backup in the bucket.)`);
    out.log(`내려받는 중: ${archive}${ENCRYPTED_SUFFIX}`);
    const fetched = await fetchArchive(bucket, archive, passphrase, folder);
    out.log(`복호화하고 검사했습니다 (${Date.now() - started} ms). 복원하는 중…`);
    return await restoreAsConfigured(fetched.file, config);
  } finally {
    bucket.close();
    await fsp.rm(folder, { recursive: true, force: true });
  }
}

/** A refusal of the way back in Korean, or null for an error that is no refusal. */
export function refusalText(error: unknown): string | null {
  if (error instanceof RestoreStopped) return error.message;
  if (error instanceof ArchiveRefused)
    return error.detail ? `${messageFor(error.code)} (${error.detail})` : messageFor(error.code);
  if (error instanceof DecryptRefused) return messageFor(error.code);
  if (error instanceof BucketError) return `${messageFor(error.code)} (${error.detail.slice(0, 200)})`;
  return null;
}
