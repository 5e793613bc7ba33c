/** The 발송함: the outbox as staff read it, and what they may do to a message. */
import { z } from 'zod';
import { MESSAGE_EVENTS } from '../message-events.ts';
import { idParams, pageNumber } from './common.ts';

export const OUTBOX_STATUSES = ['waiting', 'sent', 'failed', 'skipped'] as const;
export const CHANNELS = ['kakao', 'sms', 'lms', 'email', 'webhook'] as const;
export const MESSAGES_PAGE_SIZE = 30;

export const listMessagesQuery = z.object({
  status: z
    .enum(OUTBOX_STATUSES, { error: 'messages.filter_invalid' })
    .optional()
    .describe('대기·발송·실패·건너뜀'),
  event: z.enum(MESSAGE_EVENTS, { error: 'messages.filter_invalid' }).optional(),
  page: pageNumber(),
});

export const outboxItem = z.object({
  id: z.number().int(),
  event: z.enum(MESSAGE_EVENTS),
  channel: z.enum(CHANNELS).nullable().describe('보낸 방법; 아직 보내지 않았으면 null'),
  recipient: z.string().describe('받는 사람의 휴대전화 번호 (없으면 이메일)'),
  studentName: z.string().nullable(),
  status: z.enum(OUTBOX_STATUSES),
  scheduledAt: z.string().describe('보낼 때 (UTC ISO; 밤 9시–아침 8시의 알림은 8시로 미룸)'),
  sentAt: z.string().nullable(),
  reason: z.string().nullable().describe('실패·건너뜀의 이유, 다시 시도할 때까지의 마지막 오류'),
  attempts: z.number().int(),
  text: z.string().describe('보낸 문구 (보내기 전이면 지금의 문구로 채운 것)'),
});
export type OutboxItem = z.infer<typeof outboxItem>;

export const channelMonth = z.object({
  channel: z.enum(CHANNELS),
  count: z.number().int(),
  cost: z.number().int().describe('예상 비용 (원)'),
});

export const listMessagesResponse = z.object({
  items: z.array(outboxItem),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  month: z.array(channelMonth).describe('이번 달 (서울) 보낸 메시지 수와 예상 비용, 방법별'),
  senderConfigured: z.boolean().describe('보낼 수단(이메일·알림톡·웹훅)이 하나라도 설정되었는지'),
  stalled: z.boolean().describe('보낼 때가 1시간 넘게 지난 메시지가 있는데 그 1시간 동안 보낸 것이 없음'),
});
export type MessagesPage = z.infer<typeof listMessagesResponse>;

/** What the back office's front page asks: only whether the outbox has stalled. */
export const outboxStatusResponse = listMessagesResponse.pick({ stalled: true });
export type OutboxStatusView = z.infer<typeof outboxStatusResponse>;

export const messageParams = idParams;
export const messageActionResponse = z.object({ message: z.string(), item: outboxItem });
