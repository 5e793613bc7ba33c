/**
 * `GET /uploads/<name>`: an uploaded image from the image store, whichever instance stored it.
 * Names are content hashes, so the answer may be cached for a year and revalidated by name.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponse } from '#shared/schemas/common.ts';
import { AppError } from '../../app-error.ts';
import type { ImageStore } from './image-store.ts';
import { UPLOAD_NAME } from './store-image.ts';

export const serveUploadRoutes: FastifyPluginAsyncZod<{ store: ImageStore }> = async (app, options) => {
  app.get(
    '/uploads/:name',
    {
      schema: {
        tags: ['uploads'],
        summary: '올린 이미지 보기',
        params: z.object({ name: z.string().max(100) }),
        response: { 200: z.any(), 304: z.null(), 400: errorResponse, 404: errorResponse },
      },
    },
    async (request, reply) => {
      const { name } = request.params;
      if (!UPLOAD_NAME.test(name)) throw new AppError('not_found', 404);
      const etag = `"${name}"`;
      reply.header('Cache-Control', 'public, max-age=31536000, immutable');
      reply.header('X-Content-Type-Options', 'nosniff');
      reply.header('ETag', etag);
      if (request.headers['if-none-match'] === etag) return reply.code(304).send(null);
      const image = await options.store.get(name);
      if (!image) {
        reply.removeHeader('Cache-Control').removeHeader('ETag');
        throw new AppError('not_found', 404);
      }
      return reply.type(image.contentType).send(image.data);
    },
  );
};
