/**
 * The staff's home (`/office`): one call for the studio's day and what waits for someone. The
 * owner sees the whole studio and the last backup; a teacher sees the same page narrowed to
 * their own students (their lessons, 미수, packages, late 결석 신청 and messages), with the
 * studio's enquiries and order requests that their own pages already show them.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { officeTodayQuery, officeTodayResponse } from '#shared/schemas/office.ts';
import { seoulDate } from '#shared/time.ts';
import { inputErrors } from '../../lib/error-responses.ts';
import { routesOf } from '../../lib/route-docs.ts';
import { requireUser } from '../../plugins/auth.ts';
import { officeToday } from './office-today.queries.ts';

export const officeRoutes: FastifyPluginAsyncZod = async (app) => {
  const staffRoutes = routesOf(app, 'office', app.requireRole('teacher'));
  staffRoutes.get('/api/office/today', {
    summary:
      '하루의 학원: 수업(기록 여부·결석), 미수, 끝나 가는 결제, 새 상담·주문, 늦은 결석 신청, 발송함, 마지막 백업. 원장은 학원 전체, 선생님은 본인 학생만 (백업은 원장만)',
    querystring: officeTodayQuery,
    response: { 200: officeTodayResponse, ...inputErrors },
    handler: async (request, reply) => {
      const user = requireUser(request);
      const now = app.clock.now();
      const owner = user.role === 'owner';
      const date = request.query.date ?? seoulDate(now);
      const [parts, backup] = await Promise.all([
        officeToday(app.db, owner ? null : user.id, date, now),
        owner ? app.backups.status(now) : null,
      ]);
      reply.header('cache-control', 'private, no-store');
      return {
        ...parts,
        scope: owner ? ('studio' as const) : ('teacher' as const),
        backup: backup
          ? { supported: backup.supported, lastBackupAt: backup.lastBackupAt, stale: backup.stale }
          : null,
      };
    },
  });
};
