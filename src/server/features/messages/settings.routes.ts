/**
 * The owner's message settings: each event on or off, and its text with `#{이름}`-style
 * variables — a variable the event does not supply is refused on save, so no message goes out
 * with a hole in it. A text of null goes back to the default.
 */
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { messageEvents } from '#shared/message-events.ts';
import { unknownVariables } from '#shared/message-template.ts';
import {
  eventParams,
  messageSettingsResponse,
  reminderHourRequest,
  reminderHourResponse,
  updateEventRequest,
  updateEventResponse,
} from '#shared/schemas/message-settings.ts';
import { AppError } from '../../app-error.ts';
import type { Db } from '../../db/database.ts';
import { inputErrors } from '../../lib/error-responses.ts';
import { routesOf } from '../../lib/route-docs.ts';
import { requestActor } from '../../plugins/auth.ts';
import { recordAudit } from '../audit/index.ts';
import { reminderHour } from './message-scans.ts';
import { listEventSettings } from './template-settings.ts';

export const messageSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const ownerRoutes = routesOf(app, 'messages', app.requireRole('owner'));
  /** A setting written with its audit entry, together or not at all. */
  const saveSetting = (
    request: FastifyRequest,
    target: string,
    detail: Record<string, unknown>,
    write: (trx: Db, stamp: { updated_at: string; updated_by: string }) => Promise<void>,
  ) => {
    const now = app.clock.now();
    const actor = requestActor(request);
    return app.db.transaction().execute(async (trx) => {
      await write(trx, { updated_at: now.toISOString(), updated_by: actor.id });
      await recordAudit(trx, { actor, now }, { action: 'message.setting', target, detail });
    });
  };

  ownerRoutes.get('/api/messages/settings', {
    summary: '알림 설정 (원장): 알림마다 켜짐·문구·쓸 수 있는 변수, 설정된 보낼 수단',
    response: { 200: messageSettingsResponse, ...inputErrors },
    handler: async () => ({
      events: (await listEventSettings(app.db)).map((setting) => {
        const { label, variables, defaultText, urgent } = messageEvents[setting.event];
        return { ...setting, label, variables: [...variables], defaultText, urgent: urgent === true };
      }),
      senderConfigured: (await app.outbox.senders.current()).configured,
      reminderHour: await reminderHour(app.db),
    }),
  });

  ownerRoutes.put('/api/messages/reminder-hour', {
    summary: '수업 전날 알림을 보낼 시각 (원장; 8–20시, 서울)',
    body: reminderHourRequest,
    response: { 200: reminderHourResponse, ...inputErrors },
    handler: async (request) => {
      const { hour } = request.body;
      await saveSetting(request, '수업 전날 알림 시각', { hour }, async (trx, stamp) => {
        const values = { reminder_hour: hour, ...stamp };
        await trx
          .insertInto('message_settings')
          .values({ id: 1, ...values })
          .onConflict((conflict) => conflict.column('id').doUpdateSet(values))
          .execute();
      });
      return { message: `수업 전날 알림을 ${hour}시에 보냅니다.`, reminderHour: hour };
    },
  });

  ownerRoutes.put('/api/messages/settings/:event', {
    summary: '알림 하나의 켜짐과 문구 (원장; text가 null이면 기본 문구; 없는 변수는 400)',
    params: eventParams,
    body: updateEventRequest,
    response: { 200: updateEventResponse, ...inputErrors },
    handler: async (request) => {
      const { event } = request.params;
      const { enabled, text } = request.body;
      const definition = messageEvents[event];
      if (text !== null && unknownVariables(text, definition.variables).length > 0) {
        throw new AppError('messages.unknown_variable', 400);
      }
      const detail = { enabled, text: text ?? definition.defaultText };
      await saveSetting(request, definition.label, detail, async (trx, stamp) => {
        const values = { enabled: enabled ? 1 : 0, text, ...stamp };
        await trx
          .insertInto('message_events')
          .values({ event, ...values })
          .onConflict((conflict) => conflict.column('event').doUpdateSet(values))
          .execute();
      });
      const saved = (await listEventSettings(app.db)).find((setting) => setting.event === event)!;
      return { message: `${definition.label} 설정을 저장했습니다.`, setting: saved };
    },
  });
};
