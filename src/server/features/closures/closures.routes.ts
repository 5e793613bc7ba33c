/**
 * 휴원일 (docs/decisions/036-closures-and-holidays.md): anyone reads the closed days of a range
 * (public holidays and the studio's closures) and the public holidays of a year; the owner adds
 * and deletes the studio's own closures, each change in the audit log.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { mergeClosures } from '#shared/closure-rules.ts';
import {
  closedDaysQuery,
  closedDaysResponse,
  closureIdParams,
  createClosureRequest,
  createClosureResponse,
  holidayDateParams,
  holidayOpeningResponse,
  holidaysQuery,
  holidaysResponse,
  type StudioClosureItem,
  studioClosuresResponse,
} from '#shared/schemas/closures.ts';
import { errorResponse } from '#shared/schemas/common.ts';
import { addDays, seoulDate } from '#shared/time.ts';
import { AppError } from '../../app-error.ts';
import type { Db } from '../../db/database.ts';
import { inputErrors, recordErrors } from '../../lib/error-responses.ts';
import { routesOf } from '../../lib/route-docs.ts';
import { changeBy, requestActor, requireUser } from '../../plugins/auth.ts';
import { recordAudit } from '../audit/index.ts';
import * as closures from './closures.queries.ts';

/**
 * Visitors' answers may sit a minute in any cache; a signed-in request (staff, who change the
 * closures) is never answered from one, so a change shows at once on their screens.
 */
const PUBLIC_CACHE = 'public, max-age=60';
const STAFF_CACHE = 'private, no-cache';
/** The owner's list shows closures that ended up to this many days ago, and every later one. */
const RECENT_DAYS = 90;
const STUDIO_LIST_LIMIT = 200;

/**
 * A closure's audit entry. The target already says the name and the days; the detail keeps them
 * as values, named so the audit page does not read a range as a change (`from → to`).
 */
const auditClosure = (
  trx: Db,
  request: FastifyRequest,
  action: 'closure.create' | 'closure.delete',
  closure: StudioClosureItem,
  at: Date,
) =>
  recordAudit(
    trx,
    { actor: requestActor(request), now: at },
    {
      action,
      target:
        closure.from === closure.to
          ? `${closure.name} (${closure.from})`
          : `${closure.name} (${closure.from} ~ ${closure.to})`,
      detail: { id: closure.id, name: closure.name, startsOn: closure.from, endsOn: closure.to },
    },
  );

/** The list follows the owner's closures and openings: visitors may cache it a minute, staff not. */
const cacheFor = (request: FastifyRequest, reply: FastifyReply) =>
  reply.header('cache-control', request.user ? STAFF_CACHE : PUBLIC_CACHE).header('vary', 'cookie');

