/**
 * The studio's own integration (MESSAGES_WEBHOOK_URL, MESSAGES_WEBHOOK_SECRET): each message
 * POSTed as JSON, signed so the receiver knows it is ours and fresh: `X-Signature:
 * sha256=<hex HMAC-SHA256 of the body>` with the secret. The body carries the time it was
 * signed (`timestamp`, Unix seconds, also in `X-Timestamp`), so a receiver that refuses an old
 * one is safe from replays: the signature covers it. The address goes through the outbound
 * rules (lib/outbound.ts): never inside the network unless allowed, never a redirect followed.
 */
import { createHmac } from 'node:crypto';
import type { OutboundClient } from '../../../lib/outbound.ts';
import {
  httpFailure,
  networkFailure,
  type OutgoingMessage,
  type Sender,
  type SendOutcome,
} from './sender.ts';

export function webhookSignature(secret: string, body: string): string {
  return `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;
}

export function webhookSender(
  settings: { url: string; secret: string },
  outbound: OutboundClient,
  now: () => Date,
): Sender {
  return {
    accepts: () => true,
    async send(message: OutgoingMessage): Promise<SendOutcome> {
      const timestamp = String(Math.floor(now().getTime() / 1000));
      const body = JSON.stringify({
        timestamp: Number(timestamp),
        id: message.id,
        key: message.idempotencyKey,
        event: message.event,
        label: message.label,
        to: { phone: message.phone, email: message.email },
        text: message.text,
        variables: message.variables,
      });
      try {
        const response = await outbound.fetch(settings.url, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'x-timestamp': timestamp,
            'x-signature': webhookSignature(settings.secret, body),
          },
          body,
          signal: AbortSignal.timeout(15_000),
        });
        if (!response.ok) return httpFailure(response.status, (await response.text()).slice(0, 200));
        return {
          ok: true,
          channel: 'webhook',
          recipient: message.phone ?? message.email ?? settings.url,
          providerId: response.headers.get('x-message-id'),
          cost: 0,
        };
      } catch (error) {
        return networkFailure(error);
      }
    },
  };
}
