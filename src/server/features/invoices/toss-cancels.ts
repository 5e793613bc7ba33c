/**
 * Toss as the students feature's payment provider (docs/decisions/093): which ledger payments
 * came through Toss, and the cancel of all or part of one, sent with the attempt's idempotency
 * key so that asking again is the same cancel. Toss's answer is sorted into done, refused (Toss
 * said no: nothing moved) and unanswered (unknown: the attempt waits for a retry).
 */
import type { Db } from '../../db/database.ts';
import type { SecretBox } from '../../lib/secret-box.ts';
import type { PaymentProvider, ProviderCancel } from '../students/index.ts';
import type { TossClient } from './toss-client.ts';
import { tossKeys } from './toss-keys.ts';

export function tossPaymentProvider(db: Db, box: SecretBox, client: TossClient): PaymentProvider {
  return {
    async paymentKeyOf(trx, paymentId) {
      const order = await trx
        .selectFrom('toss_orders')
        .select('payment_key')
        .where('payment_id', '=', paymentId)
        .where('status', '=', '결제 완료')
        .executeTakeFirst();
      return order?.payment_key ?? null;
    },
    async cancel({ providerKey, amount, whole, reason, attemptKey }): Promise<ProviderCancel> {
      const keys = await tossKeys(db, box);
      if (!keys) return { ok: false, refused: true, code: 'toss.off', message: '' };
      const answer = await client.cancel(
        keys.secretKey,
        providerKey,
        whole ? { cancelReason: reason } : { cancelReason: reason, cancelAmount: amount },
        attemptKey,
      );
      if (answer.ok) return { ok: true };
      // A void asks for the whole payment: one Toss already cancelled whole is what was asked.
      if (whole && answer.code === 'ALREADY_CANCELED_PAYMENT') return { ok: true };
      const refused = answer.code !== 'unreachable' && answer.status < 500;
      return { ok: false, refused, code: answer.code, message: answer.message };
    },
  };
}
