/** POST /api/user/login and /api/user/logout (spec §2 "Login", §4, §7). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authNotices } from '#shared/messages/auth.ts';
import { loginRequest, loginResponse, messageResponse } from '#shared/schemas/auth.ts';
import { errorResponse } from '#shared/schemas/common.ts';
import { AppError } from '../../app-error.ts';
import { clientAddress } from '../../lib/client-address.ts';
import { routesOf } from '../../lib/route-docs.ts';
import { finishSuccessfulLogin, startLoginAttempt } from './login-limit.ts';
import { verifyPassword } from './password.ts';
import { createSession, deleteSession } from './session-store.ts';

export const loginRoutes: FastifyPluginAsyncZod = async (app) => {
  const openRoutes = routesOf(app, 'auth');
  openRoutes.post('/api/user/login', {
    summary: '로그인: 세션 쿠키를 새로 발급합니다',
    body: loginRequest,
    response: { 200: loginResponse, 400: errorResponse, 401: errorResponse, 429: errorResponse },
    handler: async (request, reply) => {
      const { id, pw } = request.body;
      const now = app.clock.now();
      const attempt = await startLoginAttempt(app.db, id, clientAddress(request), now);
      if (!attempt) throw new AppError('auth.too_many_attempts', 429);
      const user = await app.db
        .selectFrom('users')
        .select(['id', 'name', 'role', 'password_hash'])
        .where('id', '=', id)
        .executeTakeFirst();
      // The same answer whether the id exists or the password is wrong.
      if (!(await verifyPassword(user?.password_hash, pw)) || !user) {
        throw new AppError('auth.invalid_credentials', 401);
      }
      await finishSuccessfulLogin(app.db, user.id, attempt, now);

      // A new token at every login; the session this browser held before ends here.
      const previous = app.sessionCookie.read(request);
      if (previous) await deleteSession(app.db, previous);
      const token = await createSession(app.db, user.id, now);
      app.sessionCookie.set(reply, token);
      return { message: authNotices.loggedIn, user: { id: user.id, name: user.name, role: user.role } };
    },
  });

  openRoutes.post('/api/user/logout', {
    summary: '로그아웃: 세션을 지웁니다',
    response: { 200: messageResponse },
    handler: async (request, reply) => {
      const token = app.sessionCookie.read(request);
      if (token) await deleteSession(app.db, token);
      app.sessionCookie.clear(reply);
      return { message: authNotices.loggedOut };
    },
  });
};
