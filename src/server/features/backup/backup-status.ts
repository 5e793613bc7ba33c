/**
 * The last good backup, kept beside the backups (DATA_DIR/backups/last-backup.json): when,
 * made how, and which file. A backup counts once its archive is whole — written to the folder,
 * or sent to the owner's browser to the last byte.
 */
import fsp from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'kysely';
import { BACKUP_SOURCES, type BackupSource as StatusSource } from '#shared/schemas/backup.ts';
import type { Db } from '../../db/database.ts';

export interface LastBackup {
  at: string;
  source: StatusSource;
  file: string;
}

const STATUS_NAME = 'last-backup.json';

export async function readLastBackup(folder: string): Promise<LastBackup | null> {
  try {
    const value = JSON.parse(
      await fsp.readFile(path.join(folder, STATUS_NAME), 'utf8'),
    ) as Partial<LastBackup>;
    if (typeof value.at !== 'string' || Number.isNaN(Date.parse(value.at))) return null;
    return {
      at: value.at,
      source: BACKUP_SOURCES.find((source) => source === value.source) ?? 'download',
      file: typeof value.file === 'string' ? value.file : '',
    };
  } catch {
    return null;
  }
}

export async function writeLastBackup(folder: string, last: LastBackup): Promise<void> {
  await fsp.mkdir(folder, { recursive: true });
  const file = path.join(folder, STATUS_NAME);
  const partial = `${file}.${process.pid}.partial`;
  await fsp.writeFile(partial, `${JSON.stringify(last, null, 2)}\n`);
  await fsp.rename(partial, file);
}

/** When the studio's database was first set up: the first migration's time. */
export async function studioStartedAt(db: Db): Promise<string | null> {
  try {
    const { rows } = await sql<{
      timestamp: string;
    }>`select min(timestamp) as timestamp from kysely_migration`.execute(db);
    const value = rows[0]?.timestamp;
    return value ? new Date(value).toISOString() : null;
  } catch {
    return null;
  }
}
