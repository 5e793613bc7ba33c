/**
 * 알림 발송 설정 (docs/decisions/076): the same values as the SMTP_*, SOLAPI_* and
 * MESSAGES_WEBHOOK_* environment variables, set in the browser. Secrets go in, never out: the
 * answer shows only that they are set and their last characters.
 */
import { z } from 'zod';
import { MESSAGE_EVENTS } from '../message-events.ts';
import { plainText } from './text.ts';

export const SENDER_KINDS = ['smtp', 'solapi', 'webhook'] as const;
export type SenderKind = (typeof SENDER_KINDS)[number];

const PRINTABLE = /^[\x21-\x7e]+$/;

function urlOf(text: string, protocols: string[]): URL | null {
  try {
    const url = new URL(text);
    return protocols.includes(url.protocol) && url.hostname !== '' ? url : null;
  } catch {
    return null;
  }
}

/** smtp://user:pass@host:port, the password percent-encoded as in SMTP_URL. */
export const smtpUrlField = plainText('senders.smtp_url_invalid')
  .max(500, { error: 'senders.smtp_url_invalid' })
  .refine((text) => PRINTABLE.test(text), { error: 'senders.smtp_url_invalid', abort: true })
  .refine((text) => urlOf(text, ['smtp:', 'smtps:']) !== null, { error: 'senders.smtp_url_invalid' })
  .describe('SMTP 주소: smtp://아이디:비밀번호@메일서버:포트 (비밀번호를 빼면 저장된 비밀번호를 씁니다)');

/** An address alone or with a display name: hello@studio.example, "소리음악학원" <hello@…>. */
const FROM = /^(?:[^<>@]{0,100}<[^\s<>@]+@[^\s<>@]+\.[^\s<>@]+>|[^\s<>@]+@[^\s<>@]+\.[^\s<>@]+)$/;

export const smtpRequest = z.object({
  url: smtpUrlField,
  from: plainText('senders.from_invalid')
    .max(200, { error: 'senders.from_invalid' })
    .refine((text) => FROM.test(text.trim()), { error: 'senders.from_invalid' }),
});
export type SmtpRequest = z.infer<typeof smtpRequest>;

const templateId = plainText('senders.solapi_templates_invalid')
  .min(1, { error: 'senders.solapi_templates_invalid' })
  .max(100, { error: 'senders.solapi_templates_invalid' })
  .regex(/^[^,=\s]+$/, { error: 'senders.solapi_templates_invalid' });

export const solapiRequest = z.object({
  apiKey: plainText('senders.solapi_key_invalid')
    .min(1, { error: 'senders.solapi_key_invalid' })
    .max(100, { error: 'senders.solapi_key_invalid' })
    .regex(PRINTABLE, { error: 'senders.solapi_key_invalid' }),
  apiSecret: plainText('senders.solapi_secret_invalid')
    .max(200, { error: 'senders.solapi_secret_invalid' })
    .refine((text) => text === '' || PRINTABLE.test(text), { error: 'senders.solapi_secret_invalid' })
    .describe('API 시크릿; 비워 두면 저장된 시크릿을 씁니다. 응답에 담기지 않습니다.'),
  sender: plainText('senders.solapi_sender_invalid').regex(/^[0-9-]{8,14}$/, {
    error: 'senders.solapi_sender_invalid',
  }),
  pfId: plainText('senders.solapi_pfid_invalid')
    .max(100, { error: 'senders.solapi_pfid_invalid' })
    .refine((text) => text === '' || PRINTABLE.test(text), { error: 'senders.solapi_pfid_invalid' })
    .optional(),
  templates: z
    .partialRecord(z.enum(MESSAGE_EVENTS, { error: 'senders.solapi_templates_invalid' }), templateId, {
      error: 'senders.solapi_templates_invalid',
    })
    .optional()
    .describe('알림 종류별 승인된 알림톡 템플릿 ID; 없는 알림은 문자(SMS/LMS)로 갑니다'),
});
export type SolapiRequest = z.infer<typeof solapiRequest>;

export const webhookRequest = z.object({
  url: plainText('senders.webhook_url_invalid')
    .max(500, { error: 'senders.webhook_url_invalid' })
    .refine((text) => urlOf(text, ['https:', 'http:']) !== null, { error: 'senders.webhook_url_invalid' }),
  secret: plainText('senders.webhook_secret_invalid')
    .max(200, { error: 'senders.webhook_secret_invalid' })
    .refine((text) => text === '' || (text.length >= 16 && PRINTABLE.test(text)), {
      error: 'senders.webhook_secret_invalid',
    })
    .describe('서명에 쓰는 비밀 값 (16자 이상); 비워 두면 저장된 값을 씁니다. 응답에 담기지 않습니다.'),
});
export type WebhookRequest = z.infer<typeof webhookRequest>;

export const senderKindParams = z.object({
  kind: z.enum(SENDER_KINDS, { error: 'senders.kind_invalid' }),
});

export const senderTestRequest = z.object({
  /** An e-mail for smtp, a phone for solapi; the owner's own phone when left out for solapi. */
  to: plainText('invalid_input').max(200, { error: 'invalid_input' }).optional(),
});

/** Where the sender in use comes from: 환경 변수 wins over 관리 화면. */
export const SENDER_SOURCES = ['env', 'settings'] as const;

export const senderState = z.object({
  kind: z.enum(SENDER_KINDS),
  /** Which settings the next message goes out with; null when neither is set. */
  source: z.enum(SENDER_SOURCES).nullable(),
  /** The environment's values, their secrets left out; null when the environment sets none. */
  env: z.record(z.string(), z.string()).nullable(),
  /** What the owner saved, its secrets left out; null when nothing is saved. */
  stored: z
    .object({
      values: z.record(z.string(), z.string()),
      /** `설정됨 · …1234`, or null for an SMTP server without a password. */
      secretHint: z.string().nullable(),
      updatedAt: z.string(),
    })
    .nullable(),
});
export type SenderState = z.infer<typeof senderState>;

export const sendersResponse = z.object({ senders: z.array(senderState) });
export type SendersResponse = z.infer<typeof sendersResponse>;

export const saveSenderResponse = z.object({ message: z.string(), sender: senderState });
export type SaveSender = z.infer<typeof saveSenderResponse>;

export const senderTestResponse = z.object({
  ok: z.boolean(),
  /** The Korean explanation of a failure, or that the test went. */
  message: z.string(),
  /** The provider's own words, for the owner who asks the provider. */
  detail: z.string().nullable(),
  /** Whether the test went with the environment's settings or the saved ones. */
  source: z.enum(SENDER_SOURCES),
});
export type SenderTest = z.infer<typeof senderTestResponse>;
