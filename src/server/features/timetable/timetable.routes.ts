/**
 * The weekly lesson timetable (spec §7 `/api/lessons`). Anyone may look at a teacher's week,
 * but only the teacher who owns it and the owner receive names; changes are the signed-in
 * teacher's own (docs/decisions/013-timetable-halves.md). Beside it: 특이사항, the signed-in
 * teacher's own memos (spec §7 `/api/memos`), and `GET /api/lessons/expected`, who today's
 * timetable expects, for the student page. And a teacher's private calendar feed
 * (docs/decisions/039-calendar-feeds.md): the signed-in teacher (or the owner) reads their own
 * address and replaces it; a phone's calendar reads `/calendar/<token>.ics` without a session,
 * the token being the only key.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { mondayOf } from '#shared/calendar-rules.ts';
import type { SessionUser } from '#shared/schemas/auth.ts';
import { feedResponse, feedTokenParams } from '#shared/schemas/calendar.ts';
import { calendarFeedBody } from '#shared/schemas/calendar-feed.ts';
import { errorResponse } from '#shared/schemas/common.ts';
import {
  createLessonRequest,
  createLessonResponse,
  createMemoRequest,
  createMemoResponse,
  deleteLessonRequest,
  deleteLessonResponse,
  deleteMemoResponse,
  expectedTodayQuery,
  expectedTodayResponse,
  listLessonsQuery,
  listLessonsResponse,
  listMemosResponse,
  listTeachersResponse,
  memoParams,
} from '#shared/schemas/timetable.ts';
import { seoulDate } from '#shared/time.ts';
import { weekdayOfDate } from '#shared/timetable-rules.ts';
import { AppError } from '../../app-error.ts';
import type { Db } from '../../db/database.ts';
import { changeErrors, recordErrors } from '../../lib/error-responses.ts';
import { routesOf } from '../../lib/route-docs.ts';
import { requireSiteAddress, type SiteAddressSource, siteAddress } from '../../lib/site-address.ts';
import { namedTeacher } from '../../lib/teacher-scope.ts';
import { requireUser } from '../../plugins/auth.ts';
import { findTeacher, listTeachers } from '../auth/index.ts';
import { getStudioSettings } from '../site/index.ts';
import { byTeacher, calendarRoutes, isStaff, verifyOwnStudent } from './calendar.routes.ts';
import { feedEvents, feedTokenOf, resetFeedToken, teacherOfFeedToken } from './calendar-feed.queries.ts';
import { renderFeed } from './calendar-feed-ics.ts';
import { expectedFor } from './expected-today.ts';
import { createMemo, deleteMemo, listMemos } from './memos.queries.ts';
import { createLesson, deleteLessons, listLessons } from './timetable.queries.ts';

/** Whose week is asked for: the named teacher, else the signed-in one, else the first listed. */
async function resolveTeacher(db: Db, user: SessionUser | null, teacherId: string | undefined) {
  if (teacherId !== undefined) {
    const found = await findTeacher(db, teacherId);
    if (!found) throw new AppError('timetable.teacher_not_found', 404);
    return found.id;
  }
  if (isStaff(user)) return user.id;
  return (await listTeachers(db))[0]?.id ?? null;
}

/** Phones read a few times an hour; one studio's teachers may share an address (Google's readers). */
const feedLimit = { name: 'calendar-feed', max: 240, windowMs: 60 * 60 * 1000 };

const guarded = { 401: errorResponse, 403: errorResponse, 409: errorResponse };

