/**
 * 카카오 알림톡 with SMS/LMS fallback through Solapi's HTTP API (`POST {base}/messages/v4/send`).
 *
 * Authorization: `HMAC-SHA256 apiKey=<key>, date=<ISO 8601>, salt=<random>, signature=<hex
 * HMAC-SHA256(secret, date + salt)>`. An event with an approved template id (SOLAPI_TEMPLATES)
 * goes as 알림톡 (`type: 'ATA'`, `kakaoOptions: {pfId, templateId, variables}`) with the text
 * as the SMS Solapi falls back to when KakaoTalk cannot deliver it; an event without one, or a
 * 알림톡 Solapi refuses (a template not approved, a text that no longer matches it), goes as
 * SMS, or LMS when it is longer than an SMS holds. Costs are estimates in won for the 발송함.
 * Its address (SOLAPI_BASE_URL) goes through the outbound rules (lib/outbound.ts).
 */
import { createHmac, randomBytes } from 'node:crypto';
import type { MessageSenders } from '../../../config.ts';
import type { OutboundClient } from '../../../lib/outbound.ts';
import {
  httpFailure,
  networkFailure,
  type OutgoingMessage,
  type Sender,
  type SendOutcome,
} from './sender.ts';

type Settings = NonNullable<MessageSenders['solapi']>;

/** Won per message, as the 발송함 estimates the month (list prices, VAT included, rounded). */
export const ESTIMATED_COST = { kakao: 13, sms: 20, lms: 50 } as const;
/** An SMS holds 90 bytes in EUC-KR, where a Korean letter takes two. */
const SMS_BYTES = 90;

export function textBytes(text: string): number {
  let bytes = 0;
  for (const char of text) bytes += char.charCodeAt(0) < 0x80 ? 1 : 2;
  return bytes;
}

export function solapiAuthorization(apiKey: string, secret: string, date: string, salt: string): string {
  const signature = createHmac('sha256', secret)
    .update(date + salt)
    .digest('hex');
  return `HMAC-SHA256 apiKey=${apiKey}, date=${date}, salt=${salt}, signature=${signature}`;
}

interface SolapiAnswer {
  messageId?: string;
  type?: string;
  statusCode?: string;
  statusMessage?: string;
  errorCode?: string;
  errorMessage?: string;
}

export function solapiSender(settings: Settings, outbound: OutboundClient, now: () => Date): Sender {
  async function post(message: Record<string, unknown>): Promise<{ status: number; answer: SolapiAnswer }> {
    const date = now().toISOString();
    const salt = randomBytes(16).toString('hex');
    const response = await outbound.fetch(`${settings.baseUrl}/messages/v4/send`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: solapiAuthorization(settings.apiKey, settings.apiSecret, date, salt),
      },
      body: JSON.stringify({ message }),
      signal: AbortSignal.timeout(15_000),
    });
    const answer = (await response.json().catch(() => ({}))) as SolapiAnswer;
    return { status: response.status, answer };
  }

  /** `to` is the phone as the 발송함 shows it (010-1234-5678). */
  const outcome = (
    status: number,
    answer: SolapiAnswer,
    to: string,
    asked: 'kakao' | 'sms' | 'lms',
  ): SendOutcome => {
    if (status >= 200 && status < 300 && answer.messageId) {
      // Solapi answers with the type it accepted; a 알림톡 it turned into an SMS says so.
      const channel = answer.type === 'SMS' ? 'sms' : answer.type === 'LMS' ? 'lms' : asked;
      return {
        ok: true,
        channel,
        recipient: to,
        providerId: answer.messageId,
        cost: ESTIMATED_COST[channel],
      };
    }
    const codes: { code?: string; statusCode?: string } = {};
    if (answer.errorCode) codes.code = answer.errorCode;
    if (answer.statusCode) codes.statusCode = answer.statusCode;
    const detail = `${answer.errorCode ?? ''} ${answer.errorMessage ?? answer.statusMessage ?? ''}`;
    return httpFailure(status, detail.trim(), codes);
  };

  async function sendText(message: OutgoingMessage, to: string): Promise<SendOutcome> {
    const type = textBytes(message.text) > SMS_BYTES ? 'lms' : 'sms';
    const body: Record<string, unknown> = {
      to,
      from: settings.sender,
      text: message.text,
      type: type.toUpperCase(),
    };
    if (type === 'lms') body.subject = message.label;
    const { status, answer } = await post(body);
    return outcome(status, answer, message.phone as string, type);
  }

  return {
    accepts: (message) => message.phone !== null,
    async send(message: OutgoingMessage): Promise<SendOutcome> {
      const to = (message.phone as string).replaceAll('-', '');
      const templateId = settings.templates[message.event];
      try {
        if (!templateId || !settings.pfId) return await sendText(message, to);
        const variables = Object.fromEntries(
          Object.entries(message.variables).map(([name, value]) => [`#{${name}}`, value]),
        );
        const { status, answer } = await post({
          to,
          from: settings.sender,
          text: message.text,
          type: 'ATA',
          kakaoOptions: { pfId: settings.pfId, templateId, variables, disableSms: false },
        });
        if (status >= 400 && status < 500) {
          // The template was refused (not approved, text not matching): the family still hears.
          const fallback = await sendText(message, to);
          if (fallback.ok) return fallback;
        }
        return outcome(status, answer, message.phone as string, 'kakao');
      } catch (error) {
        return networkFailure(error);
      }
    },
  };
}
