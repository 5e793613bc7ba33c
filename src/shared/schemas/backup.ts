/** 백업과 전체 데이터 내보내기 (docs/decisions/042): what the owner's page reads. */
import { z } from 'zod';
import { plainText } from './text.ts';

export const BACKUP_SOURCES = ['nightly', 'download', 'command', 'manual', 'migration'] as const;
export type BackupSource = (typeof BACKUP_SOURCES)[number];

/** The off-site bucket (docs/decisions/074). Secrets are never answered, only whether they are set. */
export const PASSPHRASE_MIN = 12;
export const PASSPHRASE_MAX = 200;
const PRINTABLE = /^[\x21-\x7e]+$/;

const endpointField = plainText('backup.endpoint_invalid')
  .max(300, { error: 'backup.endpoint_invalid' })
  .refine(
    (text) => {
      try {
        const url = new URL(text);
        return (
          (url.protocol === 'https:' || url.protocol === 'http:') &&
          url.username === '' &&
          url.password === '' &&
          url.search === '' &&
          url.hash === ''
        );
      } catch {
        return false;
      }
    },
    { error: 'backup.endpoint_invalid' },
  )
  .describe('S3 호환 저장소 주소 (https://…)');

export const backupTargetRequest = z.object({
  endpoint: endpointField,
  region: plainText('backup.region_invalid')
    .regex(/^[A-Za-z0-9-]{1,64}$/, { error: 'backup.region_invalid' })
    .describe('리전 (예: auto, ap-northeast-2, kr-standard)'),
  bucket: plainText('backup.bucket_invalid')
    .regex(/^[a-z0-9][a-z0-9._-]{1,61}[a-z0-9]$/, { error: 'backup.bucket_invalid' })
    .describe('버킷 이름'),
  prefix: plainText('backup.prefix_invalid')
    .max(200, { error: 'backup.prefix_invalid' })
    .regex(/^([A-Za-z0-9_-][A-Za-z0-9._-]*\/?)*$/, { error: 'backup.prefix_invalid' })
    .refine((text) => !text.split('/').includes('..'), { error: 'backup.prefix_invalid' })
    .describe('버킷 안의 폴더 (비워 두면 맨 위)'),
  accessKeyId: plainText('backup.access_key_invalid')
    .max(256, { error: 'backup.access_key_invalid' })
    .regex(PRINTABLE, { error: 'backup.access_key_invalid' }),
  secretAccessKey: plainText('backup.secret_key_invalid')
    .max(256, { error: 'backup.secret_key_invalid' })
    .refine((text) => text === '' || PRINTABLE.test(text), { error: 'backup.secret_key_invalid' })
    .optional()
    .describe('비밀 키; 비워 두면 저장된 키를 그대로 씁니다. 응답에 담기지 않습니다.'),
  passphrase: z
    .string({ error: 'backup.passphrase_invalid' })
    .max(PASSPHRASE_MAX, { error: 'backup.passphrase_too_long' })
    .refine((text) => text === '' || [...text].length >= PASSPHRASE_MIN, {
      error: 'backup.passphrase_too_short',
    })
    .refine((text) => !/[\p{Cc}]/u.test(text), { error: 'text_control' })
    .optional()
    .describe('백업 암호; 비워 두면 저장된 암호를 그대로 씁니다. 응답에 담기지 않습니다.'),
  generatePassphrase: z
    .boolean({ error: 'invalid_input' })
    .optional()
    .describe('true면 서버가 암호를 만들어 이 응답에서 한 번만 보여 줍니다'),
});
export type BackupTargetRequest = z.infer<typeof backupTargetRequest>;

export const backupTargetResponse = z.object({
  configured: z.boolean(),
  endpoint: z.string(),
  region: z.string(),
  bucket: z.string(),
  prefix: z.string(),
  accessKeyId: z.string(),
  secretAccessKeyHint: z.string().nullable(),
  passphraseSet: z.boolean(),
  updatedAt: z.string().nullable(),
});
export type BackupTarget = z.infer<typeof backupTargetResponse>;

export const saveBackupTargetResponse = z.object({
  message: z.string(),
  target: backupTargetResponse,
  /** Only when the server made the passphrase: shown this once, never again. */
  generatedPassphrase: z.string().nullable(),
});
export type SaveBackupTarget = z.infer<typeof saveBackupTargetResponse>;

export const BUCKET_CHECK_STEPS = ['write', 'read', 'delete'] as const;
export const testBackupTargetResponse = z.object({
  ok: z.boolean(),
  /** The step that failed, or null when all three went through. */
  failedStep: z.enum(BUCKET_CHECK_STEPS).nullable(),
  code: z.string().nullable(),
  message: z.string(),
});
export type TestBackupTarget = z.infer<typeof testBackupTargetResponse>;

export const offsiteStatus = z.object({
  configured: z.boolean(),
  /** idle: nothing waiting; uploading; retrying: a failed upload is tried again at nextAttemptAt; failed: given up. */
  state: z.enum(['idle', 'uploading', 'retrying', 'failed']),
  archive: z.string().nullable().describe('올리는 중이거나 다시 올릴 백업'),
  attempts: z.number().int(),
  nextAttemptAt: z.string().nullable(),
  lastError: z.string().nullable(),
  lastUploadedArchive: z.string().nullable(),
  lastUploadedAt: z.string().nullable(),
  /** When the newest copy in the bucket was made: the age of the newest restorable copy. */
  lastUploadedCreatedAt: z.string().nullable(),
});
export type OffsiteStatus = z.infer<typeof offsiteStatus>;

export const runBackupResponse = z.object({
  name: z.string().describe('만든 백업 파일의 이름'),
  offsite: z.object({
    state: z.enum(['uploaded', 'retrying', 'failed', 'not_configured']),
    message: z.string(),
  }),
});
export type RunBackup = z.infer<typeof runBackupResponse>;

export const backupDrill = z.object({
  id: z.number().int(),
  startedAt: z.string(),
  durationMs: z.number().int(),
  /** Where the archive came from: the bucket, or the local folder when no bucket is set. */
  source: z.enum(['offsite', 'local']),
  archive: z.string().nullable(),
  database: z.enum(['sqlite', 'postgres']),
  ok: z.boolean(),
  /** Tables compared with the manifest, and their rows. */
  tables: z.number().int(),
  rows: z.number().int(),
  problem: z.string().nullable().describe('실패했다면 그 까닭 (한국어)'),
});
export type BackupDrill = z.infer<typeof backupDrill>;
export const backupDrillsResponse = z.object({ drills: z.array(backupDrill) });

export const backupStatusResponse = z.object({
  /** False only for a server without a database it can back up (both SQLite and PostgreSQL can). */
  supported: z.boolean(),
  /** The last good backup: an archive written whole (nightly, `npm run backup`, or downloaded). */
  lastBackupAt: z.string().nullable(),
  lastSource: z.enum(BACKUP_SOURCES).nullable(),
  /** True when the last good backup (or the studio's first start, when none) is over 2 days old. */
  stale: z.boolean(),
  nightly: z.object({
    enabled: z.boolean(),
    /** HH:MM in Seoul. */
    time: z.string(),
    nextRunAt: z.string().nullable(),
    keepDaily: z.number().int(),
    keepMonthly: z.number().int(),
  }),
  /** The database the site runs on: both are backed up by the server. */
  database: z.enum(['sqlite', 'postgres']),
  offsite: offsiteStatus,
  lastDrill: backupDrill.nullable(),
});
export type BackupStatus = z.infer<typeof backupStatusResponse>;