export const timetableRoutes: FastifyPluginAsyncZod<{ site: SiteAddressSource }> = async (app, options) => {
  const openRoutes = routesOf(app, 'timetable');
  const staff = app.requireRole('teacher');
  const staffRoutes = routesOf(app, 'timetable', staff);
  const staffCalendarRoutes = routesOf(app, 'calendar', staff);
  const feedUrl = (base: string, token: string) => `${base}/calendar/${token}.ics`;

  staffCalendarRoutes.get('/api/calendar/feed', {
    summary: '내 캘린더 구독 주소 (.ics; 처음 열 때 만들어짐)',
    response: { 200: feedResponse, ...guarded },
    handler: async (request) => {
      const user = requireUser(request);
      const base = requireSiteAddress(options.site);
      return { url: feedUrl(base, await feedTokenOf(app.db, user.id, app.clock.now())) };
    },
  });

  staffCalendarRoutes.post('/api/calendar/feed/reset', {
    summary: '캘린더 구독 주소 새로 만들기 (이전 주소는 바로 404)',
    response: { 200: feedResponse, ...guarded },
    handler: async (request) => {
      const user = requireUser(request);
      // Refused before the old address stops working, not after.
      const base = requireSiteAddress(options.site);
      const token = await resetFeedToken(app.db, user.id, { id: user.id, name: user.name }, app.clock.now());
      return { url: feedUrl(base, token) };
    },
  });

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

  staffRoutes.get('/api/memos', {
    summary: '내 메모 (오래된 순)',
    response: { 200: listMemosResponse, ...recordErrors },
    handler: async (request) => listMemos(app.db, requireUser(request).id),
  });

  staffRoutes.post('/api/memos', {
    summary: '메모 남기기',
    body: createMemoRequest,
    response: { 201: createMemoResponse, ...recordErrors },
    handler: async (request, reply) => {
      const id = await createMemo(app.db, { ...byTeacher(request), content: request.body.content });
      return reply.code(201).send({ id });
    },
  });

  staffRoutes.delete('/api/memos/:id', {
    summary: '내 메모 지우기 (다른 선생님의 메모는 404)',
    params: memoParams,
    response: { 200: deleteMemoResponse, ...recordErrors },
    handler: async (request) => {
      const { id } = request.params;
      await deleteMemo(app.db, { ...byTeacher(request), id });
      return { id };
    },
  });

  staffRoutes.get('/api/lessons/expected', {
    summary: '오늘 시간표에 있는 학생 (학생 관리의 "오늘 올 학생", 바로 출석 기록용)',
    querystring: expectedTodayQuery,
    response: {
      200: expectedTodayResponse,
      ...recordErrors,
    },
    handler: async (request) => {
      const user = requireUser(request);
      // A teacher's list is their own; naming anyone else is refused.
      const asked = namedTeacher(user, request.query);
      if (asked !== undefined && !(await findTeacher(app.db, asked))) {
        throw new AppError('timetable.teacher_not_found', 404);
      }
      const teacherIds =
        user.role !== 'owner' ? [user.id] : asked ? [asked] : (await listTeachers(app.db)).map((t) => t.id);
      const date = seoulDate(app.clock.now());
      const day = weekdayOfDate(date);
      const lists = await Promise.all(teacherIds.map((id) => expectedFor(app.db, id, date)));
      return { date, day, items: lists.flat().sort((a, b) => a.time - b.time) };
    },
  });

  await app.register(calendarRoutes);

  openRoutes.get('/api/lessons/teachers', {
    summary: '시간표를 볼 수 있는 선생님 목록 (원장 먼저, 이름순; 아이디와 이름만)',
    response: { 200: listTeachersResponse },
    handler: async () => listTeachers(app.db),
  });

  openRoutes.get('/api/lessons', {
    summary: '한 선생님의 한 주 레슨 시간표 (week: 그 주의 아무 날; 이름은 그 선생님과 원장에게만)',
    querystring: listLessonsQuery,
    response: { 200: listLessonsResponse, 400: errorResponse, 404: errorResponse },
    handler: async (request) => {
      const user = request.user;
      const teacherId = await resolveTeacher(app.db, user, request.query.teacherId);
      if (teacherId === null) return [];
      const withNames = isStaff(user) && (user.role === 'owner' || user.id === teacherId);
      const week = mondayOf(request.query.week ?? seoulDate(app.clock.now()));
      return listLessons(app.db, teacherId, withNames, week);
    },
  });

  staffRoutes.post('/api/lessons', {
    summary:
      '내 시간표에 반복 레슨 등록 (from: 첫날, 생략 시 이번 주 월요일; until: 마지막 날; 겹치는 날이 있으면 409)',
    body: createLessonRequest,
    response: { 201: createLessonResponse, ...changeErrors },
    handler: async (request, reply) => {
      const by = byTeacher(request);
      const studentId = request.body.studentId ?? null;
      if (studentId !== null) await verifyOwnStudent(app.db, by.teacherId, studentId);
      const { from, until, ...lesson } = request.body;
      const created = await createLesson(app.db, {
        ...lesson,
        ...by,
        from: from ?? mondayOf(seoulDate(by.now)),
        until: until ?? null,
        studentId,
      });
      return reply.code(201).send(created);
    },
  });

  staffRoutes.delete('/api/lessons', {
    summary: '내 시간표의 레슨을 week가 든 주부터 삭제 (지난 주들은 그대로; type 없이 보내면 그 칸 전체)',
    body: deleteLessonRequest,
    response: { 200: deleteLessonResponse, ...recordErrors },
    handler: async (request) => {
      const { week, ...lesson } = request.body;
      const by = byTeacher(request);
      return deleteLessons(app.db, { ...lesson, ...by, monday: mondayOf(week ?? seoulDate(by.now)) });
    },
  });
};
