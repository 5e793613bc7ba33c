/**
 * A booking PIN as it is stored (docs/decisions/063-booking-pin-keyed-hash.md): an HMAC-SHA-256
 * of a random salt and the 4 digits under the server's PIN key. Four digits are 10,000 values,
 * which no slow hash protects once its table leaks; what protects them is the key, kept out of
 * the bookings' table. Bookings made before carry an argon2id hash (decision 033) and are
 * checked as they were until they end.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { verify } from '@node-rs/argon2';

const KEYED = '$hmac-sha256$';
const ARGON2ID = '$argon2id$';
/** Fixed, so that salt and PIN in one HMAC input cannot be cut apart another way. */
const SALT_BYTES = 16;

function mac(key: Buffer, salt: Buffer, pin: string): Buffer {
  return createHmac('sha256', key).update(salt).update(pin, 'utf8').digest();
}

/**
 * `$hmac-sha256$<salt>$<mac>`, both base64url. The salt keeps two bookings with the same PIN
 * from showing it; tests pass their own to get an exact answer.
 */
export function hashPin(pin: string, key: Buffer, salt: Buffer = randomBytes(SALT_BYTES)): string {
  return `${KEYED}${salt.toString('base64url')}$${mac(key, salt, pin).toString('base64url')}`;
}

function keyedMatches(stored: string, pin: string, key: Buffer): boolean {
  const [saltText, macText, ...rest] = stored.slice(KEYED.length).split('$');
  if (saltText === undefined || macText === undefined || rest.length > 0) return false;
  const salt = Buffer.from(saltText, 'base64url');
  const expected = Buffer.from(macText, 'base64url');
  const given = mac(key, salt, pin);
  // The length is the format's, not the secret's: only the bytes are compared in constant time.
  if (salt.length !== SALT_BYTES || expected.length !== given.length) return false;
  return timingSafeEqual(given, expected);
}

/** Whether `pin` is the one `stored` was made from, whichever of the two formats it is in. */
export async function verifyPin(stored: string, pin: string, key: Buffer): Promise<boolean> {
  if (stored.startsWith(KEYED)) return keyedMatches(stored, pin, key);
  if (stored.startsWith(ARGON2ID)) return verify(stored, pin).catch(() => false);
  return false;
}
