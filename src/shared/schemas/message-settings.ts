/** The owner's message settings: each event on or off, and its text. */
import { z } from 'zod';
import { MESSAGE_EVENTS } from '../message-events.ts';
import { wholeNumber } from './common.ts';
import { paragraphField } from './text.ts';

export const TEMPLATE_MAX = 1_000;

export const eventParams = z.object({ event: z.enum(MESSAGE_EVENTS, { error: 'messages.event_invalid' }) });

export const eventSetting = z.object({
  event: z.enum(MESSAGE_EVENTS),
  enabled: z.boolean(),
  text: z.string(),
  customised: z.boolean().describe('원장이 바꾼 문구인지 (아니면 기본 문구)'),
});

export const messageSettingsResponse = z.object({
  events: z.array(
    eventSetting.extend({
      label: z.string(),
      variables: z.array(z.string()).describe('문구에 #{이름}처럼 쓸 수 있는 변수'),
      defaultText: z.string(),
      urgent: z.boolean().describe('누군가 방금 한 일에 대한 답이라 밤에도 바로 보냄'),
    }),
  ),
  senderConfigured: z.boolean(),
  reminderHour: z.number().int().describe('수업 전날 알림을 보내는 시각 (서울, 8–20시)'),
});
export type MessageSettings = z.infer<typeof messageSettingsResponse>;

export const updateEventRequest = z.object({
  enabled: z.boolean({ error: 'messages.enabled_invalid' }),
  text: paragraphField({
    required: 'messages.text_required',
    tooLong: 'messages.text_too_long',
    max: TEMPLATE_MAX,
  })
    .nullable()
    .describe('문구 (1,000자까지, #{변수}); null이면 기본 문구로'),
});
export const updateEventResponse = z.object({ message: z.string(), setting: eventSetting });

export const reminderHourRequest = z.object({
  hour: wholeNumber('messages.reminder_hour_invalid', 8, 20),
});
export const reminderHourResponse = z.object({ message: z.string(), reminderHour: z.number().int() });
