/**
 * The practice-room board (spec §7 paths): list, book, delete, deletion log, live changes.
 * Public like the spec's board, so booking and deleting are rate limited per address. A visitor
 * deletes with the booking's PIN; staff need none, and their deletions are audited
 * (docs/decisions/033-booking-pin.md).
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { invalidRoomMessage, invalidTimeMessage, pastClosingMessage } from '#shared/board-texts.ts';
import {
  type BoardLayout,
  bookingSlots,
  isBoardHour,
  isBoardRoom,
  isHourOver,
  roomLabel,
} from '#shared/booking-rules.ts';
import { maskName } from '#shared/name-mask.ts';
import {
  createBookingRequest,
  createBookingResponse,
  deleteBookingRequest,
  deleteBookingResponse,
  listBookingsQuery,
  listBookingsResponse,
  listLogsQuery,
  listLogsResponse,
} from '#shared/schemas/booking.ts';
import { errorResponse } from '#shared/schemas/common.ts';
import { AppError } from '../../app-error.ts';
import { isNotModified } from '../../http-cache.ts';
import { clientAddress } from '../../lib/client-address.ts';
import { routesOf } from '../../lib/route-docs.ts';
import { hasRole, requestActor } from '../../plugins/auth.ts';
import { chooseEncoding, varyOnEncoding } from '../../plugins/compression.ts';
import { getBoardSettings, getBoardSettingsVersion } from '../site/index.ts';
import { BoardCache, type BoardSnapshot, type BoardViewer } from './board-cache.ts';
import {
  createBooking,
  type DeleteBy,
  deleteBooking,
  listBookings,
  listDeletions,
} from './booking.queries.ts';
import { currentSeoulHour, resolveDate, today } from './booking-dates.ts';
import { bookingEventsRoutes } from './booking-events.routes.ts';
import { createLocalBookingEvents, createPostgresBookingEvents } from './booking-events.ts';
import { checkPin } from './booking-pin.ts';
import { hashPin } from './booking-pin-hash.ts';
import { loadPinKey } from './booking-pin-key.ts';
import { bookingPosterRoutes } from './booking-poster.routes.ts';

/**
 * The board in the coding the request accepts, with its ETag; 304 when the client holds it.
 * `no-cache`: a browser keeps the board but asks each time, and mostly hears 304.
 */
async function sendBoard(
  request: FastifyRequest,
  reply: FastifyReply,
  board: BoardSnapshot,
  viewer: BoardViewer,
) {
  const sent = await board.in(chooseEncoding(request.headers['accept-encoding']));
  reply.header('etag', sent.etag);
  namesFor(reply, viewer);
  varyOnEncoding(reply);
  if (isNotModified(request.headers['if-none-match'], sent.etag)) return reply.code(304).send();
  if (sent.encoding) reply.header('content-encoding', sent.encoding);
  return reply.type('application/json; charset=utf-8').send(sent.body);
}

/**
 * Bookers' names go to visitors masked (김*수) and to signed-in staff whole: an answer that
 * carries names depends on the session cookie, and staff's is theirs alone.
 */
function viewerOf(request: FastifyRequest): BoardViewer {
  return hasRole(request.user, 'teacher') ? 'staff' : 'visitor';
}

function namesFor(reply: FastifyReply, viewer: BoardViewer): void {
  reply
    .header('cache-control', viewer === 'staff' ? 'private, no-cache' : 'no-cache')
    .header('vary', 'Cookie');
}

function shownTo<T extends { name: string }>(viewer: BoardViewer, rows: T): T;
function shownTo<T extends { name: string }>(viewer: BoardViewer, rows: T[]): T[];
function shownTo<T extends { name: string }>(viewer: BoardViewer, rows: T | T[]): T | T[] {
  if (viewer === 'staff') return rows;
  const mask = (row: T): T => ({ ...row, name: maskName(row.name) });
  return Array.isArray(rows) ? rows.map(mask) : mask(rows);
}

/**
 * Generous for people at the studio, tight for a script (DESIGN §1 "rate limits"); counted
 * in the database, so the limit holds however many instances serve the board.
 */
const changeLimit = { max: 30, windowMs: 60_000, code: 'booking.rate_limited' } as const;

/** A room and start hour on the board as the owner has set it, or its configured refusal. */
function checkSlot(board: BoardLayout, room: number, time: number): void {
  if (!isBoardRoom(room, board)) throw new AppError('booking.invalid_room', 400, invalidRoomMessage(board));
  if (!isBoardHour(time, board)) throw new AppError('booking.invalid_time', 400, invalidTimeMessage(board));
}

interface BookingOptions {
  publicUrl?: string | undefined;
  /** Where the PIN key comes from (booking-pin-key.ts). */
  appSecret: string | undefined;
  dataDir: string;
}

