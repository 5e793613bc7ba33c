/**
 * GET/POST /api/setup: the first-run setup (docs/decisions/072-first-run-setup.md). The one
 * setup makes the owner, the studio's name, phone, address and business number, and ends
 * signed in; every later one is 409. A wrong code is 403 and spends one of the address's tries.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { setupNotices } from '#shared/messages/setup.ts';
import { errorResponse } from '#shared/schemas/common.ts';
import { setupRequest, setupResponse, setupStateResponse } from '#shared/schemas/setup.ts';
import { AppError } from '../../app-error.ts';
import { isUniqueViolation } from '../../db/constraint-errors.ts';
import { clientAddress } from '../../lib/client-address.ts';
import { routesOf } from '../../lib/route-docs.ts';
import { recordAudit } from '../audit/index.ts';
import { hashOwnerPassword, insertOwner, ownerExists, startOwnerSession } from '../auth/index.ts';
import { returnHit, takeHit } from '../rate-limit/index.ts';
import { publishStudioBasics } from '../site/index.ts';
import { forgetSetupCodes, isSetupCode } from './setup-code.ts';
import type { SetupState } from './setup-state.ts';

// 80 bits of code against 10 guesses per quarter hour per address: no guessing in any lifetime.
export const setupCodeLimit = { max: 10, windowMs: 15 * 60 * 1000 };

export const setupRoutes: FastifyPluginAsyncZod<{ state: SetupState }> = async (app, { state }) => {
  const openRoutes = routesOf(app, 'setup');
  openRoutes.get('/api/setup', {
    summary: '처음 설정이 필요한지 (원장 계정이 없으면 needed: true)',
    response: { 200: setupStateResponse },
    handler: async (_request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return { needed: await state.needed() };
    },
  });

  openRoutes.post('/api/setup', {
    summary: '처음 설정: 설정 코드로 원장 계정과 학원 정보를 만들고 로그인',
    body: setupRequest,
    response: {
      201: setupResponse,
      400: errorResponse,
      403: errorResponse,
      409: errorResponse,
      429: errorResponse,
    },
    handler: async (request, reply) => {
      if (!(await state.needed())) throw new AppError('setup.done', 409);
      // The try is spent before the code is compared, so that guesses sent at once cannot all
      // be compared against a count read before any of them; a right code gives it back.
      const bucket = `setup-code:${clientAddress(request)}`;
      const now = app.clock.now();
      if (!(await takeHit(app.db, bucket, setupCodeLimit, now)))
        throw new AppError('setup.too_many_tries', 429);
      if (!(await isSetupCode(app.db, request.body.code))) {
        // Codes are forgotten when the owner is made: a setup that lost a race hears so.
        if (await ownerExists(app.db)) throw new AppError('setup.done', 409);
        throw new AppError('setup.wrong_code', 403);
      }
      await returnHit(app.db, bucket);

      const { owner, studio } = request.body;
      const passwordHash = await hashOwnerPassword(owner.pw);
      const actor = { id: owner.id, name: owner.name };
      try {
        await app.db.transaction().execute(async (trx) => {
          await insertOwner(trx, { id: owner.id, name: owner.name, phone: owner.phone, passwordHash }, now);
          await publishStudioBasics(trx, { ...studio, owner: owner.name }, { actor, now });
          await forgetSetupCodes(trx);
          await recordAudit(trx, { actor, now }, { action: 'setup.complete', target: studio.name });
        });
      } catch (error) {
        // The one-owner index: another setup made the owner first. Else the id is someone's.
        if (isUniqueViolation(error)) {
          if (await ownerExists(app.db)) throw new AppError('setup.done', 409);
          throw new AppError('auth.id_taken', 409);
        }
        throw error;
      }
      state.markDone();
      app.sessionCookie.set(reply, await startOwnerSession(app.db, owner.id, now));
      reply.code(201);
      return { message: setupNotices.done, user: { id: owner.id, name: owner.name, role: 'owner' as const } };
    },
  });
};
