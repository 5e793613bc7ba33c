/**
 * The nightly look at Toss (docs/decisions/085, 093): an order still open a day after it was
 * made — no return, no webhook — is asked of Toss by its order id and settled by what Toss says:
 * DONE through the same path as a confirm, CANCELED/ABORTED/EXPIRED (or no payment at all) closed;
 * a 가상계좌 still waiting for its deposit stays open. Then the payments kept `환불 중` are
 * cancelled again, and the students' refunds and voids Toss did not answer are finished, each
 * with its own idempotency key so nothing goes back twice.
 *
 * One instance does it: the night's run is claimed by key (`orders:2026-11-29`) in the database,
 * as the nightly backups are.
 */
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { seoulDate } from '#shared/time.ts';
import { scheduleJob } from '../../lib/scheduled-job.ts';
import { retryProviderCancels, type StudentNotices } from '../students/index.ts';
import type { TossConnection } from './toss-connection.ts';
import { tossKeys } from './toss-keys.ts';
import { refundOrder, type SettleDeps, settlePayment } from './toss-orders.ts';

/** Every night at 04:10 in Seoul, after the backup. */
export const TOSS_CHECK_PATTERN = '10 4 * * *';
const OPEN_FOR_MS = 24 * 60 * 60_000;
const CLOSED_STATUSES = new Set(['CANCELED', 'ABORTED', 'EXPIRED']);

export interface TossCheckSummary {
  paid: number;
  closed: number;
  refunded: number;
  stillOpen: number;
  cancelsFinished: number;
  cancelsWaiting: number;
}

export interface TossChecks {
  /** The scheduled run: claims the night, then works; null when another instance has it. */
  nightly(): Promise<TossCheckSummary | null>;
  /** One look, unclaimed (the nightly run's work). */
  runOnce(): Promise<TossCheckSummary>;
}

declare module 'fastify' {
  interface FastifyInstance {
    tossChecks: TossChecks;
  }
}

const plugin: FastifyPluginAsync<{
  toss: TossConnection;
  notices: Pick<StudentNotices, 'payment'>;
  scheduler: boolean;
}> = async (app, { toss, notices, scheduler }) => {
  const now = () => app.clock.now();

  async function claimNight(at: Date): Promise<boolean> {
    const result = await app.db
      .insertInto('payment_check_runs')
      .values({ run_key: `orders:${seoulDate(at)}`, claimed_at: at.toISOString() })
      .onConflict((conflict) => conflict.column('run_key').doNothing())
      .executeTakeFirst();
    return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
  }

  async function closeOrder(orderId: string): Promise<number> {
    const closed = await app.db
      .updateTable('toss_orders')
      .set({ status: '닫힘', open_invoice_id: null, updated_at: now().toISOString() })
      .where('order_id', '=', orderId)
      .where('status', '=', '열림')
      .executeTakeFirst();
    return Number(closed.numUpdatedRows);
  }

  async function lookAtOrders(deps: SettleDeps, summary: TossCheckSummary): Promise<void> {
    const cutoff = new Date(now().getTime() - OPEN_FOR_MS).toISOString();
    const open = await app.db
      .selectFrom('toss_orders')
      .select('order_id')
      .where('status', '=', '열림')
      .where('created_at', '<', cutoff)
      .orderBy('created_at')
      .limit(500)
      .execute();
    for (const { order_id: orderId } of open) {
      const answer = await toss.client.byOrder(deps.secretKey, orderId);
      if (answer.ok && answer.payment.orderId === orderId && answer.payment.status === 'DONE') {
        const settled = await settlePayment(deps, answer.payment);
        if (settled.result === 'paid') summary.paid += 1;
        else if (settled.result === 'refunded') summary.refunded += 1;
        else summary.stillOpen += 1;
      } else if (
        (answer.ok && CLOSED_STATUSES.has(answer.payment.status)) ||
        (!answer.ok && answer.code === 'NOT_FOUND_PAYMENT')
      ) {
        // Never paid: the bill keeps waiting, and its link opens a new order.
        summary.closed += await closeOrder(orderId);
      } else {
        summary.stillOpen += 1;
      }
    }
    const refunding = await app.db
      .selectFrom('toss_orders')
      .select('order_id')
      .where('status', '=', '환불 중')
      .limit(100)
      .execute();
    for (const { order_id: orderId } of refunding) {
      if (await refundOrder(deps, orderId)) summary.refunded += 1;
    }
  }

  async function runOnce(): Promise<TossCheckSummary> {
    const summary: TossCheckSummary = {
      paid: 0,
      closed: 0,
      refunded: 0,
      stillOpen: 0,
      cancelsFinished: 0,
      cancelsWaiting: 0,
    };
    const keys = await tossKeys(app.db, app.settingsBox);
    if (keys) {
      await lookAtOrders(
        { db: app.db, dialect: app.dialect, client: toss.client, now, notices, secretKey: keys.secretKey },
        summary,
      );
    }
    const cancels = await retryProviderCancels(app.db, app.dialect, toss.provider, now);
    summary.cancelsFinished = cancels.finished;
    summary.cancelsWaiting = cancels.waiting;
    return summary;
  }

  async function nightly(): Promise<TossCheckSummary | null> {
    if (!(await claimNight(now()))) return null;
    const summary = await runOnce();
    app.log.info(summary, 'toss orders looked at');
    return summary;
  }

  app.decorate('tossChecks', { nightly, runOnce });
  if (scheduler) {
    scheduleJob(
      app,
      { pattern: TOSS_CHECK_PATTERN, timezone: 'Asia/Seoul', failure: 'toss orders not looked at' },
      nightly,
    );
  }
};

export const tossChecksPlugin = fp(plugin, { name: 'toss-checks' });
