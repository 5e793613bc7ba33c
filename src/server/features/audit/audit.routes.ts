/** The owner reads the audit log, newest first, a page at a time. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AUDIT_PAGE_SIZE, listAuditQuery, listAuditResponse } from '#shared/schemas/audit.ts';
import { errorResponse } from '#shared/schemas/common.ts';
import { listAudit } from './audit.queries.ts';

export const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/audit',
    {
      onRequest: app.requireRole('owner'),
      schema: {
        tags: ['audit'],
        summary: '변경 기록 (원장, 최신순, 한 쪽에 50개)',
        querystring: listAuditQuery,
        response: { 200: listAuditResponse, 400: errorResponse, 401: errorResponse, 403: errorResponse },
      },
    },
    async (request) => listAudit(app.db, request.query.page, AUDIT_PAGE_SIZE),
  );
};
