/** The owner reads the audit log, newest first, a page at a time. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AUDIT_PAGE_SIZE, listAuditQuery, listAuditResponse } from '#shared/schemas/audit.ts';
import { inputErrors } from '../../lib/error-responses.ts';
import { routesOf } from '../../lib/route-docs.ts';
import { listAudit } from './audit.queries.ts';

export const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  const ownerRoute = routesOf('audit', app.requireRole('owner'));
  app.get(
    '/api/audit',
    ownerRoute('변경 기록 (원장, 최신순, 한 쪽에 50개)', {
      querystring: listAuditQuery,
      response: { 200: listAuditResponse, ...inputErrors },
    }),
    async (request) => listAudit(app.db, request.query.page, AUDIT_PAGE_SIZE),
  );
};
