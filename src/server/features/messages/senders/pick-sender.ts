/**
 * Which sender takes a message, from what is configured: 알림톡/SMS for a phone, else e-mail
 * for an address, else the studio's webhook. With none that accepts it, the message is
 * skipped as "보낼 수단 없음" and the 발송함 offers its text to copy.
 */
import type { MessageSenders } from '../../../config.ts';
import { type OutboundPolicy, outboundClient } from '../../../lib/outbound.ts';
import { emailSender } from './email-sender.ts';
import type { OutgoingMessage, Sender } from './sender.ts';
import { solapiSender } from './solapi-sender.ts';
import { webhookSender } from './webhook-sender.ts';

export interface SenderSet {
  pick(message: OutgoingMessage): Sender | null;
  /** Whether any sender is configured at all (the 발송함 says so). */
  readonly configured: boolean;
  /** Whether a message with only a phone has a sender: a family's sign-in code can go. */
  readonly reachesPhone: boolean;
  close(): Promise<void>;
}

/** Every sender goes out through one client that keeps to the policy (lib/outbound.ts). */
export function senderSet(settings: MessageSenders, policy: OutboundPolicy, now: () => Date): SenderSet {
  const outbound = outboundClient(policy);
  const senders: Sender[] = [];
  if (settings.solapi) senders.push(solapiSender(settings.solapi, outbound, now));
  if (settings.email) senders.push(emailSender(settings.email, outbound));
  if (settings.webhook) senders.push(webhookSender(settings.webhook, outbound, now));
  const pick = (message: OutgoingMessage) => senders.find((sender) => sender.accepts(message)) ?? null;
  const phoneOnly = { phone: '010-0000-0000', email: null } as OutgoingMessage;
  return {
    pick,
    configured: senders.length > 0,
    reachesPhone: pick(phoneOnly) !== null,
    close: async () => {
      for (const sender of senders) sender.close?.();
      await outbound.close();
    },
  };
}
