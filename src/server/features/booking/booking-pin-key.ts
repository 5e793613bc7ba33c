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
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Dialect } from '../../db/connection.ts';
import type { Db } from '../../db/database.ts';

const KEY_BYTES = 32;

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
  return checked(Buffer.from(row.key, 'hex'), 'the booking_pin_key row');
}

async function keyInFile(file: string): Promise<Buffer> {
  await fs.mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
  try {
    return checked(await fs.readFile(file), file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  // Written whole under another name, then linked: a reader never sees half a key, and of two
  // writers the second finds the first's key in place.
  const draft = `${file}.${process.pid}.${randomBytes(6).toString('hex')}`;
  await fs.writeFile(draft, randomBytes(KEY_BYTES), { mode: 0o600, flag: 'wx' });
  try {
    await fs.link(draft, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    await fs.rm(draft, { force: true });
  }
  return checked(await fs.readFile(file), file);
}

/** A key of another length is a damaged or foreign file: refuse to start rather than guess. */
function checked(key: Buffer, where: string): Buffer {
  if (key.length !== KEY_BYTES) throw new Error(`The booking PIN key in ${where} is not ${KEY_BYTES} bytes`);
  return key;
}
