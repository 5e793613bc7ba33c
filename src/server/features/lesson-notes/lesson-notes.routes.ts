/**
 * 레슨 노트 through the API (docs/decisions/071). Staff write and read the notes of their own
 * students' lesson records (the owner anyone's); a family reads its own student's shared notes,
 * without the private line. Two routes to one note go through one sanitiser (the request
 * schema's paragraph fields) and one scope (the students' listScope). 레퍼토리 beside them:
 * staff of the student list add and move pieces, the family reads its own student's; a day
 * ahead of today (Seoul) is refused, since a stage is reached, not planned.
 */
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { lessonNotesNotices } from '#shared/messages/lesson-notes.ts';
import { errorResponse } from '#shared/schemas/common.ts';
import {
  familyNotesQuery,
  familyNotesResponse,
  lessonNoteParams,
  lessonNoteQuery,
  lessonNoteRequest,
  lessonNoteResponse,
  notePhrasesResponse,
  studentNotesParams,
  studentNotesResponse,
  todayNotesResponse,
} from '#shared/schemas/lesson-notes.ts';
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
import type { LessonFileStore } from './lesson-file-store.ts';
import { lessonFilesRoutes } from './lesson-files.routes.ts';
import { familyNotes, listStudentNotes, saveNote, todayNotes } from './lesson-notes.queries.ts';
import { notePhrases } from './note-phrases.ts';
import { addPiece, listPieces, updatePiece } from './repertoire.queries.ts';

/** A staff request about one student of the list (`/api/member/:id/…`). */
type StudentRequest = FastifyRequest & { params: { id: number }; query: TeacherFilter };

const privateAnswer = 'private, no-store';

export const lessonNotesRoutes: FastifyPluginAsyncZod<{ files: LessonFileStore }> = async (app, options) => {
  const staffRoutes = routesOf(app, 'lesson-notes', app.requireRole('teacher'));
  const family = app.requireFamily();
  const familyRoutes = routesOf(app, 'family', family);
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

  staffRoutes.get('/api/member/:id/repertoire', {
    summary: '학생(번호)의 레퍼토리(진도표): 곡마다 단계와 단계별 날짜, 최근 넣은 곡 먼저',
    params: studentNotesParams,
    querystring: lessonNoteQuery,
    response: { 200: repertoireResponse, ...recordErrors },
    handler: async (request, reply) => {
      const studentId = await studentOf(request);
      reply.header('cache-control', privateAnswer);
      return { pieces: await listPieces(app.db, studentId) };
    },
  });

  staffRoutes.post('/api/member/:id/repertoire', {
    summary: '레퍼토리에 곡 넣기 (단계를 생략하면 시작, 날짜를 생략하면 오늘)',
    params: studentNotesParams,
    querystring: lessonNoteQuery,
    body: newPieceRequest,
    response: { 201: pieceResponse, ...recordErrors },
    handler: async (request, reply) => {
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
  });

  staffRoutes.put('/api/member/:id/repertoire', {
    summary:
      '레퍼토리의 곡 하나를 다른 단계로 (그 단계의 날짜를 정하고, 뒤 단계의 날짜는 지움) 또는 이름 고치기',
    params: studentNotesParams,
    querystring: lessonNoteQuery,
    body: updatePieceRequest,
    response: { 200: pieceResponse, ...recordErrors },
    handler: async (request) => {
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
  });

  familyRoutes.get('/api/family/repertoire', {
    summary: '가족 페이지: 학생의 레퍼토리(진도표), 읽기만',
    querystring: familyNotesQuery,
    response: { 200: repertoireResponse, 400: errorResponse, 401: errorResponse, 404: errorResponse },
    handler: async (request, reply) => {
      const studentId = familyStudentId(request, request.query.studentId);
      reply.header('cache-control', privateAnswer);
      return { pieces: await listPieces(app.db, studentId) };
    },
  });

  await app.register(lessonFilesRoutes, { store: options.files });

  staffRoutes.put('/api/lessonList/:id/note', {
    summary:
      '레슨 기록의 노트 쓰기 (진도, 과제, 선생님만 보는 메모, 가족 공개): 다시 보내면 바뀜; 처음 공개할 때 가족에게 알림(알림 설정에서 켠 경우)',
    params: lessonNoteParams,
    querystring: lessonNoteQuery,
    body: lessonNoteRequest,
    response: { 200: lessonNoteResponse, ...recordErrors },
    handler: async (request) => {
      const { note, studentName } = await saveNote(app.db, {
        lessonId: request.params.id,
        scope: listScope(request, request.query),
        note: request.body,
        by: requireUser(request).id,
        now: app.clock.now(),
      });
      return { message: lessonNotesNotices.saved(studentName, note.shared), note };
    },
  });

  staffRoutes.get('/api/member/:id/notes', {
    summary: '학생(번호)의 레슨 노트, 최근 레슨 먼저 (선생님 메모 포함)',
    params: studentNotesParams,
    querystring: lessonNoteQuery,
    response: { 200: studentNotesResponse, ...recordErrors },
    handler: async (request, reply) => {
      const studentId = await studentOf(request);
      reply.header('cache-control', privateAnswer);
      return { notes: await listStudentNotes(app.db, studentId) };
    },
  });

  staffRoutes.get('/api/lesson-notes/today', {
    summary: '오늘(서울) 기록한 레슨과 그 노트 (원장은 teacherId로 고르거나 전체)',
    querystring: lessonNoteQuery,
    response: { 200: todayNotesResponse, ...recordErrors },
    handler: async (request, reply) => {
      reply.header('cache-control', privateAnswer);
      return todayNotes(app.db, listScope(request, request.query), app.clock.now());
    },
  });

  staffRoutes.get('/api/lesson-notes/phrases', {
    summary: '자주 쓰는 문구: 내가 최근에 쓴 노트의 줄들 (진도, 과제 각각 8개까지)',
    response: { 200: notePhrasesResponse, ...recordErrors },
    handler: async (request, reply) => {
      reply.header('cache-control', privateAnswer);
      return notePhrases(app.db, requireUser(request).id);
    },
  });

  familyRoutes.get('/api/family/notes', {
    summary: '가족 페이지: 선생님이 공개한 레슨 노트 (진도, 과제), 최근 레슨 먼저',
    querystring: familyNotesQuery,
    response: { 200: familyNotesResponse, 400: errorResponse, 401: errorResponse, 404: errorResponse },
    handler: async (request, reply) => {
      const studentId = familyStudentId(request, request.query.studentId);
      reply.header('cache-control', privateAnswer);
      return { notes: await familyNotes(app.db, studentId) };
    },
  });
};
