import { describe, expect, it } from 'vitest';
import { MAX_ATTEMPTS, nextAttemptAt, retryDelayMs } from './retry-rules.ts';

describe('retry backoff', () => {
  it('waits 1, 3, 9 and 27 minutes', () => {
    expect([1, 2, 3, 4].map((attempt) => retryDelayMs(attempt) / 60_000)).toEqual([1, 3, 9, 27]);
  });

  it('gives up after the fifth try', () => {
    const now = new Date('2026-11-25T01:00:00Z');
    expect(MAX_ATTEMPTS).toBe(5);
    expect(nextAttemptAt(4, now, false)?.toISOString()).toBe('2026-11-25T01:27:00.000Z');
    expect(nextAttemptAt(5, now, false)).toBeNull();
  });

  it('holds a notice’s retry out of the night, but not an urgent one’s', () => {
    const late = new Date('2026-11-25T20:58:00+09:00');
    expect(nextAttemptAt(2, late, false)?.toISOString()).toBe('2026-11-25T23:00:00.000Z');
    expect(nextAttemptAt(2, late, true)?.toISOString()).toBe('2026-11-25T12:01:00.000Z');
  });
});
