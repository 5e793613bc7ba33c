/**
 * GET /robots.txt and GET /sitemap.xml for search engines. Absolute addresses come only from
 * PUBLIC_URL, never from the Host header (which the client chooses): without it robots.txt
 * names no sitemap and the sitemap answers 404.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponse } from '#shared/schemas/common.ts';
import { robotsResponse, sitemapResponse } from '#shared/schemas/seo.ts';
import { AppError } from '../../app-error.ts';
import { routesOf } from '../../lib/route-docs.ts';
import { listPostStamps } from '../news/index.ts';
import { listProductStamps } from '../products/index.ts';
import { PUBLIC_PAGES, postPath, productPath, renderRobots, renderSitemap } from './seo-pages.ts';

/** A new post reaches search engines within minutes; they ask far less often anyway. */
const CACHE_CONTROL = 'public, max-age=300';

export const seoRoutes: FastifyPluginAsyncZod<{ publicUrl: string | undefined }> = async (app, options) => {
  const openRoutes = routesOf(app, 'seo');
  const { publicUrl } = options;
  const robots = renderRobots(publicUrl);

  openRoutes.get('/robots.txt', {
    summary: '검색 로봇 안내 (공개 페이지 허용, 관리 화면과 API 제외)',
    response: { 200: robotsResponse },
    handler: async (_request, reply) =>
      reply.type('text/plain; charset=utf-8').header('cache-control', CACHE_CONTROL).send(robots),
  });

  openRoutes.get('/sitemap.xml', {
    summary: '사이트맵: 공개 페이지, 소식 글, 상품 (PUBLIC_URL이 있을 때만)',
    response: { 200: sitemapResponse, 404: errorResponse },
    handler: async (_request, reply) => {
      if (!publicUrl) throw new AppError('not_found', 404);
      const [posts, products] = await Promise.all([listPostStamps(app.db), listProductStamps(app.db)]);
      const xml = renderSitemap(publicUrl, [
        ...PUBLIC_PAGES.map((path) => ({ path })),
        ...posts.map((post) => ({ path: postPath(post.postId), lastModified: post.updatedAt })),
        ...products.map((product) => ({ path: productPath(product.idx), lastModified: product.updatedAt })),
      ]);
      return reply.type('application/xml; charset=utf-8').header('cache-control', CACHE_CONTROL).send(xml);
    },
  });
};
