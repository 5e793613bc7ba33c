/**
 * `GET /uploads/<name>`: an uploaded image, or one of its narrower copies (`<hash>-480w.webp`,
 * `<hash>-960w.webp`, made on first request), from the image store, whichever instance stored
 * it. Names never change meaning, so the answer may be cached for a year and revalidated by name.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponse } from '#shared/schemas/common.ts';
import { AppError } from '../../app-error.ts';
import { routesOf } from '../../lib/route-docs.ts';
import type { ImageStore } from './image-store.ts';
import { imageVariants } from './image-variants.ts';
import { parseUploadName } from './upload-names.ts';

export const serveUploadRoutes: FastifyPluginAsyncZod<{ store: ImageStore }> = async (app, options) => {
  const openRoutes = routesOf(app, 'uploads');
  const { store } = options;
  const variants = imageVariants(store, () => app.clock.now());

  openRoutes.get('/uploads/:name', {
    summary: '올린 이미지 보기',
    description:
      '<hash>.webp는 올린 이미지, <hash>-480w.webp와 <hash>-960w.webp는 그 이미지를 가로 480px, 960px로 줄인 사본입니다(원본보다 넓어지지 않음, 처음 요청할 때 만들어 저장).',
    params: z.object({ name: z.string().max(100) }),
    response: { 200: z.any(), 304: z.null(), 400: errorResponse, 404: errorResponse },
    handler: async (request, reply) => {
      const parsed = parseUploadName(request.params.name);
      if (!parsed) throw new AppError('not_found', 404);
      const etag = `"${parsed.name}"`;
      reply.header('Cache-Control', 'public, max-age=31536000, immutable');
      reply.header('X-Content-Type-Options', 'nosniff');
      reply.header('ETag', etag);
      if (request.headers['if-none-match'] === etag) return reply.code(304).send(null);
      const image = parsed.kind === 'upload' ? await store.get(parsed.name) : await variants.get(parsed);
      if (!image) {
        reply.removeHeader('Cache-Control').removeHeader('ETag');
        throw new AppError('not_found', 404);
      }
      if ('standIn' in image && image.standIn) {
        reply.header('Cache-Control', 'no-store').removeHeader('ETag');
      }
      return reply.type(image.contentType).send(image.data);
    },
  });
};
