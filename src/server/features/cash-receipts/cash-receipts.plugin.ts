/**
 * The cash-receipts feature's part of the app: its issuer (`app.cashReceipts`, for the
 * scheduler and for tests), run after each change that may have made it work and every minute
 * when the scheduler runs, and its routes.
 */
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../../db/database.ts';
import { scheduleJob } from '../../lib/scheduled-job.ts';
import { receiptForPayment } from './cash-receipts.queries.ts';
import { cashReceiptsRoutes } from './cash-receipts.routes.ts';
import type { PaymentKeys } from './payment-keys.ts';
import { type ReceiptIssuer, receiptIssuer } from './receipt-issuer.ts';

declare module 'fastify' {
  interface FastifyInstance {
    cashReceipts: ReceiptIssuer;
  }
}

/** Requests after which the issuer may have work: money in or back, a number set. */
const MONEY_CHANGES = /^\/api\/(member\/(charge|refund)|payList\/\d+\/void|invoices\/\d+\/paid|pay\/)/;

/**
 * The receipt a payment needs, written in the payment's transaction (app.ts adds it to the
 * payment's notices): a 현금 or 계좌이체 payment of 100,000원 or more.
 */
export async function receiptOnPayment(trx: Db, about: { paymentId: number; now: Date }): Promise<void> {
  await receiptForPayment(trx, { paymentId: about.paymentId, asked: false, now: about.now });
}

const plugin: FastifyPluginAsync<{
  tossApiBase: string;
  scheduler: boolean;
  keys: (db: Db) => Promise<PaymentKeys | null>;
}> = async (app, { tossApiBase, scheduler, keys }) => {
  const issuer = receiptIssuer(app.db, { tossApiBase, now: () => app.clock.now(), keys });
  app.decorate('cashReceipts', issuer);
  let last: Promise<unknown> = Promise.resolve();
  const kick = () => {
    last = issuer.runOnce().catch((error) => app.log.error({ err: error }, 'cash receipts run failed'));
  };
  app.addHook('onResponse', async (request, reply) => {
    if (request.method !== 'GET' && reply.statusCode < 300 && MONEY_CHANGES.test(request.url)) kick();
  });
  if (scheduler) {
    scheduleJob(app, { pattern: '0 * * * * *', failure: 'cash receipts run failed' }, async () => kick());
  }
  // A run under way finishes before the database closes.
  app.addHook('onClose', async () => {
    await last;
  });
  await app.register(cashReceiptsRoutes, { afterChange: kick });
};

export const cashReceiptsPlugin = fp(plugin, { name: 'cash-receipts' });
