/**
 * The key booking PINs are hashed with (docs/decisions/063-booking-pin-keyed-hash.md), read
 * once when the server starts. Every instance must hold the same key, or a PIN set on one
 * would be refused on another:
 * - APP_SECRET when it is set (the same on every instance): the key is derived from it, so the
 *   secret can serve other purposes under other names;
 * - on PostgreSQL otherwise, a row of its own table, made by the first instance to start —
 *   the only place every instance shares;
 * - on SQLite otherwise (one instance), DATA_DIR/secrets/booking-pin.key, 32 random bytes made
 *   on first start, readable by the server's user only. It is not in the database, so a copy
 *   of studio.db or a backup archive does not carry it.
 */
import { createHmac, randomBytes } from 'node:crypto';
import path from 'node:path';
import type { Dialect } from '../../db/connection.ts';
import type { Db } from '../../db/database.ts';
import { checkedKey, KEY_BYTES, keyInFile } from '../../lib/key-file.ts';

export interface PinKeySource {
  appSecret: string | undefined;
  dataDir: string;
  db: Db;
  dialect: Dialect;
}

export function pinKeyFile(dataDir: string): string {
  return path.join(dataDir, 'secrets', 'booking-pin.key');
}

export async function loadPinKey(source: PinKeySource): Promise<Buffer> {
  if (source.appSecret) return createHmac('sha256', source.appSecret).update('booking-pin').digest();
  if (source.dialect === 'postgres') return keyInDatabase(source.db);
  return keyInFile(pinKeyFile(source.dataDir));
}

async function keyInDatabase(db: Db): Promise<Buffer> {
  // Instances starting together each offer a key; the first insert wins and all read it.
  await db
    .insertInto('booking_pin_key')
    .values({ id: 1, key: randomBytes(KEY_BYTES).toString('hex') })
    .onConflict((conflict) => conflict.column('id').doNothing())
    .execute();
  const row = await db
    .selectFrom('booking_pin_key')
    .select('key')
    .where('id', '=', 1)
    .executeTakeFirstOrThrow();
  return checkedKey(Buffer.from(row.key, 'hex'), 'the booking_pin_key row');
}
