/** `GET /api/lessons/expected`: who today's timetable expects, for the student page. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { expectedTodayQuery, expectedTodayResponse } from '#shared/schemas/timetable.ts';
import { seoulDate } from '#shared/time.ts';
import { weekdayOfDate } from '#shared/timetable-rules.ts';
import { AppError } from '../../app-error.ts';
import { recordErrors } from '../../lib/error-responses.ts';
import { routesOf } from '../../lib/route-docs.ts';
import { namedTeacher } from '../../lib/teacher-scope.ts';
import { requireUser } from '../../plugins/auth.ts';
import { findTeacher, listTeachers } from '../auth/index.ts';
import { expectedFor } from './expected-today.ts';

export const expectedTodayRoutes: FastifyPluginAsyncZod = async (app) => {
  const staffRoute = routesOf('timetable', app.requireRole('teacher'));
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
};
