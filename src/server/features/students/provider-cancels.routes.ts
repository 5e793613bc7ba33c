/**
 * Refunds and voids left 환불 중 (docs/decisions/093, 099): staff see them (the home page's
 * to-do, the student's payments) and may ask Toss again now rather than wait for the nightly
 * retry. A teacher reaches their own students' (the owner everyone's).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { studentsNotices } from '#shared/messages/students.ts';
import { errorResponse } from '#shared/schemas/common.ts';
import {
  cancelIdParams,
  cancelRetryResponse,
  openCancelsQuery,
  openCancelsResponse,
} from '#shared/schemas/payment-cancels.ts';
import { changeErrors } from '../../lib/error-responses.ts';
import { routesOf } from '../../lib/route-docs.ts';
import type { StudentsRoutesOptions } from './collaborators.ts';
import { openProviderCancels, retryProviderCancel } from './provider-cancels.ts';
import { listScope } from './scope.ts';

export const providerCancelsRoutes: FastifyPluginAsyncZod<Pick<StudentsRoutesOptions, 'provider'>> = async (
  app,
  { provider },
) => {
  const staffRoute = routesOf('payments', app.requireRole('teacher'));

  app.get(
    '/api/payment-cancels',
    staffRoute('토스페이먼츠에서 환불 중으로 남은 환불·결제 취소 (오래된 순)', {
      querystring: openCancelsQuery,
      response: { 200: openCancelsResponse, ...changeErrors },
    }),
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return { cancels: await openProviderCancels(app.db, listScope(request), request.query.studentId) };
    },
  );

  app.post(
    '/api/payment-cancels/:id/retry',
    staffRoute('환불 중인 환불·결제 취소를 토스페이먼츠에 지금 다시 요청 (같은 멱등 키, 한 번만 기록)', {
      params: cancelIdParams,
      response: { 200: cancelRetryResponse, ...changeErrors, 502: errorResponse },
    }),
    async (request) => {
      const done = await retryProviderCancel(app.db, app.dialect, provider, {
        id: request.params.id,
        scope: listScope(request),
        now: () => app.clock.now(),
      });
      return { message: studentsNotices.cancelFinished(done.studentName) };
    },
  );
};
