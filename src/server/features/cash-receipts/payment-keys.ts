/**
 * The payment provider's keys, as the studio set them at 사이트 관리 → 결제. Read from the
 * payment settings row: before the columns for the keys exist there, there are no keys and
 * every receipt goes to the staff's to-do.
 */
import type { Db } from '../../db/database.ts';

export interface PaymentKeys {
  clientKey: string;
  secretKey: string;
}

export async function paymentKeys(db: Db): Promise<PaymentKeys | null> {
  const row = (await db.selectFrom('payment_settings').selectAll().executeTakeFirst()) as
    | Record<string, unknown>
    | undefined;
  const clientKey = row?.client_key;
  const secretKey = row?.secret_key;
  if (typeof secretKey !== 'string' || secretKey === '') return null;
  return { clientKey: typeof clientKey === 'string' ? clientKey : '', secretKey };
}
