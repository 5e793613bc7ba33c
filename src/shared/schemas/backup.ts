/** 백업과 전체 데이터 내보내기 (docs/decisions/042): what the owner's page reads. */
import { z } from 'zod';

export const BACKUP_SOURCES = ['nightly', 'download', 'command'] as const;
export type BackupSource = (typeof BACKUP_SOURCES)[number];

export const backupStatusResponse = z.object({
  /** False on PostgreSQL: the site makes no backups there (pg_dump does). */
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
});
export type BackupStatus = z.infer<typeof backupStatusResponse>;
