/**
 * The owner's account page (DESIGN §1): list every account, approve a pending sign-up as a
 * teacher, or remove an account. The owner's own account cannot be removed.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authNotices } from '#shared/messages/auth.ts';
import { accountParams, accountsResponse, messageResponse } from '#shared/schemas/auth.ts';
import { AppError } from '../../app-error.ts';
import { changeErrors, recordErrors } from '../../lib/error-responses.ts';
import { routesOf } from '../../lib/route-docs.ts';
import { requestActor, requireUser } from '../../plugins/auth.ts';
import { recordAudit } from '../audit/index.ts';

export const accountsRoutes: FastifyPluginAsyncZod = async (app) => {
  const ownerOnlyRoutes = routesOf(app, 'auth', app.requireRole('owner'));

  ownerOnlyRoutes.get('/api/accounts', {
    summary: '계정 목록 (원장)',
    response: { 200: accountsResponse, ...recordErrors },
    handler: async () => {
      const rows = await app.db
        .selectFrom('users')
        .select(['id', 'name', 'phone', 'role', 'created_at'])
        .orderBy('created_at', 'asc')
        .orderBy('id', 'asc')
        .execute();
      return {
        accounts: rows.map((row) => ({
          id: row.id,
          name: row.name,
          phone: row.phone,
          role: row.role,
          createdAt: row.created_at,
        })),
      };
    },
  });

  ownerOnlyRoutes.post('/api/accounts/:id/approve', {
    summary: '승인 대기 계정을 선생님으로 승인 (원장)',
    params: accountParams,
    response: { 200: messageResponse, ...changeErrors },
    handler: async (request) => {
      const { id } = request.params;
      const owner = requestActor(request);
      // The approval and its audit entry land together or not at all.
      await app.db.transaction().execute(async (trx) => {
        const approved = await trx
          .updateTable('users')
          .set({ role: 'teacher' })
          .where('id', '=', id)
          .where('role', '=', 'pending')
          .returning('name')
          .executeTakeFirst();
        if (!approved) {
          const exists = await trx.selectFrom('users').select('id').where('id', '=', id).executeTakeFirst();
          throw exists ? new AppError('auth.not_pending', 409) : new AppError('auth.account_not_found', 404);
        }
        // The name as it was, so the log still says who it was after the account is gone.
        await recordAudit(
          trx,
          { actor: owner, now: app.clock.now() },
          { action: 'account.approve', target: id, detail: { name: approved.name } },
        );
      });
      return { message: authNotices.approved(id) };
    },
  });

  ownerOnlyRoutes.delete('/api/accounts/:id', {
    summary: '계정 삭제 (원장, 본인 제외); 그 계정의 세션도 함께 끝납니다',
    params: accountParams,
    response: { 200: messageResponse, ...recordErrors },
    handler: async (request) => {
      const { id } = request.params;
      if (id === requireUser(request).id) throw new AppError('auth.cannot_remove_self', 400);
      const owner = requestActor(request);
      await app.db.transaction().execute(async (trx) => {
        // Sessions go with the account (foreign key on delete cascade).
        const removed = await trx
          .deleteFrom('users')
          .where('id', '=', id)
          .where('role', '!=', 'owner')
          .returning(['name', 'role'])
          .executeTakeFirstOrThrow(() => new AppError('auth.account_not_found', 404));
        await recordAudit(
          trx,
          { actor: owner, now: app.clock.now() },
          { action: 'account.remove', target: id, detail: { name: removed.name, role: removed.role } },
        );
      });
      return { message: authNotices.removed(id) };
    },
  });
};
