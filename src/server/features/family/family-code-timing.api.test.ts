/**
 * Asking for a sign-in code tells no one whether a phone is a family's: not by the answer, and
 * not by how long the answer takes (the floor in family-links.routes.ts). Known and unknown
 * phones are asked in turn (the order flipped every pair, after a warm-up), and the median of
 * the pairs' gaps is compared, so that a busy machine slows both alike. On both databases.
 *
 * Every request waits the floor (150 ms), so the pairs are few: 12 a round, more rounds only
 * while the gap stays at 1 ms or more. Without the floor the gap is several ms in every pair
 * (the known phone's code is written and queued), and the test fails on both databases.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countWhere } from '../../testing/count-rows.ts';
import { TEXT_SENDER_ENV } from '../../testing/family.ts';
import { consented, studentWithContacts } from '../../testing/messages.ts';
import { signIn } from '../../testing/sign-in.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

const PAIRS = 12;
const WARM_UP = 2;
/** Rounds of PAIRS at most, while the medians stay apart: a busy machine's noise passes, a real gap stays. */
const ROUNDS = 5;
const FAMILY_PHONE = '010-2222-3333';
/** Past the per-phone window (3 codes a quarter of an hour), so that no pair is refused. */
const NEXT_WINDOW_MS = 16 * 60 * 1000;

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length / 2;
  return (sorted[Math.floor(middle - 0.5)]! + sorted[Math.ceil(middle - 0.5)]!) / 2;
};

describe('the time a code request takes', () => {
  let t: TestApp;
  let addresses = 0;
  beforeAll(async () => {
    // A sender for phones, so that a known phone's code is really made; the outbox is never worked.
    t = await createTestApp({
      now: '2026-11-25T10:00:00+09:00',
      env: TEXT_SENDER_ENV,
    });
    const teacher = await signIn(t.app, 'teacher');
    await studentWithContacts(t, teacher, '민지', [
      { name: '엄마', relation: '어머니', phone: FAMILY_PHONE, informational: consented },
    ]);
  });
  afterAll(async () => {
    await t.close();
  });

  async function timed(phone: string): Promise<{ ms: number; status: number; body: string }> {
    const remoteAddress = `10.77.${(++addresses >> 8) & 255}.${addresses & 255}`;
    const started = performance.now();
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/family/code',
      payload: { phone },
      remoteAddress,
    });
    return { ms: performance.now() - started, status: response.statusCode, body: response.body };
  }

  /** One pair: both phones asked in turn, the order flipped every other pair. */
  async function pair(index: number): Promise<{ known: number; unknown: number }> {
    t.clock.set(new Date(t.clock.now().getTime() + NEXT_WINDOW_MS));
    const stranger = `010-9${String(index).padStart(3, '0')}-8888`;
    const knownFirst = index % 2 === 0;
    const first = await timed(knownFirst ? FAMILY_PHONE : stranger);
    const second = await timed(knownFirst ? stranger : FAMILY_PHONE);
    const [mine, other] = knownFirst ? [first, second] : [second, first];
    expect([mine.status, mine.body]).toEqual([200, other.body]);
    expect(other.status).toBe(200);
    return { known: mine.ms, unknown: other.ms };
  }

  it('is the same for a family’s phone and for any other', { timeout: 180_000 }, async () => {
    let index = 0;
    for (; index < WARM_UP; index += 1) await pair(index);
    const known: number[] = [];
    const unknown: number[] = [];
    const gaps: number[] = [];
    // A machine busy with other work adds a few ms at random to any answer: a round of pairs
    // that leaves the medians apart is followed by another, judged on all pairs so far. A real
    // difference (5 ms and more before the floor) stays in every round.
    let difference = Number.POSITIVE_INFINITY;
    for (let round = 0; round < ROUNDS && Math.abs(difference) >= 1; round += 1) {
      for (let counted = 0; counted < PAIRS; counted += 1, index += 1) {
        const timing = await pair(index);
        known.push(timing.known);
        unknown.push(timing.unknown);
        gaps.push(timing.known - timing.unknown);
      }
      // Each pair's own gap: a stretch of load slows both of its requests, not one side's median.
      difference = median(gaps);
    }
    expect(await countWhere(t.db, 'message_outbox', { event: 'family-code' })).toBe(index);
    const medians = `known ${median(known).toFixed(2)} ms, unknown ${median(unknown).toFixed(2)} ms, paired gap ${difference.toFixed(2)} ms`;
    expect(Math.abs(difference), medians).toBeLessThan(1);
  });
});
