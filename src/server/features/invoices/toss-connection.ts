/**
 * The server's one way to Toss: a client through the outbound rules (closed with the app), and
 * the provider the students' refunds and voids give money back through. app.ts makes it once and
 * hands it to the bills' routes, the students' routes and the nightly look.
 */
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.ts';
import { outboundClient } from '../../lib/outbound.ts';
import type { PaymentProvider } from '../students/index.ts';
import { tossPaymentProvider } from './toss-cancels.ts';
import { type TossClient, tossClient } from './toss-client.ts';

export interface TossConnection {
  client: TossClient;
  provider: PaymentProvider;
}

export function tossConnection(
  app: FastifyInstance,
  config: Pick<Config, 'outbound' | 'toss'>,
): TossConnection {
  const outbound = outboundClient(config.outbound);
  app.addHook('onClose', () => outbound.close());
  const client = tossClient(config.toss.apiBase, outbound);
  return { client, provider: tossPaymentProvider(app.db, app.settingsBox, client) };
}
