/**
 * The web font's subsets (docs/decisions/043-font-subsets-per-page.md):
 *  - `GET /fonts/<name>.woff2`: a subset made for a page, by the hash of its characters; the
 *    name never serves other bytes, so it is cached for a year;
 *  - `GET /fonts/page.css?path=`: the `@font-face` rules of another page, for the browser to
 *    add when it moves to that page itself (the page it arrived on has them in its HTML).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { isKnownPage } from '#shared/page-routes.ts';
import { errorResponse } from '#shared/schemas/common.ts';
import { AppError } from '../../app-error.ts';
import { routesOf } from '../../lib/route-docs.ts';

const fontParams = z.object({ file: z.string().max(100) });
const pageQuery = z.object({ path: z.string().max(500) });

export const fontsRoutes: FastifyPluginAsyncZod = async (app) => {
  const openRoutes = routesOf(app, 'fonts');
  openRoutes.get('/fonts/:file', {
    summary: '페이지 글꼴 부분 집합 (WOFF2, 1년 캐시)',
    params: fontParams,
    response: { 200: z.any().describe('font/woff2'), 404: errorResponse },
    handler: async (request, reply) => {
      const match = /^([0-9a-f]{20})\.woff2$/.exec(request.params.file);
      const bytes = match ? await app.pageFonts.store.read(match[1]!) : undefined;
      if (!bytes) throw new AppError('not_found', 404);
      return reply
        .type('font/woff2')
        .header('Cache-Control', 'public, max-age=31536000, immutable')
        .send(bytes);
    },
  });

  openRoutes.get('/fonts/page.css', {
    summary: '다른 페이지로 옮겨 갈 때 그 페이지의 글꼴 선언 (@font-face)',
    querystring: pageQuery,
    response: { 200: z.string(), 404: errorResponse },
    handler: async (request, reply) => {
      const pathname = request.query.path;
      if (!pathname.startsWith('/') || pathname.startsWith('//') || !isKnownPage(pathname)) {
        throw new AppError('not_found', 404);
      }
      const css = await app.pageFontCss(pathname);
      if (css === undefined) throw new AppError('not_found', 404);
      return reply.type('text/css; charset=utf-8').header('Cache-Control', 'public, max-age=60').send(css);
    },
  });
};