export const closuresRoutes: FastifyPluginAsyncZod = async (app) => {
  const openRoutes = routesOf(app, 'closures');
  const ownerRoutes = routesOf(app, 'closures', app.requireRole('owner'));
  openRoutes.get('/api/closures', {
    summary: '쉬는 날 목록 (누구나; from–to, 93일까지): 공휴일(holiday)과 학원 휴원일(studio), 날짜순',
    querystring: closedDaysQuery,
    response: { 200: closedDaysResponse, 400: errorResponse },
    handler: async (request, reply) => {
      cacheFor(request, reply);
      return closures.listClosedDays(app.db, request.query.from, request.query.to);
    },
  });

  openRoutes.get('/api/closures/holidays', {
    summary: '한 해의 공휴일 (누구나; 대체공휴일 포함, 패키지에 없는 해는 covered: false)',
    querystring: holidaysQuery,
    response: { 200: holidaysResponse, 400: errorResponse },
    handler: async (request, reply) => {
      const { year } = request.query;
      const from = `${year}-01-01`;
      const to = `${year}-12-31`;
      const [table, opened] = await Promise.all([
        closures.holidayTable(String(year)),
        closures.openedHolidaysIn(app.db, from, to),
      ]);
      cacheFor(request, reply);
      const holidays = mergeClosures({ from, to, holidays: table ? [table] : [], studio: [] });
      return {
        year,
        covered: table !== null,
        holidays: holidays.map((day) => ({ ...day, open: opened.has(day.date) })),
      };
    },
  });

  /** The holiday of a date, as the year's list names it, or a 404 when the date is none. */
  const holidayOn = async (date: string) => {
    const table = await closures.holidayTable(date.slice(0, 4));
    const names = table?.[date];
    if (!names || names.length === 0) throw new AppError('closures.not_holiday', 404);
    return { date, name: names.join(', '), kind: 'holiday' as const };
  };

  /** Opens or closes a holiday for teaching; the audit names only a change that happened. */
  async function setHolidayOpen(request: FastifyRequest, date: string, open: boolean) {
    const holiday = await holidayOn(date);
    const { actor, now } = changeBy(request);
    await app.db.transaction().execute(async (trx) => {
      const changed = open
        ? await closures.openHoliday(trx, { date: holiday.date, openedBy: actor.id, now })
        : await closures.closeHoliday(trx, holiday.date);
      if (!changed) return;
      await recordAudit(
        trx,
        { actor, now },
        {
          action: open ? 'holiday.open' : 'holiday.close',
          target: `${holiday.name} (${holiday.date})`,
          detail: { date: holiday.date, name: holiday.name },
        },
      );
    });
    return { ...holiday, open };
  }

  ownerRoutes.post('/api/closures/holidays/:date/open', {
    summary: '공휴일에 수업함 (원장; 그 날은 쉬는 날에서 빠지고 수업이 잡힘, 이미 열려 있으면 그대로)',
    params: holidayDateParams,
    response: { 200: holidayOpeningResponse, ...recordErrors },
    handler: (request) => setHolidayOpen(request, request.params.date, true),
  });

  ownerRoutes.delete('/api/closures/holidays/:date/open', {
    summary: '공휴일 수업 취소 (원장; 그 날은 다시 쉬는 날, 열려 있지 않았으면 그대로)',
    params: holidayDateParams,
    response: { 200: holidayOpeningResponse, ...recordErrors },
    handler: (request) => setHolidayOpen(request, request.params.date, false),
  });

  ownerRoutes.get('/api/closures/studio', {
    summary: `학원 휴원일 목록 (원장; 끝난 지 ${RECENT_DAYS}일 안 된 것과 앞으로의 것, 빠른 날짜순)`,
    response: { 200: studioClosuresResponse, ...inputErrors },
    handler: async (_request, reply) => {
      reply.header('cache-control', 'private, no-store');
      const since = addDays(seoulDate(app.clock.now()), -RECENT_DAYS);
      return closures.listStudioClosures(app.db, since, STUDIO_LIST_LIMIT);
    },
  });

  ownerRoutes.post('/api/closures', {
    summary: '휴원일 추가 (원장; 하루 또는 366일까지의 기간, 이미 정한 휴원일과 겹치면 409)',
    body: createClosureRequest,
    response: { 201: createClosureResponse, ...inputErrors, 409: errorResponse },
    handler: async (request, reply) => {
      const now = app.clock.now();
      const created = await app.db.transaction().execute(async (trx) => {
        const createdBy = requireUser(request).id;
        const closure = await closures.insertStudioClosure(trx, { ...request.body, createdBy, now });
        if (!closure) throw new AppError('closures.overlap', 409);
        await auditClosure(trx, request, 'closure.create', closure, now);
        return closure;
      });
      return reply.code(201).send(created);
    },
  });

  ownerRoutes.delete('/api/closures/:id', {
    summary: '휴원일 삭제 (원장)',
    params: closureIdParams,
    response: { 200: createClosureResponse, ...recordErrors },
    handler: async (request) => {
      const now = app.clock.now();
      return app.db.transaction().execute(async (trx) => {
        const closure = await closures.deleteStudioClosure(trx, request.params.id);
        if (!closure) throw new AppError('closures.not_found', 404);
        await auditClosure(trx, request, 'closure.delete', closure, now);
        return closure;
      });
    },
  });
};
