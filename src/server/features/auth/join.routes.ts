/**
 * POST /api/user/join and /api/user/check (spec §2 "Sign-up", §5, §7). The first account of
 * the site becomes the owner; every later one waits, pending, for the owner's approval.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authNotices } from '#shared/messages/auth.ts';
import {
  checkIdRequest,
  checkIdResponse,
  joinRequest,
  joinResponse,
  type Role,
} from '#shared/schemas/auth.ts';
import { errorResponse } from '#shared/schemas/common.ts';
import { AppError } from '../../app-error.ts';
import { isUniqueViolation } from '../../db/constraint-errors.ts';
import type { Db } from '../../db/database.ts';
import { hashPassword } from './password.ts';

// Sign-ups and id checks are cheap to send and let a script enumerate ids: bound them per
// address, in the database so that the bound holds across instances.
const joinLimit = { name: 'join', max: 30, windowMs: 60 * 60 * 1000 };
const checkLimit = { name: 'id-check', max: 60, windowMs: 60 * 1000 };

async function idExists(db: Db, id: string): Promise<boolean> {
  return (await db.selectFrom('users').select('id').where('id', '=', id).executeTakeFirst()) !== undefined;
}

async function ownerExists(db: Db): Promise<boolean> {
  const owner = await db.selectFrom('users').select('id').where('role', '=', 'owner').executeTakeFirst();
  return owner !== undefined;
}

export const joinRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/user/check',
    {
      onRequest: app.rateLimit(checkLimit),
      schema: {
        tags: ['auth'],
        summary: '아이디 중복 확인',
        body: checkIdRequest,
        response: { 200: checkIdResponse, 400: errorResponse, 429: errorResponse },
      },
    },
    async (request) => ({ exists: await idExists(app.db, request.body.id) }),
  );

  app.post(
    '/api/user/join',
    {
      onRequest: app.rateLimit(joinLimit),
      schema: {
        tags: ['auth'],
        summary: '회원가입: 첫 계정은 원장, 이후 계정은 승인 대기',
        body: joinRequest,
        response: { 200: joinResponse, 400: errorResponse, 409: errorResponse, 429: errorResponse },
      },
    },
    async (request) => {
      const { name, phone, id, pw } = request.body;
      if (await idExists(app.db, id)) throw new AppError('auth.id_taken', 409);
      const passwordHash = await hashPassword(pw);

      const insert = (role: Role) =>
        app.db
          .insertInto('users')
          .values({
            id,
            name,
            phone,
            password_hash: passwordHash,
            role,
            created_at: app.clock.now().toISOString(),
          })
          .execute();

      let role: Role = (await ownerExists(app.db)) ? 'pending' : 'owner';
      try {
        await insert(role);
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
        if (await idExists(app.db, id)) throw new AppError('auth.id_taken', 409);
        // Two first sign-ups raced and the other one became the owner (one-owner index).
        role = 'pending';
        await insert(role);
      }
      return { message: role === 'owner' ? authNotices.joinedAsOwner : authNotices.joinedAsPending, role };
    },
  );
};
