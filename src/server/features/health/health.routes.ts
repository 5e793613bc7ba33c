import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import { errorResponse } from '#shared/schemas/common.ts';
import { healthResponse } from '#shared/schemas/health.ts';
import { AppError } from '../../app-error.ts';
import { routesOf } from '../../lib/route-docs.ts';

/** For load balancers and monitors: 200 only when the database answers. */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  const openRoutes = routesOf(app, 'health');
  openRoutes.get('/api/health', {
    summary: '서버와 데이터베이스 상태',
    response: { 200: healthResponse, 503: errorResponse },
    handler: async () => {
      try {
        await sql`select 1`.execute(app.db);
      } catch (error) {
        app.log.error({ err: error }, 'health check: database did not answer');
        throw new AppError('unavailable', 503);
      }
      return { status: 'ok' as const };
    },
  });
};
