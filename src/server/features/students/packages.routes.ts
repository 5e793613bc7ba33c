/**
 * Packages running out (decision 037): the list the students page warns with, and the owner's
 * two decisions on an expired package — extend it, or let its unused lessons lapse.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { studentsNotices } from '#shared/messages/students.ts';
import {
  expiringResponse,
  extendPackageRequest,
  packageDecisionResponse,
  packageParams,
} from '#shared/schemas/calendar.ts';
import { scopeQuery } from '#shared/schemas/students.ts';
import { seoulDate } from '#shared/time.ts';
import { changeErrors } from '../../lib/error-responses.ts';
import { routesOf } from '../../lib/route-docs.ts';
import { requestActor } from '../../plugins/auth.ts';
import { extendPackage, lapsePackage, listExpiringPackages } from './packages.queries.ts';
import { listScope } from './scope.ts';

export const packagesRoutes: FastifyPluginAsyncZod = async (app) => {
  const staffRoute = routesOf('students', app.requireRole('teacher'));
  const ownerRoute = routesOf('students', app.requireRole('owner'));

  app.get(
    '/api/member/expiring',
    staffRoute(
      '7일 안에 유효기간이 끝나거나 이미 지난, 남은 레슨이 있는 결제 (원장은 teacherId로 고르거나 전체)',
      {
        querystring: scopeQuery,
        response: { 200: expiringResponse, ...changeErrors },
      },
    ),
    async (request) =>
      listExpiringPackages(app.db, listScope(request, request.query), seoulDate(app.clock.now())),
  );

  app.post(
    '/api/member/packages/:id/extend',
    ownerRoute('결제 레슨의 유효기간 연장 (원장; days: 1–365일)', {
      params: packageParams,
      body: extendPackageRequest,
      response: { 200: packageDecisionResponse, ...changeErrors },
    }),
    async (request) => {
      const done = await extendPackage(app.db, app.dialect, {
        paymentId: request.params.id,
        days: request.body.days,
        actor: requestActor(request),
        now: app.clock.now(),
      });
      return {
        message: studentsNotices.packageExtended(done.student.name, done.package.expiresOn ?? ''),
        package: done.package,
        lesson: done.student.lesson,
      };
    },
  );

  app.post(
    '/api/member/packages/:id/lapse',
    ownerRoute('유효기간이 지난 결제의 남은 레슨 소멸 (원장의 확인; 원장부에 사유와 함께 남음)', {
      params: packageParams,
      response: { 200: packageDecisionResponse, ...changeErrors },
    }),
    async (request) => {
      const done = await lapsePackage(app.db, app.dialect, {
        paymentId: request.params.id,
        actor: requestActor(request),
        now: app.clock.now(),
      });
      return {
        message: studentsNotices.packageLapsed(done.student.name, done.lapsed, done.student.lesson),
        package: done.package,
        lesson: done.student.lesson,
      };
    },
  );
};
