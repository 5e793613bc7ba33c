/**
 * The studio's Toss keys (docs/decisions/085). Until the owner sets its own, Toss's published
 * test keys are used, so a studio can try the whole payment flow on its first day without money
 * moving; an empty client key turns online payment off (the pay page shows the transfer account
 * only). The secret key is stored sealed (lib/secret-box.ts) and never answered.
 */
import { AppError } from '../../app-error.ts';
import type { Db } from '../../db/database.ts';
import { type SecretBox, secretHint } from '../../lib/secret-box.ts';

/**
 * The "API 개별 연동" test keys Toss publishes for anyone to try its payment window without an
 * account (docs.tosspayments.com/guides/using-api, and the secret again in its API reference's
 * authorization page). The 결제위젯 keys (test_gck_…/test_gsk_…) are another product's and do
 * not open this window.
 */
export const TOSS_TEST_KEYS = {
  clientKey: 'test_ck_D5GePWvyJnrK0W0k6q8gLzN97Eoq',
  secretKey: 'test_sk_zXLkKEypNArWmo50nX3lmeaxYG5R',
} as const;

const SECRET_PURPOSE = 'payments.toss.secret';

export interface TossKeys {
  clientKey: string;
  secretKey: string;
  testKeys: boolean;
}

/** The client key as stored (null: Toss's test keys) and the secret, opened if it still opens. */
async function storedKeys(db: Db, box: SecretBox) {
  const row = await db
    .selectFrom('payment_settings')
    .select(['toss_client_key', 'toss_secret_sealed'])
    .executeTakeFirst();
  return {
    clientKey: row?.toss_client_key ?? null,
    secretKey: row?.toss_secret_sealed ? box.open(row.toss_secret_sealed, SECRET_PURPOSE) : null,
  };
}

/** The keys in use, or null when the studio turned online payment off. */
export async function tossKeys(db: Db, box: SecretBox): Promise<TossKeys | null> {
  const { clientKey, secretKey } = await storedKeys(db, box);
  if (clientKey === null) return { ...TOSS_TEST_KEYS, testKeys: true };
  if (clientKey === '') return null;
  // A secret the server can no longer open (another APP_SECRET) is as good as none: Toss is off.
  if (!secretKey) return null;
  return { clientKey, secretKey, testKeys: clientKey === TOSS_TEST_KEYS.clientKey };
}

/**
 * The studio's own live keys, for what must be real whatever the payment window does (a
 * 현금영수증 for cash typed in by staff): null on Toss's test keys or with Toss off.
 */
export async function liveTossKeys(
  db: Db,
  box: SecretBox,
): Promise<{ clientKey: string; secretKey: string } | null> {
  const keys = await tossKeys(db, box);
  return keys && !keys.testKeys && keys.secretKey.startsWith('live_')
    ? { clientKey: keys.clientKey, secretKey: keys.secretKey }
    : null;
}

/** What the settings page is shown: the client key, and of the secret only that it is set. */
export async function tossKeysAnswer(db: Db, box: SecretBox) {
  const keys = await tossKeys(db, box);
  if (!keys) {
    const sealed = (await storedKeys(db, box)).secretKey;
    return { clientKey: '', secretKey: sealed ? secretHint(sealed) : '', testKeys: false };
  }
  return { clientKey: keys.clientKey, secretKey: secretHint(keys.secretKey), testKeys: keys.testKeys };
}

const mode = (key: string) => key.slice(0, key.indexOf('_'));

/**
 * Applies what the owner sent: back to the test keys, Toss off, or its own client key with a new
 * secret or the one stored. A client key without any secret, or a test key beside a live one, is
 * refused, so a saved setting always works or is plainly off.
 */
export async function saveTossKeys(
  db: Db,
  box: SecretBox,
  change: { clientKey?: string | undefined; secretKey?: string | undefined; testKeys?: true | undefined },
): Promise<void> {
  if (change.testKeys) {
    await db
      .updateTable('payment_settings')
      .set({ toss_client_key: null, toss_secret_sealed: null })
      .execute();
    return;
  }
  if (change.clientKey === undefined && !change.secretKey) return;
  const stored = await storedKeys(db, box);
  const clientKey = change.clientKey ?? stored.clientKey ?? TOSS_TEST_KEYS.clientKey;
  const secretKey = change.secretKey || stored.secretKey;
  if (clientKey === '') {
    await db
      .updateTable('payment_settings')
      .set({
        toss_client_key: '',
        toss_secret_sealed: secretKey ? box.seal(secretKey, SECRET_PURPOSE) : null,
      })
      .execute();
    return;
  }
  if (!secretKey) throw new AppError('toss.key_invalid', 400);
  if (mode(clientKey) !== mode(secretKey)) throw new AppError('toss.keys_mismatch', 400);
  await db
    .updateTable('payment_settings')
    .set({ toss_client_key: clientKey, toss_secret_sealed: box.seal(secretKey, SECRET_PURPOSE) })
    .execute();
}
