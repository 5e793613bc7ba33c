/**
 * The nightly backup inside the server process: croner, at BACKUP_TIME (03:30 by default) in
 * Asia/Seoul, into DATA_DIR/backups, then the rotation (BACKUP_KEEP_DAILY, BACKUP_KEEP_MONTHLY).
 * BACKUP_NIGHTLY=false turns it off; on PostgreSQL there is none (pg_dump, README). A run waits
 * for a download that is being made, and a run still going when the next is due is skipped.
 */
import { Cron } from 'croner';
import type { FastifyInstance } from 'fastify';
import { nightlyPattern } from '#shared/backup-rules.ts';
import type { Config } from '../../config.ts';
import type { BackupService } from './backup-service.ts';

export function startNightlyBackups(
  app: FastifyInstance,
  service: BackupService,
  settings: Config['backup'],
): void {
  const pattern = nightlyPattern(settings.time);
  if (!settings.nightly || !service.supported || !pattern) return;
  const job = new Cron(
    pattern,
    { timezone: 'Asia/Seoul', protect: true, unref: true, paused: true },
    async () => {
      try {
        const { name, offsite } = await service.runKept(app.clock.now(), 'nightly');
        app.log.info({ file: name, offsite: offsite.state }, 'nightly backup written');
      } catch (error) {
        app.log.error({ err: error }, 'nightly backup failed');
      }
    },
  );
  service.nextRun = () => job.nextRun();
  app.addHook('onReady', async () => {
    job.resume();
  });
  app.addHook('onClose', async () => {
    job.stop();
  });
}
