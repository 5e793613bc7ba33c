/** A secret token as it is stored: its SHA-256, so that a leaked database cannot be replayed. */
import { createHash } from 'node:crypto';

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