export const bookingRoutes: FastifyPluginAsyncZod<BookingOptions> = async (app, options) => {
  const openRoutes = routesOf(app, 'booking');
  const pinKey = await loadPinKey({
    appSecret: options.appSecret,
    dataDir: options.dataDir,
    db: app.db,
    dialect: app.dialect,
  });
  const events = app.dbHandle.pgPool
    ? await createPostgresBookingEvents(app.dbHandle.pgPool, app.log)
    : createLocalBookingEvents();
  const boards = new BoardCache(events);
  // Rendered pages show the board too; a change made through another instance arrives here.
  const stopInvalidatingPages = events.subscribe(() => app.invalidatePages());
  app.addHook('onClose', async () => {
    stopInvalidatingPages();
    boards.close();
    await events.close();
  });
  await app.register(bookingEventsRoutes, { events });
  await app.register(bookingPosterRoutes, { publicUrl: options.publicUrl });

  /**
   * Makes a change to `date`'s board. This instance forgets the board before answering, even
   * after an error (one may follow a commit), so whoever made the change sees it on their next
   * read; other instances forget it when the announcement reaches them. A lost announcement
   * only delays other boards until they poll, and other instances' kept boards until they expire.
   */
  const changeBoard = async <T>(date: string, change: () => Promise<T>): Promise<T> => {
    let result: T;
    try {
      result = await change();
    } finally {
      boards.invalidate(date);
    }
    try {
      await events.publish({ date });
    } catch (error) {
      app.log.warn({ err: error }, 'booking change could not be announced');
    }
    return result;
  };

  openRoutes.get('/api/book', {
    summary: '연습실 예약 현황 (날짜별, 기본은 오늘)',
    querystring: listBookingsQuery,
    response: {
      200: listBookingsResponse,
      304: z.null().describe('If-None-Match에 보낸 ETag 그대로: 바뀐 것 없음 (본문 없음)'),
      400: errorResponse,
    },
    handler: async (request, reply) => {
      const date = resolveDate(app.clock, request.query.date, { bookable: false });
      // The board's settings decide which rows are on it: a board kept from before the owner
      // published new settings is not this one (docs/decisions/022, "the board's settings").
      // Only the number is read per request; settings newer than it, read while building, only
      // make the next request build the board again.
      const version = await getBoardSettingsVersion(app.db);
      const viewer = viewerOf(request);
      // The route's own serializer: the same bytes as an answer built for this request.
      const board = await boards.get(
        date,
        async () => {
          const { board: settings } = await getBoardSettings(app.db);
          return String(reply.serialize(shownTo(viewer, await listBookings(app.db, date, settings))));
        },
        version,
        viewer,
      );
      return sendBoard(request, reply, board, viewer);
    },
  });

  app.post(
    '/api/book',
    {
      onRequest: app.rateLimit({ name: 'booking-create', ...changeLimit }),
      schema: {
        tags: ['booking'],
        summary: '연습실 예약 (2시간 예약은 두 칸을 한 번에, 전부 또는 전무)',
        body: createBookingRequest,
        response: { 201: createBookingResponse, 400: errorResponse, 409: errorResponse, 429: errorResponse },
      },
    },
    async (request, reply) => {
      const { room, time, name, type, pin } = request.body;
      const { board } = await getBoardSettings(app.db);
      checkSlot(board, room, time);
      const date = resolveDate(app.clock, request.body.date, { bookable: true });
      const slots = bookingSlots(time, type, board);
      if (!slots) throw new AppError('booking.past_closing', 400, pastClosingMessage(board));
      if (isHourOver(date, time, today(app.clock), currentSeoulHour(app.clock))) {
        throw new AppError('booking.past_hour', 400);
      }
      const booked = await changeBoard(date, () =>
        createBooking(app.db, app.dialect, {
          date,
          room,
          slots,
          name,
          type,
          // Made only once the slots are known free: a taken slot costs no hash.
          pinHash: () => hashPin(pin, pinKey),
          now: app.clock.now(),
          board,
        }),
      );
      // The name the booker has just sent, as stored: nobody else's.
      return reply.code(201).send(booked);
    },
  );

  app.delete(
    '/api/book',
    {
      onRequest: app.rateLimit({ name: 'booking-delete', ...changeLimit }),
      schema: {
        tags: ['booking'],
        summary:
          '예약 한 칸 삭제 (예약할 때 정한 비밀번호로, 원장·강사는 비밀번호 없이; 삭제 기록을 함께 남김)',
        description:
          '비밀번호가 없거나 틀리면 403. 비밀번호 확인은 주소마다 15분에 10번까지이고 넘으면 429 (맞은 비밀번호는 세지 않음). 원장·강사의 삭제는 감사 기록에 남습니다.',
        body: deleteBookingRequest,
        response: {
          200: deleteBookingResponse,
          400: errorResponse,
          403: errorResponse,
          404: errorResponse,
          429: errorResponse,
        },
      },
    },
    async (request, reply) => {
      const { room, time, pin } = request.body;
      const { board } = await getBoardSettings(app.db);
      // A booking in a room or hour the owner has removed is off the board: not deletable either.
      checkSlot(board, room, time);
      const date = resolveDate(app.clock, request.body.date, { bookable: true });
      const now = app.clock.now();
      const by: DeleteBy = hasRole(request.user, 'teacher')
        ? { staff: requestActor(request), roomName: roomLabel(room, board) }
        : {
            pinHash: await checkPin(app.db, {
              slot: { date, room, time },
              pin,
              address: clientAddress(request),
              now,
              key: pinKey,
            }),
          };
      const entry = await changeBoard(date, () => deleteBooking(app.db, { date, room, time, now, by }));
      const viewer = viewerOf(request);
      namesFor(reply, viewer);
      return shownTo(viewer, entry);
    },
  );

  openRoutes.get('/api/logs', {
    summary: '예약 삭제 기록 (최근 삭제 순, 페이지 단위)',
    querystring: listLogsQuery,
    response: { 200: listLogsResponse, 400: errorResponse },
    handler: async (request, reply) => {
      const { offset, limit } = request.query;
      const date = resolveDate(app.clock, request.query.date, { bookable: false });
      const viewer = viewerOf(request);
      namesFor(reply, viewer);
      return shownTo(viewer, await listDeletions(app.db, { date, offset, limit }));
    },
  });
};
