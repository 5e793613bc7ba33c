/**
 * The signed-in person's own account (/account): changing the password, and signing out every
 * other browser. A password change signs the others out too, as a stolen session should not
 * outlive the password that made it.
 */
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authNotices } from '#shared/messages/auth.ts';
import { changePasswordRequest, endedSessionsResponse } from '#shared/schemas/auth.ts';
import { errorResponse } from '#shared/schemas/common.ts';
import { AppError } from '../../app-error.ts';
import type { Db } from '../../db/database.ts';
import { clientAddress } from '../../lib/client-address.ts';
import { routesOf } from '../../lib/route-docs.ts';
import { requireUser } from '../../plugins/auth.ts';
import { type AuditActor, recordAudit } from '../audit/index.ts';
import { finishSuccessfulLogin, startLoginAttempt } from './login-limit.ts';
import { hashPassword, verifyPassword } from './password.ts';
import { deleteOtherSessions } from './session-store.ts';

/** Ends the person's other sessions and says so in the audit log, inside the caller's transaction. */
async function endOthersIn(
  trx: Db,
  user: AuditActor,
  token: string,
  action: 'account.password' | 'account.sessions_end',
  at: Date,
): Promise<number> {
  const count = await deleteOtherSessions(trx, user.id, token);
  await recordAudit(
    trx,
    { actor: user, now: at },
    { action, target: user.id, detail: { endedSessions: count } },
  );
  return count;
}

const errors = { 400: errorResponse, 401: errorResponse, 409: errorResponse, 429: errorResponse };

export const ownAccountRoutes: FastifyPluginAsyncZod = async (app) => {
  const signedInRoutes = routesOf(app, 'auth', app.requireSession());
  /** The person and this browser's session token, behind the route's session guard. */
  const signedIn = (request: FastifyRequest) => {
    const token = app.sessionCookie.read(request);
    const user = requireUser(request);
    if (!token) throw new AppError('auth.required', 401);
    return { user, token };
  };

  signedInRoutes.put('/api/user/password', {
    summary: '비밀번호 바꾸기: 현재 비밀번호 확인, 다른 기기의 로그인은 끝납니다',
    body: changePasswordRequest,
    response: { 200: endedSessionsResponse, ...errors },
    handler: async (request) => {
      const { user, token } = signedIn(request);
      const { currentPw, newPw } = request.body;
      const now = app.clock.now();
      // The current password is a guess like a login's: someone holding a stolen session
      // gets no more tries at it than at the login form.
      const attempt = await startLoginAttempt(app.db, user.id, clientAddress(request), now);
      if (!attempt) throw new AppError('auth.too_many_password_checks', 429);
      const row = await app.db
        .selectFrom('users')
        .select('password_hash')
        .where('id', '=', user.id)
        .executeTakeFirst();
      if (!row || !(await verifyPassword(row.password_hash, currentPw))) {
        throw new AppError('auth.wrong_password', 400);
      }
      await finishSuccessfulLogin(app.db, user.id, attempt, now);
      const newHash = await hashPassword(newPw);

      const ended = await app.db.transaction().execute(async (trx) => {
        // Only over the hash that was checked: of two changes made at once, the second finds
        // it gone and changes nothing.
        const updated = await trx
          .updateTable('users')
          .set({ password_hash: newHash })
          .where('id', '=', user.id)
          .where('password_hash', '=', row.password_hash)
          .executeTakeFirst();
        if (Number(updated.numUpdatedRows) !== 1) throw new AppError('auth.password_changed_elsewhere', 409);
        return endOthersIn(trx, user, token, 'account.password', now);
      });
      return { message: authNotices.passwordChanged, ended };
    },
  });

  signedInRoutes.post('/api/user/sessions/end-others', {
    summary: '이 브라우저만 남기고 다른 기기와 브라우저에서 로그아웃',
    response: { 200: endedSessionsResponse, 401: errorResponse },
    handler: async (request) => {
      const { user, token } = signedIn(request);
      const ended = await app.db
        .transaction()
        .execute((trx) => endOthersIn(trx, user, token, 'account.sessions_end', app.clock.now()));
      return { message: authNotices.otherSessionsEnded(ended), ended };
    },
  });
};
