/**
 * 상담 신청 (docs/decisions/032-enquiries.md): anyone may ask for a trial lesson or
 * information, limited per address (enquiry-limit.ts); staff read the enquiries, move each one
 * 접수 → 연락함 → 등록 or 종료, and turn one into a student of their own in one step
 * (enquiry-register.ts). Every staff change writes its audit entry.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { canMoveEnquiry, ENQUIRIES_PAGE_SIZE } from '#shared/enquiry-rules.ts';
import { errorResponse } from '#shared/schemas/common.ts';
import {
  createEnquiryRequest,
  createEnquiryResponse,
  enquiriesQuery,
  enquiriesResponse,
  enquiriesSummaryResponse,
  enquiryIdParams,
  enquiryItem,
  registerEnquiryRequest,
  updateEnquiryRequest,
} from '#shared/schemas/enquiries.ts';
import { AppError } from '../../app-error.ts';
import { clientAddress } from '../../lib/client-address.ts';
import { changeErrors, inputErrors } from '../../lib/error-responses.ts';
import { routesOf } from '../../lib/route-docs.ts';
import { requestActor } from '../../plugins/auth.ts';
import { recordAudit } from '../audit/index.ts';
import * as enquiries from './enquiries.queries.ts';
import { takeEnquiryAllowance } from './enquiry-limit.ts';
import { registerEnquiry } from './enquiry-register.ts';

/** Ended enquiries past their retention are deleted this often (and once at start-up). */
const PURGE_EVERY_MS = 60 * 60 * 1000;

export const enquiriesRoutes: FastifyPluginAsyncZod = async (app) => {
  const openRoutes = routesOf(app, 'enquiries');
  const staffRoutes = routesOf(app, 'enquiries', app.requireRole('teacher'));
  openRoutes.post('/api/enquiries', {
    summary: '상담 신청 보내기 (누구나; 주소마다 1시간에 5건까지)',
    body: createEnquiryRequest,
    response: { 201: createEnquiryResponse, 400: errorResponse, 429: errorResponse },
    handler: async (request, reply) => {
      const now = app.clock.now();
      const id = await app.db.transaction().execute(async (trx) => {
        if (!(await takeEnquiryAllowance(trx, clientAddress(request), now))) {
          throw new AppError('enquiries.rate_limited', 429);
        }
        return enquiries.insertEnquiry(trx, request.body, now);
      });
      return reply.code(201).send({ id, status: '접수' as const });
    },
  });

  staffRoutes.get('/api/enquiries', {
    summary: '상담 신청 목록 (선생님; 최신순, 한 쪽에 20건, status로 거르기)',
    querystring: enquiriesQuery,
    response: { 200: enquiriesResponse, ...inputErrors },
    handler: async (request) => enquiries.listEnquiries(app.db, request.query, ENQUIRIES_PAGE_SIZE),
  });

  staffRoutes.get('/api/enquiries/summary', {
    summary: '새 상담 신청(접수) 수 (선생님; 메뉴 표시용)',
    response: { 200: enquiriesSummaryResponse, ...inputErrors },
    handler: async () => ({ newCount: await enquiries.countNewEnquiries(app.db) }),
  });

  staffRoutes.put('/api/enquiries/:id', {
    summary: '상담 신청 상태 바꾸기 (선생님; 접수 → 연락함 → 등록 또는 종료, 접수 → 종료)',
    params: enquiryIdParams,
    body: updateEnquiryRequest,
    response: { 200: enquiryItem, ...changeErrors },
    handler: async (request) => {
      const { id } = request.params;
      const to = request.body.status;
      const now = app.clock.now();
      return app.db.transaction().execute(async (trx) => {
        const enquiry = await enquiries.findEnquiry(trx, id);
        if (!enquiry) throw new AppError('enquiries.not_found', 404);
        if (!canMoveEnquiry(enquiry.status, to)) throw new AppError('enquiries.status_invalid', 409);
        if (!(await enquiries.moveEnquiry(trx, { id, from: enquiry.status, to, now }))) {
          throw new AppError('enquiries.status_changed', 409);
        }
        await recordAudit(
          trx,
          { actor: requestActor(request), now },
          {
            action: 'enquiry.status',
            target: `enquiry:${id}`,
            detail: { before: { status: enquiry.status }, after: { status: to }, name: enquiry.name },
          },
        );
        return { ...enquiry, status: to, updatedAt: now.toISOString() };
      });
    },
  });

  staffRoutes.post('/api/enquiries/:id/register', {
    summary: '상담 신청을 내 학생으로 등록 (선생님; 연락함 → 등록, 신청자 이름과 전화번호로)',
    params: enquiryIdParams,
    body: registerEnquiryRequest,
    response: { 200: enquiryItem, ...changeErrors },
    handler: async (request) =>
      registerEnquiry(app.db, {
        id: request.params.id,
        name: request.body.name,
        actor: requestActor(request),
        now: app.clock.now(),
      }),
  });

  const purge = () =>
    enquiries.purgeEndedEnquiries(app.db, app.clock.now()).catch((error: unknown) => {
      app.log.warn({ err: error }, 'ended enquiries could not be purged');
    });
  const timer = setInterval(purge, PURGE_EVERY_MS);
  timer.unref();
  app.addHook('onReady', async () => {
    await purge();
  });
  app.addHook('onClose', async () => clearInterval(timer));
};
