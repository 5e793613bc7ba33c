/**
 * A booking's PIN (docs/decisions/033-booking-pin.md): hashed with the server's key when the
 * booking is made (booking-pin-hash.ts, decision 063), and checked when a visitor deletes it.
 * Every check takes a hit from the address's bucket BEFORE it runs (the login limit's
 * mechanism, docs/decisions/016), so a burst of guesses sent at once runs at most
 * PIN_CHECKS_PER_ADDRESS checks, on one instance or many.
 * A check that was no guess — the right PIN, no such booking, a booking without a PIN —
 * gives its hit back, so only wrong and missing PINs use up the budget.
 */
import { isPin } from '#shared/booking-rules.ts';
import { AppError } from '../../app-error.ts';
import type { Db } from '../../db/database.ts';
import { type Limit, returnHit, takeHit } from '../rate-limit/index.ts';
import { roomDay } from './booking.queries.ts';
import { verifyPin } from './booking-pin-hash.ts';

export const PIN_WINDOW_MS = 15 * 60 * 1000;
/** Wrong PINs one address may try in a window: 10 of 10,000 PINs, 40 an hour at most. */
export const PIN_CHECKS_PER_ADDRESS = 10;

const perAddress: Limit = { max: PIN_CHECKS_PER_ADDRESS, windowMs: PIN_WINDOW_MS };

/** The bucket of a client's PIN checks (its address as `clientAddress` gives it). */
export function pinBucket(address: string): string {
  return `booking-pin:${address}`;
}

async function pinMatches(pinHash: string, pin: string | null | undefined, key: Buffer): Promise<boolean> {
  // A malformed PIN can never be right: no need to spend a hash on it.
  if (typeof pin !== 'string' || !isPin(pin)) return false;
  return verifyPin(pinHash, pin, key);
}

interface PinCheck {
  slot: { date: string; room: number; time: number };
  pin: string | null | undefined;
  address: string;
  now: Date;
  /** The server's PIN key (booking-pin-key.ts). */
  key: Buffer;
}

/**
 * Checks a visitor's PIN for one slot and answers the hash it matched (the deletion removes
 * the slot only if it still holds that hash), or throws: 429 over the address's limit, 404 for
 * an empty slot, 403 for a booking made without a PIN, a missing PIN or a wrong one.
 */
export async function checkPin(db: Db, check: PinCheck): Promise<string> {
  const bucket = pinBucket(check.address);
  if (!(await takeHit(db, bucket, perAddress, check.now))) {
    throw new AppError('booking.pin_rate_limited', 429);
  }
  const { date, room, time } = check.slot;
  const row = await roomDay(db, date, room).select('pin_hash').where('time', '=', time).executeTakeFirst();
  if (!row || row.pin_hash === null) {
    await returnHit(db, bucket);
    throw row ? new AppError('booking.pin_not_set', 403) : new AppError('booking.not_found', 404);
  }
  if (check.pin === undefined || check.pin === null || check.pin === '') {
    throw new AppError('booking.pin_required', 403);
  }
  if (!(await pinMatches(row.pin_hash, check.pin, check.key))) throw new AppError('booking.wrong_pin', 403);
  await returnHit(db, bucket);
  return row.pin_hash;
}
