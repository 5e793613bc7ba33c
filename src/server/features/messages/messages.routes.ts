/**
 * 발송함 (`/api/messages`): the owner reads every message, a teacher those about their
 * students; either sends a failed one again or cancels a waiting one.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { messagesNotices } from '#shared/messages/messages.ts';
import {
  listMessagesQuery,
  listMessagesResponse,
  messageActionResponse,
  messageParams,
  outboxStatusResponse,
} from '#shared/schemas/messages.ts';
import { AppError } from '../../app-error.ts';
import { changeErrors, inputErrors } from '../../lib/error-responses.ts';
import { routesOf } from '../../lib/route-docs.ts';
import { requireUser } from '../../plugins/auth.ts';
import { cancelMessage, retryMessage } from './outbox-actions.ts';
import { findItem, isStalled, listMessages } from './outbox-list.ts';

export const messagesRoutes: FastifyPluginAsyncZod = async (app) => {
  const staffRoutes = routesOf(app, 'messages', app.requireRole('teacher'));
  const scopeOf = (request: Parameters<typeof requireUser>[0]) => {
    const user = requireUser(request);
    return user.role === 'owner' ? null : user.id;
  };

  staffRoutes.get('/api/messages', {
    summary: '발송함 (최신순, 30개씩; 원장은 전체, 선생님은 자기 학생의 것; 상태·알림 종류로 거름)',
    querystring: listMessagesQuery,
    response: { 200: listMessagesResponse, ...inputErrors },
    handler: async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      const page = await listMessages(app.db, scopeOf(request), request.query, app.clock.now());
      return { ...page, senderConfigured: (await app.outbox.senders.current()).configured };
    },
  });

  staffRoutes.get('/api/messages/status', {
    summary: '발송이 멈췄는지 (첫 화면의 경고): 보낼 때가 1시간 넘게 지났는데 그동안 보낸 것이 없음',
    response: { 200: outboxStatusResponse, ...inputErrors },
    handler: async (_request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return { stalled: await isStalled(app.db, app.clock.now()) };
    },
  });

  const action = (
    verb: 'retry' | 'cancel',
    summary: string,
    run: (id: number, by: string) => Promise<boolean>,
  ) =>
    staffRoutes.post(`/api/messages/:id/${verb}`, {
      summary: summary,
      params: messageParams,
      response: { 200: messageActionResponse, ...changeErrors },
      handler: async (request) => {
        const scope = scopeOf(request);
        const { id } = request.params;
        if (!(await findItem(app.db, scope, id))) throw new AppError('messages.not_found', 404);
        if (!(await run(id, requireUser(request).name))) {
          throw new AppError(verb === 'retry' ? 'messages.not_retryable' : 'messages.not_cancellable', 409);
        }
        const item = await findItem(app.db, scope, id);
        if (!item) throw new AppError('messages.not_found', 404);
        return { message: verb === 'retry' ? messagesNotices.retried : messagesNotices.cancelled, item };
      },
    });

  action('retry', '실패했거나 건너뛴 메시지 다시 보내기 (처음부터 다시 시도)', (id) =>
    retryMessage(app.db, id, app.clock.now()),
  );
  action('cancel', '대기 중인 메시지 취소 (건너뜀으로 남음)', (id, by) =>
    cancelMessage(app.db, id, by, app.clock.now()),
  );
};
