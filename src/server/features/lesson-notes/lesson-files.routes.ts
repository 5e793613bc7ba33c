/**
 * Files on a lesson note through the API (docs/decisions/078): staff upload, list and delete
 * the files of their own students' lesson records; a file is served, in ranges, to its
 * student's staff and to its family (on a shared note) and to no one else — never at a public
 * address. Multipart parsing is registered in this scope only, with this feature's limits.
 */
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { lessonFilesNotices } from '#shared/messages/lesson-files.ts';
import { errorResponse } from '#shared/schemas/common.ts';
import {
  deleteLessonFileResponse,
  LESSON_FILE_UPLOAD_MAX,
  lessonFileParams,
  lessonFilesResponse,
  uploadLessonFileResponse,
} from '#shared/schemas/lesson-files.ts';
import { lessonNoteParams, lessonNoteQuery } from '#shared/schemas/lesson-notes.ts';
import { AppError } from '../../app-error.ts';
import { recordErrors } from '../../lib/error-responses.ts';
import { acceptOneFile } from '../../lib/multipart.ts';
import { routesOf } from '../../lib/route-docs.ts';
import { requireUser } from '../../plugins/auth.ts';
import { guard } from '../../plugins/route-guards.ts';
import { requireFamilySession } from '../family/index.ts';
import { listScope } from '../students/index.ts';
import { parseRange } from './byte-range.ts';
import type { LessonFileStore } from './lesson-file-store.ts';
import {
  deleteLessonFile,
  type FileRow,
  familyFile,
  listLessonFiles,
  staffFile,
  storeLessonFile,
} from './lesson-files.queries.ts';
import { reachLesson } from './lesson-notes.queries.ts';
import { receiveFile } from './receive-file.ts';

/** `inline`, with the name as typed and a plain fallback for old clients. */
function disposition(name: string): string {
  const plain = name.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `inline; filename="${plain}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

export const lessonFilesRoutes: FastifyPluginAsyncZod<{ store: LessonFileStore }> = async (app, options) => {
  const { store } = options;
  const staff = app.requireRole('teacher');
  const staffRoutes = routesOf(app, 'lesson-notes', staff);
  const familyGuard = app.requireFamily();
  /** Staff first (their cookie is read for every API request); else the family's own session. */
  const staffOrFamily = guard('staff-or-family', async function (request, reply) {
    if (request.user) {
      if (request.user.role === 'pending') throw new AppError('auth.pending', 403);
      return;
    }
    try {
      await familyGuard.call(this, request, reply);
    } catch (error) {
      if (error instanceof AppError && error.code === 'family.required')
        throw new AppError('auth.required', 401);
      throw error;
    }
  });
  const staffOrFamilyRoutes = routesOf(app, 'lesson-notes', staffOrFamily);

  await acceptOneFile(app, { fileSize: LESSON_FILE_UPLOAD_MAX, fields: 5, fieldSize: 1024 });

  staffRoutes.post('/api/lessonList/:id/files', {
    summary: '레슨 기록에 파일 올리기 (녹음, 악보 사진, PDF 악보)',
    description:
      'multipart/form-data의 file 항목 하나. 파일 내용으로 종류를 판단합니다: 녹음(m4a·mp4 오디오, mp3, ogg, wav, webm) 20MB, 악보 사진(JPEG, PNG, WebP, GIF → WebP로 다시 저장) 10MB, PDF 10MB까지. 한 레슨에 10개, 모두 합쳐 60MB까지.',
    consumes: ['multipart/form-data'],
    params: lessonNoteParams,
    querystring: lessonNoteQuery,
    response: {
      201: uploadLessonFileResponse,
      ...recordErrors,
      409: errorResponse,
      413: errorResponse,
      415: errorResponse,
    },
    handler: async (request, reply) => {
      const scope = listScope(request, request.query);
      // Someone else's lesson is refused before a byte of the file is read.
      await reachLesson(app.db, request.params.id, scope);
      const arrived = await receiveFile(request, () => store.temporary());
      const file = await storeLessonFile(app.db, app.dialect, store, {
        lessonId: request.params.id,
        scope,
        file: arrived,
        by: requireUser(request).id,
        now: app.clock.now(),
      });
      reply.code(201);
      return { ...file, message: lessonFilesNotices.uploaded(file.kind) };
    },
  });

  staffRoutes.get('/api/lessonList/:id/files', {
    summary: '레슨 기록의 파일 목록 (올린 순서)',
    params: lessonNoteParams,
    querystring: lessonNoteQuery,
    response: { 200: lessonFilesResponse, ...recordErrors },
    handler: async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return { files: await listLessonFiles(app.db, request.params.id, listScope(request, request.query)) };
    },
  });

  staffRoutes.delete('/api/lesson-files/:id', {
    summary: '레슨 파일 지우기',
    params: lessonFileParams,
    response: { 200: deleteLessonFileResponse, ...recordErrors },
    handler: async (request) => {
      await deleteLessonFile(app.db, store, request.params.id, listScope(request));
      return { message: lessonFilesNotices.removed };
    },
  });

  const send = (reply: FastifyReply, file: FileRow, range: string | undefined) => {
    const size = Number(file.size);
    const answer = parseRange(range, size);
    reply
      .header('accept-ranges', 'bytes')
      .header('cache-control', 'private, no-store')
      .header('x-content-type-options', 'nosniff')
      .header('content-disposition', disposition(file.name));
    if (answer === 'unsatisfiable') {
      reply.header('content-range', `bytes */${size}`);
      throw new AppError('lessonFiles.range', 416);
    }
    const { start, end } = answer === 'whole' ? { start: 0, end: size - 1 } : answer;
    if (answer !== 'whole') reply.code(206).header('content-range', `bytes ${start}-${end}/${size}`);
    return reply
      .type(file.mime)
      .header('content-length', end - start + 1)
      .send(store.read(app.db, file, start, end));
  };

  staffOrFamilyRoutes.get('/api/lesson-files/:id', {
    summary: '레슨 파일 받기 (학생의 선생님·원장, 또는 공개된 노트라면 그 가족; Range 지원)',
    params: lessonFileParams,
    response: { 200: z.any(), 206: z.any(), ...recordErrors, 416: errorResponse },
    handler: async (request, reply) => {
      const file = request.user
        ? await staffFile(app.db, request.params.id, listScope(request))
        : await familyFile(app.db, request.params.id, requireFamilySession(request).studentIds);
      return send(reply, file, request.headers.range);
    },
  });
};
