/**
 * POST /api/user/join and /api/user/check (spec §2 "Sign-up", §5, §7). A sign-up waits,
 * pending, for the owner's approval. Until the owner exists (made by the first-run setup or
 * OWNER_ID at start-up) sign-up is closed: the first stranger to sign up must not become the
 * owner of a fresh public server (docs/decisions/072-first-run-setup.md).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authNotices } from '#shared/messages/auth.ts';
import { checkIdRequest, checkIdResponse, joinRequest, joinResponse } from '#shared/schemas/auth.ts';
import { errorResponse } from '#shared/schemas/common.ts';
import { AppError } from '../../app-error.ts';
import { isUniqueViolation } from '../../db/constraint-errors.ts';
import type { Db } from '../../db/database.ts';
import { routesOf } from '../../lib/route-docs.ts';
import { ownerExists } from './owner-account.ts';
import { hashPassword } from './password.ts';

// Sign-ups and id checks are cheap to send and let a script enumerate ids: bound them per
// address, in the database so that the bound holds across instances.
const joinLimit = { name: 'join', max: 30, windowMs: 60 * 60 * 1000 };
const checkLimit = { name: 'id-check', max: 60, windowMs: 60 * 1000 };

async function idExists(db: Db, id: string): Promise<boolean> {
  return (await db.selectFrom('users').select('id').where('id', '=', id).executeTakeFirst()) !== undefined;
}

export const joinRoutes: FastifyPluginAsyncZod = async (app) => {
  routesOf(app, 'auth', app.rateLimit(checkLimit)).post('/api/user/check', {
    summary: '아이디 중복 확인',
    body: checkIdRequest,
    response: { 200: checkIdResponse, 400: errorResponse, 429: errorResponse },
    handler: async (request) => ({ exists: await idExists(app.db, request.body.id) }),
  });

  routesOf(app, 'auth', app.rateLimit(joinLimit)).post('/api/user/join', {
    summary: '회원가입: 원장의 승인을 기다리는 계정 (처음 설정 전에는 409 auth.setup_needed)',
    body: joinRequest,
    response: { 200: joinResponse, 400: errorResponse, 409: errorResponse, 429: errorResponse },
    handler: async (request) => {
      const { name, phone, id, pw } = request.body;
      if (!(await ownerExists(app.db))) throw new AppError('auth.setup_needed', 409);
      if (await idExists(app.db, id)) throw new AppError('auth.id_taken', 409);
      try {
        await app.db
          .insertInto('users')
          .values({
            id,
            name,
            phone,
            password_hash: await hashPassword(pw),
            role: 'pending',
            created_at: app.clock.now().toISOString(),
          })
          .execute();
      } catch (error) {
        if (isUniqueViolation(error)) throw new AppError('auth.id_taken', 409);
        throw error;
      }
      return { message: authNotices.joinedAsPending, role: 'pending' as const };
    },
  });
};
