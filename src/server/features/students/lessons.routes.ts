/**
 * Lessons (spec §7): `PUT /api/member/:name` records one (the server does the −1 and the
 * lesson record in one call), `PUT /api/member/cancel/:name` undoes today's latest, and the
 * lists of one student's lessons and of one day's. A record of the last 60 days is put right
 * by `PATCH /api/lessonList/:id` (another status) or `DELETE /api/lessonList/:id` (entered by
 * mistake); the ledger follows and the audit log keeps both sides. A teacher reaches only their
 * own students' records (another's answers 404, as if there were none).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { studentsNotices } from '#shared/messages/students.ts';
import { lessonDayProblem } from '#shared/record-windows.ts';
import {
  correctLessonRequest,
  deleteLessonRequest,
  lessonChangeResponse,
  lessonIdParams,
  lessonListResponse,
  recordLessonRequest,
  scopeQuery,
  studentNameParams,
  todayQuery,
} from '#shared/schemas/students.ts';
import { seoulDate } from '#shared/time.ts';
import { AppError } from '../../app-error.ts';
import { changeErrors } from '../../lib/error-responses.ts';
import { routesOf } from '../../lib/route-docs.ts';
import { changeBy, requestActor } from '../../plugins/auth.ts';
import type { StudentsRoutesOptions } from './collaborators.ts';
import { correctLesson, deleteLesson } from './lesson-corrections.queries.ts';
import {
  cancelLatestLesson,
  lessonOf,
  listLessonsOfDay,
  listStudentLessons,
  recordLesson,
} from './lessons.queries.ts';
import { actionScope, listScope } from './scope.ts';
import { lockStudent } from './student-rows.ts';
import { getCurrentStudent } from './students.queries.ts';

export const lessonsRoutes: FastifyPluginAsyncZod<StudentsRoutesOptions> = async (
  app,
  { calendar, notices },
) => {
  const staffRoutes = routesOf(app, 'students', app.requireRole('teacher'));

  staffRoutes.put('/api/member/:name', {
    summary:
      '레슨 1회 기록 (status: 출석·지각·당일취소는 1회 차감, 사전취소·강사사정은 차감 없음; date: 레슨 날짜, 생략 시 오늘, 60일 전까지, 사전취소·강사사정은 60일 뒤까지; 남은 레슨이 없으면 수업 규칙의 미수 한도까지 기록)',
    params: studentNameParams,
    querystring: scopeQuery,
    body: recordLessonRequest,
    response: { 200: lessonChangeResponse, ...changeErrors },
    handler: async (request) => {
      const { status, date, occurrence } = request.body;
      const teacherId = actionScope(request, request.query);
      const now = app.clock.now();
      const today = seoulDate(now);
      const day = date ?? today;
      const problem = lessonDayProblem(day, today, status);
      if (problem) throw new AppError(problem, 400);
      const change = await app.db.transaction().execute(async (trx) => {
        const student = await lockStudent(trx, app.dialect, { teacherId, name: request.params.name });
        const place = await calendar.placeLesson(trx, occurrence ?? null, lessonOf(student, day));
        return recordLesson(trx, { student, place, status, day, actor: requestActor(request), now, notices });
      });
      const { credit, ...recorded } = change;
      const message = studentsNotices.lessonRecorded(change.student.name, status, {
        day,
        today,
        balance: change.student.lesson,
        credit,
      });
      return { message, ...recorded };
    },
  });

  staffRoutes.put('/api/member/cancel/:name', {
    summary: '오늘(서울) 마지막 레슨 기록 취소 (차감했던 1회를 돌려줌)',
    params: studentNameParams,
    querystring: scopeQuery,
    response: { 200: lessonChangeResponse, ...changeErrors },
    handler: async (request) => {
      const change = await cancelLatestLesson(app.db, app.dialect, {
        teacherId: actionScope(request, request.query),
        name: request.params.name,
        ...changeBy(request),
      });
      return { message: studentsNotices.cancelled(change.student.name), ...change };
    },
  });

  staffRoutes.get('/api/lessonList/detail/:name', {
    summary: '학생의 레슨 기록 (최근 순; 취소한 기록은 빠짐)',
    params: studentNameParams,
    querystring: scopeQuery,
    response: { 200: lessonListResponse, ...changeErrors },
    handler: async (request) => {
      const student = await getCurrentStudent(
        app.db,
        actionScope(request, request.query),
        request.params.name,
      );
      return listStudentLessons(app.db, student.id);
    },
  });

  staffRoutes.get('/api/lessonList/today', {
    summary: '하루의 레슨 기록 (date 생략 시 서울 기준 오늘)',
    querystring: todayQuery,
    response: { 200: lessonListResponse, ...changeErrors },
    handler: async (request) => {
      const day = request.query.date ?? seoulDate(app.clock.now());
      return listLessonsOfDay(app.db, listScope(request, request.query), day);
    },
  });

  staffRoutes.patch('/api/lessonList/:id', {
    summary:
      '레슨 기록의 상태 고치기 (레슨 날짜가 60일 안인 기록): 차감하는 상태 ↔ 차감하지 않는 상태로 바뀌면 1회를 돌려주거나 차감; reason은 감사 기록에 남음',
    params: lessonIdParams,
    querystring: scopeQuery,
    body: correctLessonRequest,
    response: { 200: lessonChangeResponse, ...changeErrors },
    handler: async (request) => {
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
  });

  staffRoutes.delete('/api/lessonList/:id', {
    summary:
      '잘못 입력한 레슨 기록 지우기 (레슨 날짜가 60일 안인 기록): 차감했던 1회를 돌려줌; reason은 감사 기록에 남음',
    params: lessonIdParams,
    querystring: scopeQuery,
    body: deleteLessonRequest,
    response: { 200: lessonChangeResponse, ...changeErrors },
    handler: async (request) => {
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
  });
};
