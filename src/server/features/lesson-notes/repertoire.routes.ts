/**
 * 레퍼토리 through the API: staff of the student list, add and move pieces; the family reads
 * its own student's. A day ahead of today (Seoul) is refused: a stage is reached, not planned.
 */
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { lessonNotesNotices } from '#shared/messages/lesson-notes.ts';
import { errorResponse } from '#shared/schemas/common.ts';
import { familyNotesQuery, lessonNoteQuery, studentNotesParams } from '#shared/schemas/lesson-notes.ts';
import {
  newPieceRequest,
  pieceResponse,
  repertoireResponse,
  updatePieceRequest,
} from '#shared/schemas/repertoire.ts';
import { seoulDate } from '#shared/time.ts';
import { AppError } from '../../app-error.ts';
import { recordErrors } from '../../lib/error-responses.ts';
import { routesOf } from '../../lib/route-docs.ts';
import type { TeacherFilter } from '../../lib/teacher-scope.ts';
import { requireUser } from '../../plugins/auth.ts';
import { familyStudentId } from '../family/index.ts';
import { listScope, reachStudent } from '../students/index.ts';
import { addPiece, listPieces, updatePiece } from './repertoire.queries.ts';

/** A staff request about one student of the list (`/api/member/:id/…`). */
type StudentRequest = FastifyRequest & { params: { id: number }; query: TeacherFilter };

export const repertoireRoutes: FastifyPluginAsyncZod = async (app) => {
  const staffRoute = routesOf('lesson-notes', app.requireRole('teacher'));
  const family = app.requireFamily();
  const familyRoute = routesOf('family', family);
  const studentOf = (request: StudentRequest) =>
    reachStudent(
      app.db,
      listScope(request, request.query),
      request.params.id,
      'lessonNotes.student_not_found',
    );
  // Adding and moving a piece both happen to a student of the list, on a day not ahead of today.
  const pieceChange = async (request: StudentRequest, date: string | undefined) => {
    const now = app.clock.now();
    const today = seoulDate(now);
    if (date !== undefined && date > today) throw new AppError('repertoire.date_future', 400);
    const studentId = await studentOf(request);
    return { studentId, today, by: requireUser(request).id, now };
  };

  app.get(
    '/api/member/:id/repertoire',
    staffRoute('학생(번호)의 레퍼토리(진도표): 곡마다 단계와 단계별 날짜, 최근 넣은 곡 먼저', {
      params: studentNotesParams,
      querystring: lessonNoteQuery,
      response: { 200: repertoireResponse, ...recordErrors },
    }),
    async (request, reply) => {
      const studentId = await studentOf(request);
      reply.header('cache-control', 'private, no-store');
      return { pieces: await listPieces(app.db, studentId) };
    },
  );

  app.post(
    '/api/member/:id/repertoire',
    staffRoute('레퍼토리에 곡 넣기 (단계를 생략하면 시작, 날짜를 생략하면 오늘)', {
      params: studentNotesParams,
      querystring: lessonNoteQuery,
      body: newPieceRequest,
      response: { 201: pieceResponse, ...recordErrors },
    }),
    async (request, reply) => {
      const { today, ...change } = await pieceChange(request, request.body.date);
      const piece = await addPiece(app.db, {
        ...change,
        title: request.body.title,
        stage: request.body.stage,
        day: request.body.date ?? today,
      });
      reply.code(201);
      return { message: lessonNotesNotices.pieceAdded(piece.title), piece };
    },
  );

  app.put(
    '/api/member/:id/repertoire',
    staffRoute(
      '레퍼토리의 곡 하나를 다른 단계로 (그 단계의 날짜를 정하고, 뒤 단계의 날짜는 지움) 또는 이름 고치기',
      {
        params: studentNotesParams,
        querystring: lessonNoteQuery,
        body: updatePieceRequest,
        response: { 200: pieceResponse, ...recordErrors },
      },
    ),
    async (request) => {
      const change = await pieceChange(request, request.body.date);
      const piece = await updatePiece(app.db, {
        ...change,
        pieceId: request.body.pieceId,
        title: request.body.title,
        stage: request.body.stage,
        date: request.body.date,
      });
      return { message: lessonNotesNotices.pieceMoved(piece.title, piece.stage), piece };
    },
  );

  app.get(
    '/api/family/repertoire',
    familyRoute('가족 페이지: 학생의 레퍼토리(진도표), 읽기만', {
      querystring: familyNotesQuery,
      response: { 200: repertoireResponse, 400: errorResponse, 401: errorResponse, 404: errorResponse },
    }),
    async (request, reply) => {
      const studentId = familyStudentId(request, request.query.studentId);
      reply.header('cache-control', 'private, no-store');
      return { pieces: await listPieces(app.db, studentId) };
    },
  );
};
