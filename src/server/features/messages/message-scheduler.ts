/**
 * The outbox's scheduler inside the server process (croner): every 20 seconds it works what is
 * due. `protect` keeps one run at a time in a process — the one worker SQLite has; instances on
 * PostgreSQL share the work through their claims. Started only when the app is built with
 * `messageScheduler` (main.ts does; API tests start it themselves or call runOnce). Every 10
 * minutes it also looks for the calendar's notices (message-scans.ts).
 */
import type { Cron } from 'croner';
import type { FastifyInstance } from 'fastify';
import { scheduleJob } from '../../lib/scheduled-job.ts';
import type { OutboxWorker } from './outbox-worker.ts';

export const WORK_PATTERN = '*/20 * * * * *';
/** The calendar's notices (reminders, expiries) are looked for every 10 minutes. */
export const SCAN_PATTERN = '0 */10 * * * *';

export function startMessageScheduler(
  app: FastifyInstance,
  worker: OutboxWorker,
  scan: () => Promise<number>,
): Cron {
  const job = scheduleJob(app, { pattern: WORK_PATTERN, failure: 'outbox run failed' }, async () => {
    const summary = await worker.runOnce();
    if (summary.sent + summary.failed + summary.retrying + summary.skipped > 0) {
      app.log.info(summary, 'outbox worked');
    }
  });
  scheduleJob(app, { pattern: SCAN_PATTERN, failure: 'message scan failed' }, scan);
  return job;
}
