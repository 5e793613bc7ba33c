/**
 * What every sender takes and answers (docs/decisions/047). A sender never throws for a
 * refusal: it answers whether the message went, and if not, whether trying again may help.
 */
import type { MessageEvent } from '#shared/message-events.ts';
import { OutboundRefused } from '../../../lib/outbound.ts';
import type { SendFailure } from './sender-errors.ts';

export interface OutgoingMessage {
  id: number;
  event: MessageEvent;
  /** The event's Korean name: an e-mail's subject, a webhook's label. */
  label: string;
  phone: string | null;
  email: string | null;
  /** The text as rendered from the owner's template. */
  text: string;
  variables: Record<string, string>;
  idempotencyKey: string;
}

/** How a message went: 알림톡, SMS, LMS, e-mail or the studio's webhook. */
export type Channel = 'kakao' | 'sms' | 'lms' | 'email' | 'webhook';

export type SendOutcome =
  | { ok: true; channel: Channel; recipient: string; providerId: string | null; cost: number }
  | { ok: false; retry: boolean; reason: string; failure?: SendFailure };

export interface Sender {
  /** Whether this sender has an address for the message (a phone for 알림톡, an e-mail …). */
  accepts(message: OutgoingMessage): boolean;
  send(message: OutgoingMessage): Promise<SendOutcome>;
  close?(): void;
}

/** A network failure or a 5xx: worth another try later. A 4xx is the message's own fault. */
export function httpFailure(
  status: number,
  detail: string,
  codes: { code?: string; statusCode?: string } = {},
): SendOutcome {
  return {
    ok: false,
    retry: status >= 500 || status === 429,
    reason: `${status} ${detail}`.trim().slice(0, 300),
    failure: { status, ...codes },
  };
}

/**
 * A failure to reach the receiver: a network failure is tried again; an address the outbound
 * rules refuse (inside the network, a redirect) is not, until someone changes the setting.
 */
export function networkFailure(error: unknown): SendOutcome {
  if (error instanceof OutboundRefused)
    return { ok: false, retry: false, reason: error.message.slice(0, 300), failure: { error } };
  const reason = error instanceof Error ? error.message : String(error);
  return { ok: false, retry: true, reason: `연결 실패: ${reason}`.slice(0, 300), failure: { error } };
}
