/**
 * E-mail over SMTP (SMTP_URL, MAIL_FROM) with nodemailer: plain text in UTF-8, the event's
 * Korean name as the subject. The message's idempotency key goes in a header, so a receiving
 * system can tell a repeat after a lost answer. The connection to the SMTP server is opened
 * by the outbound rules (lib/outbound.ts: its host resolved and checked, the checked address
 * connected to); nodemailer speaks SMTP and TLS over it, checking the certificate for the host.
 */
import nodemailer from 'nodemailer';
import type SMTPTransport from 'nodemailer/lib/smtp-transport';
import type { OutboundClient } from '../../../lib/outbound.ts';
import { networkFailure, type OutgoingMessage, type Sender, type SendOutcome } from './sender.ts';

/** A permanent refusal (5xx reply: no such mailbox …) is not retried; a 4xx is a "try later". */
const permanent = (code: unknown) => typeof code === 'number' && code >= 500;

export function emailSender(settings: { url: string; from: string }, outbound: OutboundClient): Sender {
  const getSocket: SMTPTransport.Options['getSocket'] = (options, callback) => {
    const port = Number(options.port) || (options.secure ? 465 : 587);
    outbound.connect(options.host ?? 'localhost', port).then(
      (connection) => callback(null, { connection }),
      (error: Error) => callback(error),
    );
  };
  const transport = nodemailer.createTransport({ url: settings.url, getSocket } as SMTPTransport.Options);
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
            failure: { error },
          };
        }
        return networkFailure(error);
      }
    },
    close: () => transport.close(),
  };
}
