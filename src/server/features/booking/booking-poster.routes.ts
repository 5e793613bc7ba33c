/**
 * GET /api/book/poster: the address the printed QR poster points at. The site's public address
 * when PUBLIC_URL is set (behind a proxy the request's own host may be an internal one),
 * otherwise null and the page uses the address it was opened from.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bookingPosterResponse } from '#shared/schemas/booking.ts';
import { routesOf } from '../../lib/route-docs.ts';

export const bookingPosterRoutes: FastifyPluginAsyncZod<{ publicUrl: string | undefined }> = async (
  app,
  options,
) => {
  const openRoutes = routesOf(app, 'booking');
  openRoutes.get('/api/book/poster', {
    summary: 'QR 포스터가 가리킬 연습실 예약 주소',
    response: { 200: bookingPosterResponse },
    handler: async () => ({ boardUrl: options.publicUrl ? `${options.publicUrl}/book` : null }),
  });
};
