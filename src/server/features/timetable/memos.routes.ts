/** 특이사항: the signed-in teacher's own memos beside the timetable (spec §7 `/api/memos`). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  createMemoRequest,
  createMemoResponse,
  deleteMemoResponse,
  listMemosResponse,
  memoParams,
} from '#shared/schemas/timetable.ts';
import { recordErrors } from '../../lib/error-responses.ts';
import { routesOf } from '../../lib/route-docs.ts';
import { requireUser } from '../../plugins/auth.ts';
import { createMemo, deleteMemo, listMemos } from './memos.queries.ts';

export const memosRoutes: FastifyPluginAsyncZod = async (app) => {
  const teacherOnlyRoute = routesOf('timetable', app.requireRole('teacher'));

  app.get(
    '/api/memos',
    teacherOnlyRoute('내 메모 (오래된 순)', {
      response: { 200: listMemosResponse, ...recordErrors },
    }),
    async (request) => listMemos(app.db, requireUser(request).id),
  );

  app.post(
    '/api/memos',
    teacherOnlyRoute('메모 남기기', {
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
    teacherOnlyRoute('내 메모 지우기 (다른 선생님의 메모는 404)', {
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
};
