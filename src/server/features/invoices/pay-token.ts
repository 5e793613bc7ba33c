/**
 * A pay link's token: 32 random bytes, base64url. Only its SHA-256 is stored, so the database
 * (or a backup of it) cannot be read back into working links; a link is found by its hash.
 */
import { createHash, randomBytes } from 'node:crypto';

const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

export function newPayToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashPayToken(token) };
}

/** The stored hash of a token, or null for text that cannot be a token (nothing to look up). */
export function payTokenHash(token: string): string | null {
  return TOKEN_SHAPE.test(token) ? hashPayToken(token) : null;
}

function hashPayToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
