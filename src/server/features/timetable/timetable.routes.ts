/**
 * The weekly lesson timetable (spec §7 `/api/lessons`). Anyone may look at a teacher's week,
 * but only the teacher who owns it and the owner receive names; changes are the signed-in
 * teacher's own (docs/decisions/013-timetable-halves.md). Beside it: 특이사항, the signed-in
 * teacher's own memos (spec §7 `/api/memos`), and `GET /api/lessons/expected`, who today's
 * timetable expects, for the student page.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { mondayOf } from '#shared/calendar-rules.ts';
import type { SessionUser } from '#shared/schemas/auth.ts';
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
import type { SiteAddressSource } from '../../lib/site-address.ts';
import { namedTeacher } from '../../lib/teacher-scope.ts';
import { requireUser } from '../../plugins/auth.ts';
import { findTeacher, listTeachers } from '../auth/index.ts';
import { calendarRoutes, isStaff, verifyOwnStudent } from './calendar.routes.ts';
import { calendarFeedRoutes } from './calendar-feed.routes.ts';
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

export const timetableRoutes: FastifyPluginAsyncZod<{ site: SiteAddressSource }> = async (app, options) => {
  const openRoute = routesOf('timetable');
  const staffRoute = routesOf('timetable', app.requireRole('teacher'));
  await app.register(calendarFeedRoutes, { site: options.site });

  app.get(
    '/api/memos',
    staffRoute('내 메모 (오래된 순)', {
      response: { 200: listMemosResponse, ...recordErrors },
    }),
    async (request) => listMemos(app.db, requireUser(request).id),
  );

  app.post(
    '/api/memos',
    staffRoute('메모 남기기', {
      body: createMemoRequest,
      response: { 201: createMemoResponse, ...recordErrors },
    }),
    async (request, reply) => {
      const user = requireUser(request);
      const id = await createMemo(app.db, {
        teacherId: user.id,
        content: request.body.content,
        actor: { id: user.id, name: user.name },
        now: app.clock.now(),
      });
      return reply.code(201).send({ id });
    },
  );

  app.delete(
    '/api/memos/:id',
    staffRoute('내 메모 지우기 (다른 선생님의 메모는 404)', {
      params: memoParams,
      response: { 200: deleteMemoResponse, ...recordErrors },
    }),
    async (request) => {
      const user = requireUser(request);
      const { id } = request.params;
      await deleteMemo(app.db, {
        teacherId: user.id,
        id,
        actor: { id: user.id, name: user.name },
        now: app.clock.now(),
      });
      return { id };
    },
  );

  app.get(
    '/api/lessons/expected',
    staffRoute('오늘 시간표에 있는 학생 (학생 관리의 "오늘 올 학생", 바로 출석 기록용)', {
      querystring: expectedTodayQuery,
      response: {
        200: expectedTodayResponse,
        ...recordErrors,
      },
    }),
    async (request) => {
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
  );

  await app.register(calendarRoutes);

  app.get(
    '/api/lessons/teachers',
    openRoute('시간표를 볼 수 있는 선생님 목록 (원장 먼저, 이름순; 아이디와 이름만)', {
      response: { 200: listTeachersResponse },
    }),
    async () => listTeachers(app.db),
  );

  app.get(
    '/api/lessons',
    openRoute('한 선생님의 한 주 레슨 시간표 (week: 그 주의 아무 날; 이름은 그 선생님과 원장에게만)', {
      querystring: listLessonsQuery,
      response: { 200: listLessonsResponse, 400: errorResponse, 404: errorResponse },
    }),
    async (request) => {
      const user = request.user;
      const teacherId = await resolveTeacher(app.db, user, request.query.teacherId);
      if (teacherId === null) return [];
      const withNames = isStaff(user) && (user.role === 'owner' || user.id === teacherId);
      const week = mondayOf(request.query.week ?? seoulDate(app.clock.now()));
      return listLessons(app.db, teacherId, withNames, week);
    },
  );

  app.post(
    '/api/lessons',
    staffRoute(
      '내 시간표에 반복 레슨 등록 (from: 첫날, 생략 시 이번 주 월요일; until: 마지막 날; 겹치는 날이 있으면 409)',
      {
        body: createLessonRequest,
        response: { 201: createLessonResponse, ...changeErrors },
      },
    ),
    async (request, reply) => {
      const user = requireUser(request);
      const studentId = request.body.studentId ?? null;
      if (studentId !== null) await verifyOwnStudent(app.db, user.id, studentId);
      const { from, until, ...lesson } = request.body;
      const created = await createLesson(app.db, {
        ...lesson,
        from: from ?? mondayOf(seoulDate(app.clock.now())),
        until: until ?? null,
        teacherId: user.id,
        studentId,
        actor: { id: user.id, name: user.name },
        now: app.clock.now(),
      });
      return reply.code(201).send(created);
    },
  );

  app.delete(
    '/api/lessons',
    staffRoute('내 시간표의 레슨을 week가 든 주부터 삭제 (지난 주들은 그대로; type 없이 보내면 그 칸 전체)', {
      body: deleteLessonRequest,
      response: { 200: deleteLessonResponse, ...recordErrors },
    }),
    async (request) => {
      const user = requireUser(request);
      const { week, ...lesson } = request.body;
      return deleteLessons(app.db, {
        ...lesson,
        monday: mondayOf(week ?? seoulDate(app.clock.now())),
        teacherId: user.id,
        actor: { id: user.id, name: user.name },
        now: app.clock.now(),
      });
    },
  );
};
