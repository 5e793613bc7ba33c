/**
 * Work on a croner schedule inside the server process, for as long as the app is up: paused
 * until the app is ready and stopped when it closes, one run at a time (`protect`), never what
 * keeps the process alive (`unref`). A run that fails is logged, and the next one tries again.
 */
import { Cron } from 'croner';
import type { FastifyInstance } from 'fastify';

export interface Schedule {
  pattern: string;
  /** What the log says when a run fails. */
  failure: string;
  /** For patterns that name an hour of the studio's day; without it, the process's own zone. */
  timezone?: 'Asia/Seoul';
}

export function scheduleJob(app: FastifyInstance, schedule: Schedule, run: () => Promise<unknown>): Cron {
  const { pattern, failure, timezone } = schedule;
  const options = { ...(timezone && { timezone }), protect: true, unref: true, paused: true };
  const job = new Cron(pattern, options, async () => {
    try {
      await run();
    } catch (error) {
      app.log.error({ err: error }, failure);
    }
  });
  app.addHook('onReady', async () => {
    job.resume();
  });
  app.addHook('onClose', async () => {
    job.stop();
  });
  return job;
}
