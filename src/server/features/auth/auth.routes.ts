/**
 * Accounts, sessions and roles: sign-up, login and logout, who is signed in, the owner's
 * account page, one's own password and sessions, password-reset links, and the owner created from the
 * environment when the site starts.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sessionResponse } from '#shared/schemas/auth.ts';
import type { Config } from '../../config.ts';
import { routesOf } from '../../lib/route-docs.ts';
import { accountsRoutes } from './accounts.routes.ts';
import { joinRoutes } from './join.routes.ts';
import { loginRoutes } from './login.routes.ts';
import { ownAccountRoutes } from './own-account.routes.ts';
import { bootstrapOwner } from './owner-bootstrap.ts';
import { passwordResetRoutes } from './password-reset.routes.ts';

export const authRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, options) => {
  const openRoutes = routesOf(app, 'auth');
  // Before the server listens: a site started with OWNER_ID/OWNER_PASSWORD has its owner.
  app.addHook('onReady', async () => {
    const result = await bootstrapOwner(app.db, options.config.owner, app.clock.now());
    if (result === 'created') app.log.info({ ownerId: options.config.owner?.id }, 'owner account created');
  });

  openRoutes.get('/api/session', {
    summary: '로그인한 사용자 (로그인하지 않았으면 204, 본문 없음)',
    response: { 200: sessionResponse, 204: z.null().describe('로그인하지 않은 방문자') },
    handler: // A signed-out visitor is no error: 204 keeps every page's console clean.
      async (request, reply) => {
        if (!request.user) return reply.code(204).send(null);
        return request.user;
      },
  });

  await app.register(loginRoutes);
  await app.register(joinRoutes);
  await app.register(accountsRoutes);
  await app.register(ownAccountRoutes);
  await app.register(passwordResetRoutes, { site: options.config });
};
