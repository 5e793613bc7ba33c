/**
 * Works the outbox: claims what is due, checks again that it is still true (a balance notice
 * whose cause is gone is skipped, saying why: balance-recheck.ts), renders each message from the
 * owner's current text, hands it to the sender that takes it, and records the outcome — sent,
 * tried again later with backoff, failed for good, or skipped when no sender takes it
 * ("보낼 수단 없음").
 */
import type { FastifyBaseLogger } from 'fastify';
import { hideCredentials, hideCredentialsIn, messageEvents } from '#shared/message-events.ts';
import { renderTemplate } from '#shared/message-template.ts';
import type { Dialect } from '../../db/connection.ts';
import type { Db } from '../../db/database.ts';
import { recheckNotice } from './balance-recheck.ts';
import { claimDue, markClaimed, type OutboxRow } from './outbox-claims.ts';
import { nextAttemptAt } from './retry-rules.ts';
import type { LiveSenders } from './senders/live-senders.ts';
import type { SenderSet } from './senders/pick-sender.ts';
import type { OutgoingMessage } from './senders/sender.ts';
import { eventTexts } from './template-settings.ts';

export const NO_SENDER = '보낼 수단 없음';
const BATCH = 50;

export interface RunSummary {
  sent: number;
  retrying: number;
  failed: number;
  skipped: number;
}

export interface OutboxWorker {
  /** Works every message due now, batch after batch; what another worker holds is left to it. */
  runOnce(): Promise<RunSummary>;
  readonly senders: LiveSenders;
}

/** A variable that is a site path (`/receipt/12`) goes out as a full address. */
export function absoluteLinks(variables: Record<string, string>, publicUrl: string | undefined) {
  if (!publicUrl) return variables;
  return Object.fromEntries(
    Object.entries(variables).map(([name, value]) => [
      name,
      /^\/[^/]/.test(value) ? `${publicUrl}${value}` : value,
    ]),
  );
}

export function outgoing(row: OutboxRow, text: string, variables: Record<string, string>): OutgoingMessage {
  return {
    id: Number(row.id),
    event: row.event,
    label: messageEvents[row.event].label,
    phone: row.phone,
    email: row.email,
    text,
    variables,
    idempotencyKey: row.idempotency_key,
  };
}

export function outboxWorker(
  db: Db,
  dialect: Dialect,
  senders: LiveSenders,
  now: () => Date,
  options: { publicUrl?: string | undefined; log?: FastifyBaseLogger | undefined } = {},
): OutboxWorker {
  const { publicUrl, log } = options;
  /**
   * Marks the row, keeping its text without any credential's secret; once the message will not
   * be tried again, its stored variables lose the secret too (a pay link lives on with its bill).
   */
  function mark(
    row: OutboxRow,
    text: string,
    marking: Parameters<typeof markClaimed>[3],
    at: Date,
    variables: Record<string, string>,
  ) {
    const stored = JSON.parse(row.variables) as Record<string, string>;
    const kept = hideCredentialsIn(row.event, hideCredentialsIn(row.event, text, variables), stored);
    const done = marking.status !== 'waiting';
    return markClaimed(db, row, kept, marking, at, done ? hideCredentials(row.event, stored) : undefined);
  }
  async function work(
    senders: SenderSet,
    row: OutboxRow,
    texts: Map<string, string>,
    summary: RunSummary,
  ): Promise<void> {
    const stored = JSON.parse(row.variables) as Record<string, string>;
    const template = texts.get(row.event) ?? messageEvents[row.event].defaultText;
    const checked = await recheckNotice(db, row, stored);
    if ('drop' in checked) {
      summary.skipped += 1;
      await mark(
        row,
        renderTemplate(template, stored, messageEvents[row.event].blanks),
        { status: 'skipped', reason: checked.drop },
        now(),
        stored,
      );
      return;
    }
    const variables = absoluteLinks(checked.variables, publicUrl);
    const text = renderTemplate(template, variables, messageEvents[row.event].blanks);
    const message = outgoing(row, text, variables);
    const sender = senders.pick(message);
    if (!sender) {
      summary.skipped += 1;
      await mark(row, text, { status: 'skipped', reason: NO_SENDER }, now(), variables);
      return;
    }
    const outcome = await sender.send(message);
    const at = now();
    if (outcome.ok) {
      summary.sent += 1;
      await mark(row, text, { status: 'sent', ...outcome }, at, variables);
      return;
    }
    const next = outcome.retry ? nextAttemptAt(Number(row.attempts) + 1, at, Number(row.urgent) === 1) : null;
    if (next) summary.retrying += 1;
    else summary.failed += 1;
    log?.warn({ message: row.id, reason: outcome.reason }, 'message not sent');
    await mark(
      row,
      text,
      next
        ? { status: 'waiting', reason: outcome.reason, nextAttemptAt: next }
        : { status: 'failed', reason: outcome.reason },
      at,
      variables,
    );
  }

  return {
    senders,
    async runOnce() {
      const summary: RunSummary = { sent: 0, retrying: 0, failed: 0, skipped: 0 };
      const texts = await eventTexts(db);
      // The senders are read afresh each run: a change saved in the browser is used at once.
      return senders.use(async (current) => {
        for (;;) {
          const claimed = await claimDue(db, dialect, now(), BATCH);
          for (const row of claimed) await work(current, row, texts, summary);
          if (claimed.length < BATCH) return summary;
        }
      });
    },
  };
}
