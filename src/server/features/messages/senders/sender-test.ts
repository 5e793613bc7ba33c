/**
 * 테스트 발송: one real message through one kind of sender, with the settings now in force, to
 * the owner's own e-mail or phone. 알림톡 templates are left aside (a test text matches no
 * approved template), so Solapi sends it as SMS. A failure answers the Korean explanation
 * (sender-errors.ts) and the provider's own words.
 */

import { sendersNotices } from '#shared/messages/senders.ts';
import type { SenderKind } from '#shared/schemas/senders.ts';
import { AppError } from '../../../app-error.ts';
import type { MessageSenders } from '../../../config.ts';
import type { OutboundPolicy } from '../../../lib/outbound.ts';
import { senderSet } from './pick-sender.ts';
import type { OutgoingMessage } from './sender.ts';
import { explainFailure } from './sender-errors.ts';

const EMAIL = /^[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+$/;
const MOBILE = /^01[016789]-?\d{3,4}-?\d{4}$/;

export interface TestRequest {
  kind: SenderKind;
  senders: MessageSenders;
  /** The e-mail or phone typed on the page; empty for the owner's own phone. */
  to: string;
  ownerPhone: string;
  policy: OutboundPolicy;
  now: () => Date;
  /**
   * Counted just before the message goes, once the request is known to be sendable: a typo in
   * the address costs the owner no test, a real send (money, with Solapi) always does.
   */
  admit: () => Promise<void>;
}

/** Only the one kind, so the test goes through it and no other. */
function onlyKind(kind: SenderKind, senders: MessageSenders): MessageSenders | null {
  const none: MessageSenders = { email: undefined, solapi: undefined, webhook: undefined };
  if (kind === 'smtp') return senders.email ? { ...none, email: senders.email } : null;
  if (kind === 'solapi')
    return senders.solapi ? { ...none, solapi: { ...senders.solapi, templates: {} } } : null;
  return senders.webhook ? { ...none, webhook: senders.webhook } : null;
}

function recipient(
  kind: SenderKind,
  to: string,
  ownerPhone: string,
): { phone: string | null; email: string | null } {
  if (kind === 'smtp') {
    if (!EMAIL.test(to)) throw new AppError('senders.test_email_invalid', 400);
    return { phone: null, email: to };
  }
  const phone = to === '' ? ownerPhone : to;
  if (kind === 'solapi' && !MOBILE.test(phone)) throw new AppError('senders.test_phone_invalid', 400);
  return { phone, email: null };
}

export async function sendTest(
  request: TestRequest,
): Promise<{ ok: boolean; message: string; detail: string | null }> {
  const settings = onlyKind(request.kind, request.senders);
  if (!settings) throw new AppError('senders.not_configured', 400);
  const to = recipient(request.kind, request.to, request.ownerPhone);
  await request.admit();
  const senders = senderSet(settings, request.policy, request.now);
  try {
    const message: OutgoingMessage = {
      id: 0,
      event: 'backup-alert',
      label: sendersNotices.testSubject,
      ...to,
      text: sendersNotices.testText,
      variables: {},
      idempotencyKey: `sender-test:${request.now().getTime()}`,
    };
    const sender = senders.pick(message);
    if (!sender) throw new AppError('senders.not_configured', 400);
    const outcome = await sender.send(message);
    if (outcome.ok) return { ok: true, message: sendersNotices.testSent, detail: null };
    return {
      ok: false,
      message: explainFailure(request.kind, outcome.failure ?? {}),
      detail: outcome.reason,
    };
  } finally {
    await senders.close();
  }
}
