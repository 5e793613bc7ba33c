/**
 * The nightly backup inside the server process: croner, at BACKUP_TIME (03:30 by default) in
 * Asia/Seoul, into DATA_DIR/backups, then the rotation (BACKUP_KEEP_DAILY, BACKUP_KEEP_MONTHLY).
 * BACKUP_NIGHTLY=false turns it off. A run waits for a download that is being made, and a run
 * still going when the next is due is skipped. On PostgreSQL, where several instances may share
 * the database, the night's run is claimed by key, so one of them makes it.
 */
import type { FastifyInstance } from 'fastify';
import { nightlyPattern } from '#shared/backup-rules.ts';
import { seoulDate } from '#shared/time.ts';
import type { Config } from '../../config.ts';
import { scheduleJob } from '../../lib/scheduled-job.ts';
import type { BackupService } from './backup-service.ts';
import { claimRun } from './drills.queries.ts';
import type { RestoreDrills } from './restore-drill.ts';

export function startNightlyBackups(
  app: FastifyInstance,
  service: BackupService,
  settings: Config['backup'],
): void {
  const pattern = nightlyPattern(settings.time);
  if (!settings.nightly || !service.supported || !pattern) return;
  const job = scheduleJob(
    app,
    { pattern, timezone: 'Asia/Seoul', failure: 'nightly backup failed' },
    async () => {
      const now = app.clock.now();
      if (app.dbHandle.dialect === 'postgres' && !(await claimRun(app.db, `nightly:${seoulDate(now)}`, now)))
        return;
      const { name, offsite } = await service.runKept(now, 'nightly');
      app.log.info({ file: name, offsite: offsite.state }, 'nightly backup written');
    },
  );
  service.nextRun = () => job.nextRun();
}

/** The weekly drill: Sundays at 05:00 in Seoul, after the night's backup has gone up. */
export const DRILL_PATTERN = '0 5 * * 0';
/** The age of the newest restorable copy, looked at every hour (a warning at most once a day). */
export const STALE_CHECK_PATTERN = '17 * * * *';

/**
 * The weekly restore drill and the hourly look at the newest restorable copy's age, both in
 * this process and both claimed by key, so of several instances on one database one runs each.
 * Off with BACKUP_NIGHTLY=false, as the backups they watch are.
 */
export function startRestoreDrills(
  app: FastifyInstance,
  service: BackupService,
  drills: RestoreDrills,
  settings: Config['backup'],
): void {
  if (!settings.nightly || !service.supported) return;
  scheduleJob(
    app,
    { pattern: DRILL_PATTERN, timezone: 'Asia/Seoul', failure: 'restore drill failed to run' },
    async () => {
      const now = app.clock.now();
      if (drills.busy || !(await claimRun(app.db, `drill:${seoulDate(now)}`, now))) return;
      const result = await drills.run();
      app.log.info({ archive: result.archive, ok: result.ok, ms: result.durationMs }, 'restore drill done');
    },
  );
  scheduleJob(
    app,
    { pattern: STALE_CHECK_PATTERN, timezone: 'Asia/Seoul', failure: 'backup age not checked' },
    () => service.warnIfStale(app.clock.now()),
  );
}
