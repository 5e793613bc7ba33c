/**
 * The portal's web app manifest, so that a guardian can add /family to the home screen. Served
 * here rather than as a file: it carries the studio's name as the owner has published it. Only
 * the portal's pages link it (src/web/features/family/lib/use-manifest-link.ts).
 */
import type { FastifyPluginAsync } from 'fastify';
import { getStudioSettings } from '../site/index.ts';

export const familyManifestRoutes: FastifyPluginAsync = async (app) => {
  app.get('/family.webmanifest', { schema: { hide: true } }, async (_request, reply) => {
    const { studio } = await getStudioSettings(app.db);
    const manifest = {
      name: `${studio.name} 가족 페이지`,
      short_name: '가족 페이지',
      description: '남은 레슨, 레슨 일정, 영수증, 결석 신청',
      lang: 'ko',
      id: '/family',
      start_url: '/family',
      scope: '/family',
      display: 'standalone',
      background_color: '#f6f3ee',
      theme_color: '#1f2a44',
      icons: [
        { src: '/family-icon-192.png', sizes: '192x192', type: 'image/png' },
        { src: '/family-icon-512.png', sizes: '512x512', type: 'image/png' },
        { src: '/family-icon-maskable.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      ],
    };
    return reply
      .type('application/manifest+json; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(JSON.stringify(manifest));
  });
};
