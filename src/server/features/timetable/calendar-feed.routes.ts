/**
 * A teacher's private calendar feed (docs/decisions/039-calendar-feeds.md): the signed-in
 * teacher (or the owner) reads their own address and replaces it; a phone's calendar reads
 * `/calendar/<token>.ics` without a session, the token being the only key.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { feedResponse, feedTokenParams } from '#shared/schemas/calendar.ts';
import { calendarFeedBody } from '#shared/schemas/calendar-feed.ts';
import { errorResponse } from '#shared/schemas/common.ts';
import { seoulDate } from '#shared/time.ts';
import { AppError } from '../../app-error.ts';
import { routesOf } from '../../lib/route-docs.ts';
import { requireSiteAddress, type SiteAddressSource, siteAddress } from '../../lib/site-address.ts';
import { requireUser } from '../../plugins/auth.ts';
import { findTeacher } from '../auth/index.ts';
import { getStudioSettings } from '../site/index.ts';
import { feedEvents, feedTokenOf, resetFeedToken, teacherOfFeedToken } from './calendar-feed.queries.ts';
import { renderFeed } from './calendar-feed-ics.ts';

/** Phones read a few times an hour; one studio's teachers may share an address (Google's readers). */
const feedLimit = { name: 'calendar-feed', max: 240, windowMs: 60 * 60 * 1000 };

const guarded = { 401: errorResponse, 403: errorResponse, 409: errorResponse };

export const calendarFeedRoutes: FastifyPluginAsyncZod<{ site: SiteAddressSource }> = async (
  app,
  options,
) => {
  const staffRoute = routesOf('calendar', app.requireRole('teacher'));
  const feedUrl = (base: string, token: string) => `${base}/calendar/${token}.ics`;

  app.get(
    '/api/calendar/feed',
    staffRoute('내 캘린더 구독 주소 (.ics; 처음 열 때 만들어짐)', {
      response: { 200: feedResponse, ...guarded },
    }),
    async (request) => {
      const user = requireUser(request);
      const base = requireSiteAddress(options.site);
      return { url: feedUrl(base, await feedTokenOf(app.db, user.id, app.clock.now())) };
    },
  );

  app.post(
    '/api/calendar/feed/reset',
    staffRoute('캘린더 구독 주소 새로 만들기 (이전 주소는 바로 404)', {
      response: { 200: feedResponse, ...guarded },
    }),
    async (request) => {
      const user = requireUser(request);
      // Refused before the old address stops working, not after.
      const base = requireSiteAddress(options.site);
      const token = await resetFeedToken(app.db, user.id, { id: user.id, name: user.name }, app.clock.now());
      return { url: feedUrl(base, token) };
    },
  );

  app.get(
    '/calendar/:token',
    {
      onRequest: app.rateLimit(feedLimit),
      // The token is the whole key and sits in the path: keep it out of the request log.
      logLevel: 'warn',
      // Any address that is not a live feed is simply not there: 404, never a 400 that tells
      // a malformed token from a replaced one.
      attachValidation: true,
      schema: {
        tags: ['calendar'],
        summary: '선생님의 수업 캘린더 (iCalendar, 8주 전부터 6개월 뒤까지; 로그인 없이 주소로만)',
        params: feedTokenParams,
        response: { 200: calendarFeedBody, 404: errorResponse, 429: errorResponse },
      },
    },
    async (request, reply) => {
      if (request.validationError) throw new AppError('calendar.feed_not_found', 404);
      const token = request.params.token.slice(0, -'.ics'.length);
      const teacherId = await teacherOfFeedToken(app.db, token);
      const teacher = teacherId === null ? null : await findTeacher(app.db, teacherId);
      if (!teacher) throw new AppError('calendar.feed_not_found', 404);
      const now = app.clock.now();
      // Only the events' UIDs carry a host name, no link: a feed read before an address was set
      // keeps the one it was read by, so that a phone does not see its events change identity.
      const host = new URL(siteAddress(options.site) ?? `${request.protocol}://${request.host}`).hostname;
      const [events, { studio }] = await Promise.all([
        feedEvents(app.db, teacher.id, seoulDate(now), host),
        getStudioSettings(app.db),
      ]);
      const body = renderFeed({
        name: `${studio.name} · ${teacher.name} 레슨`,
        events,
        now,
        location: `${studio.name}, ${studio.address} ${studio.floor}`.trim(),
      });
      return reply
        .type('text/calendar; charset=utf-8')
        .header('cache-control', 'private, max-age=300')
        .header('x-robots-tag', 'noindex')
        .send(body);
    },
  );
};
