/** The owner reads the audit log, newest first, a page at a time. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AUDIT_PAGE_SIZE, listAuditQuery, listAuditResponse } from '#shared/schemas/audit.ts';
import { inputErrors } from '../../lib/error-responses.ts';
import { routesOf } from '../../lib/route-docs.ts';
import { listAudit } from './audit.queries.ts';

export const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  const ownerRoutes = routesOf(app, 'audit', app.requireRole('owner'));
  ownerRoutes.get('/api/audit', {
    summary: '변경 기록 (원장, 최신순, 한 쪽에 50개)',
    querystring: listAuditQuery,
    response: { 200: listAuditResponse, ...inputErrors },
    handler: async (request) => listAudit(app.db, request.query.page, AUDIT_PAGE_SIZE),
  });
};
