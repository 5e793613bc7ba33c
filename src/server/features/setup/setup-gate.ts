/**
 * On a fresh install every page leads to /setup (303), so that the first person to open the
 * site meets the setup and not a studio that looks finished. The API, files and the setup page
 * itself pass; once the owner exists nothing is held. Registered before the pages (app.ts).
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { isKnownPage } from '#shared/page-routes.ts';
import { setupState } from './setup-state.ts';

export const SETUP_PAGE = '/setup';

async function gate(app: FastifyInstance): Promise<void> {
  const state = setupState(app.db);
  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return;
    const pathname = request.url.split('?')[0]!;
    if (pathname === SETUP_PAGE || !isKnownPage(pathname)) return;
    if (!(await state.needed())) return;
    return reply.code(303).header('Cache-Control', 'no-store').redirect(SETUP_PAGE, 303);
  });
}

export const setupGatePlugin = fp(gate, { name: 'setup-gate', dependencies: ['database'] });
