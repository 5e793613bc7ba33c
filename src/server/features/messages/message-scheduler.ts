/**
 * The outbox's scheduler inside the server process (croner): every 20 seconds it works what is
 * due. `protect` keeps one run at a time in a process — the one worker SQLite has; instances on
 * PostgreSQL share the work through their claims. Started only when the app is built with
 * `messageScheduler` (main.ts does; API tests start it themselves or call runOnce). Every 10
 * minutes it also looks for the calendar's notices (message-scans.ts).
 */
import { Cron } from 'croner';
import type { FastifyInstance } from 'fastify';
import type { OutboxWorker } from './outbox-worker.ts';

export const WORK_PATTERN = '*/20 * * * * *';
/** The calendar's notices (reminders, expiries) are looked for every 10 minutes. */
export const SCAN_PATTERN = '0 */10 * * * *';

export function startMessageScheduler(
  app: FastifyInstance,
  worker: OutboxWorker,
  scan: () => Promise<number>,
): Cron {
  const job = new Cron(WORK_PATTERN, { protect: true, unref: true, paused: true }, async () => {
    try {
      const summary = await worker.runOnce();
      if (summary.sent + summary.failed + summary.retrying + summary.skipped > 0) {
        app.log.info(summary, 'outbox worked');
      }
    } catch (error) {
      app.log.error({ err: error }, 'outbox run failed');
    }
  });
  const scans = new Cron(SCAN_PATTERN, { protect: true, unref: true, paused: true }, async () => {
    try {
      await scan();
    } catch (error) {
      app.log.error({ err: error }, 'message scan failed');
    }
  });
  app.addHook('onReady', async () => {
    job.resume();
    scans.resume();
  });
  app.addHook('onClose', async () => {
    job.stop();
    scans.stop();
  });
  return job;
}
