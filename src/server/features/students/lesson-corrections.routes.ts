/**
 * Putting a lesson record right (DESIGN §4): `PATCH /api/lessonList/:id` gives a record of the
 * last 60 days another status, `DELETE /api/lessonList/:id` removes one entered by mistake;
 * the ledger follows and the audit log keeps both sides. A teacher reaches only their own
 * students' records (another's answers 404, as if there were none).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { studentsNotices } from '#shared/messages/students.ts';
import {
  correctLessonRequest,
  deleteLessonRequest,
  lessonChangeResponse,
  lessonIdParams,
  scopeQuery,
} from '#shared/schemas/students.ts';
import { seoulDate } from '#shared/time.ts';
import { changeErrors } from '../../lib/error-responses.ts';
import { routesOf } from '../../lib/route-docs.ts';
import { requestActor } from '../../plugins/auth.ts';
import type { StudentsRoutesOptions } from './collaborators.ts';
import { correctLesson, deleteLesson } from './lesson-corrections.queries.ts';
import { listScope } from './scope.ts';

export const lessonCorrectionsRoutes: FastifyPluginAsyncZod<Pick<StudentsRoutesOptions, 'calendar'>> = async (
  app,
  { calendar },
) => {
  const staffRoute = routesOf('students', app.requireRole('teacher'));

  app.patch(
    '/api/lessonList/:id',
    staffRoute(
      '레슨 기록의 상태 고치기 (레슨 날짜가 60일 안인 기록): 차감하는 상태 ↔ 차감하지 않는 상태로 바뀌면 1회를 돌려주거나 차감; reason은 감사 기록에 남음',
      {
        params: lessonIdParams,
        querystring: scopeQuery,
        body: correctLessonRequest,
        response: { 200: lessonChangeResponse, ...changeErrors },
      },
    ),
    async (request) => {
      const now = app.clock.now();
      const { status, reason } = request.body;
      const result = await correctLesson(app.db, app.dialect, {
        lessonId: request.params.id,
        scope: listScope(request, request.query),
        status,
        reason,
        lessonStart: calendar.recordedLessonStart,
        actor: requestActor(request),
        now,
      });
      const { from, change, ...answer } = result;
      const message = studentsNotices.lessonCorrected(answer.student.name, from, status, change, {
        day: answer.lessonRecord.lessonDay,
        today: seoulDate(now),
        balance: answer.student.lesson,
      });
      return { message, ...answer };
    },
  );

  app.delete(
    '/api/lessonList/:id',
    staffRoute(
      '잘못 입력한 레슨 기록 지우기 (레슨 날짜가 60일 안인 기록): 차감했던 1회를 돌려줌; reason은 감사 기록에 남음',
      {
        params: lessonIdParams,
        querystring: scopeQuery,
        body: deleteLessonRequest,
        response: { 200: lessonChangeResponse, ...changeErrors },
      },
    ),
    async (request) => {
      const now = app.clock.now();
      const result = await deleteLesson(app.db, app.dialect, {
        lessonId: request.params.id,
        scope: listScope(request, request.query),
        reason: request.body.reason,
        actor: requestActor(request),
        now,
      });
      const { change, ...answer } = result;
      const message = studentsNotices.lessonDeleted(answer.student.name, answer.lessonRecord.status, change, {
        day: answer.lessonRecord.lessonDay,
        today: seoulDate(now),
        balance: answer.student.lesson,
      });
      return { message, ...answer };
    },
  );
};
