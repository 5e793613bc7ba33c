/**
 * E-mail over SMTP (SMTP_URL, MAIL_FROM) with nodemailer: plain text in UTF-8, the event's
 * Korean name as the subject. The message's idempotency key goes in a header, so a receiving
 * system can tell a repeat after a lost answer.
 */
import nodemailer from 'nodemailer';
import { networkFailure, type OutgoingMessage, type Sender, type SendOutcome } from './sender.ts';

/** A permanent refusal (5xx reply: no such mailbox …) is not retried; a 4xx is a "try later". */
const permanent = (code: unknown) => typeof code === 'number' && code >= 500;

export function emailSender(settings: { url: string; from: string }): Sender {
  const transport = nodemailer.createTransport(settings.url);
  return {
    accepts: (message) => message.email !== null,
    async send(message: OutgoingMessage): Promise<SendOutcome> {
      const to = message.email as string;
      try {
        const info = await transport.sendMail({
          from: settings.from,
          to,
          subject: message.label,
          text: message.text,
          headers: { 'X-Message-Key': message.idempotencyKey },
        });
        return { ok: true, channel: 'email', recipient: to, providerId: info.messageId ?? null, cost: 0 };
      } catch (error) {
        const code = (error as { responseCode?: unknown }).responseCode;
        if (permanent(code)) {
          return {
            ok: false,
            retry: false,
            reason: `메일 서버 거부: ${(error as Error).message}`.slice(0, 300),
          };
        }
        return networkFailure(error);
      }
    },
    close: () => transport.close(),
  };
}
