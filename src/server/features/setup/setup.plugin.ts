/**
 * The first run of a studio's server (docs/decisions/072-first-run-setup.md): the setup code
 * printed at start while there is no owner, every page led to /setup, the setup itself, and
 * the owner's 시작하기 checklist afterwards.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { checklistResponse } from '#shared/schemas/setup.ts';
import type { Config } from '../../config.ts';
import { guardErrors } from '../../lib/error-responses.ts';
import { routesOf } from '../../lib/route-docs.ts';
import { siteAddress } from '../../lib/site-address.ts';
import { type ChecklistSources, readChecklist } from './checklist.queries.ts';
import { setupRoutes } from './setup.routes.ts';
import { announceSetupCode } from './setup-announce.ts';
import { setupState } from './setup-state.ts';

export interface SetupOptions {
  config: Config;
  /** Print a setup code at start while there is no owner (off in most tests, as is the page gate). */
  firstRun: boolean;
  checklist: Omit<ChecklistSources, 'publicUrl'>;
}

export const setupPlugin: FastifyPluginAsyncZod<SetupOptions> = async (app, options) => {
  const state = setupState(app.db);
  if (options.firstRun) {
    // After the auth feature's own onReady: OWNER_ID/OWNER_PASSWORD may have made the owner.
    app.addHook('onReady', async () => {
      if (await state.needed())
        await announceSetupCode(app.db, app.log, app.clock.now(), siteAddress(options.config));
    });
  }
  await app.register(setupRoutes, { state });

  const sources: ChecklistSources = { ...options.checklist, publicUrl: options.config.publicUrl };
  routesOf(app, 'setup', app.requireRole('owner')).get('/api/setup/checklist', {
    summary: '시작하기: 원장의 첫 단계들이 끝났는지 (저절로 체크됨)',
    response: { 200: checklistResponse, ...guardErrors },
    handler: async (_request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return readChecklist(app.db, sources);
    },
  });
};
