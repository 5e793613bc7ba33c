import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sessionResponse } from '#shared/schemas/auth.ts';
import { errorResponse } from '#shared/schemas/common.ts';
import { AppError } from '../../app-error.ts';

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/session',
    {
      schema: {
        tags: ['auth'],
        summary: '로그인한 사용자',
        response: { 200: sessionResponse, 401: errorResponse },
      },
    },
    async (request) => {
      if (!request.user) throw new AppError('auth.required', 401);
      return request.user;
    },
  );
};
