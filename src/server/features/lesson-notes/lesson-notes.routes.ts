/**
 * 레슨 노트 through the API (docs/decisions/071). Staff write and read the notes of their own
 * students' lesson records (the owner anyone's); a family reads its own student's shared notes,
 * without the private line. Two routes to one note go through one sanitiser (the request
 * schema's paragraph fields) and one scope (the students' listScope).
 */
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
import { recordErrors } from '../../lib/error-responses.ts';
import { routesOf } from '../../lib/route-docs.ts';
import { requireUser } from '../../plugins/auth.ts';
import { familyStudentId } from '../family/index.ts';
import { listScope, reachStudent } from '../students/index.ts';
import type { LessonFileStore } from './lesson-file-store.ts';
import { lessonFilesRoutes } from './lesson-files.routes.ts';
import { familyNotes, listStudentNotes, saveNote, todayNotes } from './lesson-notes.queries.ts';
import { notePhrases } from './note-phrases.ts';
import { repertoireRoutes } from './repertoire.routes.ts';

const privateAnswer = 'private, no-store';

export const lessonNotesRoutes: FastifyPluginAsyncZod<{ files: LessonFileStore }> = async (app, options) => {
  const staffRoute = routesOf('lesson-notes', app.requireRole('teacher'));
  const family = app.requireFamily();
  const familyRoute = routesOf('family', family);
  await app.register(repertoireRoutes);
  await app.register(lessonFilesRoutes, { store: options.files });

  app.put(
    '/api/lessonList/:id/note',
    staffRoute(
      '레슨 기록의 노트 쓰기 (진도, 과제, 선생님만 보는 메모, 가족 공개): 다시 보내면 바뀜; 처음 공개할 때 가족에게 알림(알림 설정에서 켠 경우)',
      {
        params: lessonNoteParams,
        querystring: lessonNoteQuery,
        body: lessonNoteRequest,
        response: { 200: lessonNoteResponse, ...recordErrors },
      },
    ),
    async (request) => {
      const { note, studentName } = await saveNote(app.db, {
        lessonId: request.params.id,
        scope: listScope(request, request.query),
        note: request.body,
        by: requireUser(request).id,
        now: app.clock.now(),
      });
      return { message: lessonNotesNotices.saved(studentName, note.shared), note };
    },
  );

  app.get(
    '/api/member/:id/notes',
    staffRoute('학생(번호)의 레슨 노트, 최근 레슨 먼저 (선생님 메모 포함)', {
      params: studentNotesParams,
      querystring: lessonNoteQuery,
      response: { 200: studentNotesResponse, ...recordErrors },
    }),
    async (request, reply) => {
      const scope = listScope(request, request.query);
      const studentId = await reachStudent(app.db, scope, request.params.id, 'lessonNotes.student_not_found');
      reply.header('cache-control', privateAnswer);
      return { notes: await listStudentNotes(app.db, studentId) };
    },
  );

  app.get(
    '/api/lesson-notes/today',
    staffRoute('오늘(서울) 기록한 레슨과 그 노트 (원장은 teacherId로 고르거나 전체)', {
      querystring: lessonNoteQuery,
      response: { 200: todayNotesResponse, ...recordErrors },
    }),
    async (request, reply) => {
      reply.header('cache-control', privateAnswer);
      return todayNotes(app.db, listScope(request, request.query), app.clock.now());
    },
  );

  app.get(
    '/api/lesson-notes/phrases',
    staffRoute('자주 쓰는 문구: 내가 최근에 쓴 노트의 줄들 (진도, 과제 각각 8개까지)', {
      response: { 200: notePhrasesResponse, ...recordErrors },
    }),
    async (request, reply) => {
      reply.header('cache-control', privateAnswer);
      return notePhrases(app.db, requireUser(request).id);
    },
  );

  app.get(
    '/api/family/notes',
    familyRoute('가족 페이지: 선생님이 공개한 레슨 노트 (진도, 과제), 최근 레슨 먼저', {
      querystring: familyNotesQuery,
      response: { 200: familyNotesResponse, 400: errorResponse, 401: errorResponse, 404: errorResponse },
    }),
    async (request, reply) => {
      const studentId = familyStudentId(request, request.query.studentId);
      reply.header('cache-control', privateAnswer);
      return { notes: await familyNotes(app.db, studentId) };
    },
  );
};
