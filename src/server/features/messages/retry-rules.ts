/**
 * How often and when a failed message is tried again: exponential backoff, 1 minute after the
 * first failure and three times longer after each next, up to MAX_ATTEMPTS tries in all (the
 * last about two hours after the first). A notice is not retried into the night either.
 */
import { holdForQuietHours } from '#shared/quiet-hours.ts';

export const MAX_ATTEMPTS = 5;
const FIRST_DELAY_MS = 60_000;
const FACTOR = 3;

/** The wait after the `attempts`-th failed try (1-based). */
export function retryDelayMs(attempts: number): number {
  return FIRST_DELAY_MS * FACTOR ** Math.max(0, attempts - 1);
}

/** When to try again after `attempts` tries, or null when that was the last. */
export function nextAttemptAt(attempts: number, now: Date, urgent: boolean): Date | null {
  if (attempts >= MAX_ATTEMPTS) return null;
  const next = new Date(now.getTime() + retryDelayMs(attempts));
  return urgent ? next : holdForQuietHours(next);
}
