/**
 * 사이트 관리 → 시스템 (docs/decisions/081), the owner's alone: the running version, the
 * database and its migrations, the last backup, HTTPS, and whether the release feed names a
 * newer version; the 업데이트 button, which makes a backup and asks the update agent to move
 * the app to that version (the agent checks its health and rolls back by itself); and the
 * agent's progress.
 */
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponse } from '#shared/schemas/common.ts';
import { startUpdateResponse, systemResponse, updateProgressResponse } from '#shared/schemas/system.ts';
import { AppError } from '../../app-error.ts';
import type { Config } from '../../config.ts';
import { migrationState } from '../../db/migrate.ts';
import { guardErrors } from '../../lib/error-responses.ts';
import { outboundClient } from '../../lib/outbound.ts';
import { routesOf } from '../../lib/route-docs.ts';
import { requestActor } from '../../plugins/auth.ts';
import { recordAudit } from '../audit/index.ts';
import { ReleaseFeed } from './release-feed.ts';
import { type AgentSettings, askForUpdate, updateProgress } from './update-agent-client.ts';

export interface SystemOptions {
  config: Pick<Config, 'updates' | 'outbound' | 'publicUrl' | 'cookieSecure'>;
  /** The last good backup's time (the backup feature's status), null when none. */
  lastBackupAt: () => Promise<string | null>;
  /** A backup made now, before an update; null where the server makes none (PostgreSQL). */
  backupNow: () => Promise<string | null>;
}

export const systemRoutes: FastifyPluginAsyncZod<SystemOptions> = async (app, options) => {
  const ownerRoutes = routesOf(app, 'system', app.requireRole('owner'));
  const { updates } = options.config;
  const client = outboundClient(options.config.outbound);
  app.addHook('onClose', () => client.close());
  const feed = new ReleaseFeed(updates.feedUrl, client);

  ownerRoutes.get('/api/system', {
    summary: '시스템 정보 (원장): 버전, 데이터베이스, 마지막 백업, HTTPS, 새 버전',
    response: { 200: systemResponse, ...guardErrors },
    handler: async () => {
      const now = app.clock.now();
      const [migrations, lastBackupAt, latest] = await Promise.all([
        migrationState(app.db),
        options.lastBackupAt(),
        feed.latest(now),
      ]);
      const publicUrl = options.config.publicUrl ?? null;
      return {
        version: updates.version,
        database: app.dialect,
        migrations: { applied: migrations.applied, latest: migrations.latest },
        lastBackupAt,
        https: Boolean(publicUrl?.startsWith('https://')) && options.config.cookieSecure,
        publicUrl,
        update: {
          available: ReleaseFeed.offers(latest, updates.version),
          version: latest.version,
          notes: latest.notes,
          feed: latest.state,
          checkedAt: latest.checkedAt,
          agent: updates.agent !== null,
        },
      };
    },
  });

  ownerRoutes.post('/api/system/update', {
    summary: '업데이트 (원장): 백업을 만들고, 업데이트 도우미에 새 버전으로 바꾸도록 요청',
    response: { 202: startUpdateResponse, ...guardErrors, 409: errorResponse, 502: errorResponse },
    handler: async (request, reply) => {
      const agent = updates.agent;
      if (!agent) throw new AppError('system.no_agent', 409);
      // One start at a time in this process; the agent refuses a second run of its own.
      if (starting) throw new AppError('system.update_running', 409);
      starting = true;
      try {
        return reply.code(202).send(await startUpdate(request, agent));
      } finally {
        starting = false;
      }
    },
  });

  let starting = false;
  async function startUpdate(request: FastifyRequest, agent: AgentSettings) {
    const now = app.clock.now();
    const latest = await feed.latest(now);
    if (!ReleaseFeed.offers(latest, updates.version) || !latest.version)
      throw new AppError('system.no_update', 409);
    const progress = await updateProgress(agent);
    if (progress.running) throw new AppError('system.update_running', 409);
    let backup: string | null;
    try {
      backup = await options.backupNow();
    } catch (error) {
      request.log.error({ err: error }, 'backup before the update failed');
      throw new AppError('system.backup_failed', 409);
    }
    await recordAudit(
      app.db,
      { actor: requestActor(request), now },
      { action: 'system.update', target: `${updates.version} → ${latest.version}` },
    );
    await askForUpdate(agent, latest.version);
    return { version: latest.version, backup };
  }

  ownerRoutes.get('/api/system/update', {
    summary: '업데이트 진행 상황 (원장): 업데이트 도우미가 알려 주는 마지막 업데이트',
    response: { 200: updateProgressResponse, ...guardErrors, 409: errorResponse },
    handler: async () => {
      if (!updates.agent) throw new AppError('system.no_agent', 409);
      return updateProgress(updates.agent);
    },
  });
};
