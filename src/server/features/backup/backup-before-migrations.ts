/**
 * The archive made at start-up before pending migrations run, so an update that goes wrong has
 * a copy of the studio from just before it to go back to: into the kept backups like the
 * nightly one, SQLite's online copy or PostgreSQL's snapshot export (decision 086).
 */
import type { Config } from '../../config.ts';
import type { DbHandle } from '../../db/connection.ts';
import { BackupService } from './backup-service.ts';

export async function backupBeforeMigrations(
  handle: DbHandle,
  config: Pick<Config, 'backup' | 'uploadStorage' | 'uploadsDir' | 'dataDir'>,
  now: Date,
): Promise<string | null> {
  const service = new BackupService(handle, config);
  if (!service.supported) return null;
  return service.lock.run(() => service.writeKept(now, 'migration'), { wait: true });
}
