/**
 * The messages feature's part of the app: its worker (`app.outbox`, for the scheduler and for
 * tests), the scheduler when asked for, and its routes: the outbox, its settings and a
 * student's contacts.
 */
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../../config.ts';
import { siteAddress } from '../../lib/site-address.ts';
import { contactsRoutes } from './contacts.routes.ts';
import { runScans, type WeekPractice } from './message-scans.ts';
import { startMessageScheduler } from './message-scheduler.ts';
import { messagesRoutes } from './messages.routes.ts';
import { type OutboxWorker, outboxWorker } from './outbox-worker.ts';
import { liveSenders } from './senders/live-senders.ts';
import { sendersRoutes } from './senders.routes.ts';
import { messageSettingsRoutes } from './settings.routes.ts';

declare module 'fastify' {
  interface FastifyInstance {
    outbox: OutboxWorker;
  }
}

const plugin: FastifyPluginAsync<{
  config: Config;
  scheduler: boolean;
  weekPractice?: WeekPractice;
}> = async (app, { config, scheduler, weekPractice }) => {
  const box = app.settingsBox;
  const senders = liveSenders({
    db: app.db,
    box,
    env: config.messages,
    solapiBaseUrl: config.solapiBaseUrl,
    policy: config.outbound,
    now: () => app.clock.now(),
  });
  const worker = outboxWorker(app.db, app.dialect, senders, () => app.clock.now(), {
    publicUrl: siteAddress(config),
    log: app.log,
  });
  app.decorate('outbox', worker);
  if (scheduler) startMessageScheduler(app, worker, () => runScans(app.db, app.clock.now(), weekPractice));
  app.addHook('onClose', async () => {
    await senders.close();
  });
  await app.register(messagesRoutes);
  await app.register(messageSettingsRoutes);
  await app.register(sendersRoutes, { config, box });
  await app.register(contactsRoutes);
};

export const messagesPlugin = fp(plugin, { name: 'messages' });
