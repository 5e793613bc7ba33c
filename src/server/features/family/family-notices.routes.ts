/**
 * The teacher's notices of what families did (decision 066): the 보강 bookings and 결석 신청
 * not yet marked seen (a teacher's own; the owner a named teacher's, or everyone's), and 확인.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { familyNotices } from '#shared/messages/family.ts';
import {
  seenFamilyNoticesRequest,
  seenFamilyNoticesResponse,
  staffFamilyNoticesResponse,
} from '#shared/schemas/family.ts';
import { scopeQuery } from '#shared/schemas/students.ts';
import { changeErrors } from '../../lib/error-responses.ts';
import { routesOf } from '../../lib/route-docs.ts';
import { requireUser } from '../../plugins/auth.ts';
import { listScope } from '../students/index.ts';
import { listStaffNotices, markStaffNoticesSeen } from './staff-notices.queries.ts';

export const familyNoticesRoutes: FastifyPluginAsyncZod = async (app) => {
  const staffRoutes = routesOf(app, 'family', app.requireRole('teacher'));

  staffRoutes.get('/api/member/family-notices', {
    summary: '가족이 한 보강 예약·결석 신청 가운데 아직 확인하지 않은 것 (원장은 teacherId로 고르거나 전체)',
    querystring: scopeQuery,
    response: { 200: staffFamilyNoticesResponse, ...changeErrors },
    handler: async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return listStaffNotices(app.db, listScope(request, request.query));
    },
  });

  staffRoutes.post('/api/member/family-notices/seen', {
    summary: '가족 알림 확인 (선생님은 자기 학생 것만, 원장은 모두; 남은 것이 없으면 404)',
    body: seenFamilyNoticesRequest,
    response: { 200: seenFamilyNoticesResponse, ...changeErrors },
    handler: async (request) => {
      const user = requireUser(request);
      const seen = await markStaffNoticesSeen(app.db, {
        ids: request.body.ids,
        teacherId: user.role === 'owner' ? null : user.id,
        by: user.id,
        now: app.clock.now(),
      });
      return { seen, message: familyNotices.noticesSeen(seen) };
    },
  });
};
