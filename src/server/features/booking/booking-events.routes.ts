/**
 * GET /api/book/events: a server-sent event stream that says "date D changed", so open
 * boards refetch within moments instead of polling; after a time when changes may have gone
 * unheard, each board is told to read its date again. Streams end when the app closes, so a
 * graceful shutdown never waits on a board left open on a tablet.
 */
import type { ServerResponse } from 'node:http';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bookingEventsQuery } from '#shared/schemas/booking.ts';
import { routesOf } from '../../lib/route-docs.ts';
import type { BookingEvents } from './booking-events.ts';

/** Proxies drop connections that say nothing for a minute or so. */
const HEARTBEAT_MS = 20_000;
/** How soon a browser reconnects after the stream drops. */
const RETRY_MS = 2_000;

export const bookingEventsRoutes: FastifyPluginAsyncZod<{ events: BookingEvents }> = async (app, options) => {
  const openRoutes = routesOf(app, 'booking');
  const open = new Set<ServerResponse>();
  app.addHook('preClose', async () => {
    for (const stream of open) stream.end();
  });

  openRoutes.get('/api/book/events', {
    summary:
      '예약판 실시간 변경 알림 (text/event-stream; event: change, data: {"date":"YYYY-MM-DD"}; 날짜 없이 연결하면 놓친 변경이 있을 때 event: resync)',
    querystring: bookingEventsQuery,
    handler: (request, reply) => {
      const { date } = request.query;
      reply.hijack();
      const stream = reply.raw;
      stream.writeHead(200, {
        ...app.securityHeaders,
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        'x-accel-buffering': 'no',
      });
      stream.write(`retry: ${RETRY_MS}\n: connected\n\n`);
      open.add(stream);

      const unsubscribe = options.events.subscribe((change) => {
        if (date === undefined || change.date === date) {
          stream.write(`event: change\ndata: ${JSON.stringify(change)}\n\n`);
        }
      });
      // Listening again after a time without it (PostgreSQL): what other instances changed
      // meanwhile went unheard, so the board reads its date again (a stream of every date is
      // told to read whatever it shows).
      const unwatchGap = options.events.onGap(() => {
        if (!options.events.listening) return;
        if (date === undefined) stream.write('event: resync\ndata: {}\n\n');
        else stream.write(`event: change\ndata: ${JSON.stringify({ date })}\n\n`);
      });
      const heartbeat = setInterval(() => stream.write(': ping\n\n'), HEARTBEAT_MS);
      stream.on('close', () => {
        clearInterval(heartbeat);
        unwatchGap();
        unsubscribe();
        open.delete(stream);
      });
    },
  });
};
