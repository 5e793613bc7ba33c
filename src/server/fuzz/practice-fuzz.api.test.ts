/**
 * Property-based fuzzing of 연습 기록 as a signed-in family meets it (the OpenAPI fuzz reaches
 * the family's routes only without their session): nearly valid and hostile days, minutes,
 * pieces, student ids and weeks. Whatever arrives: never a 5xx, every refusal in Korean; what
 * is stored is a day not after today, 1–1,440 minutes, a clean one-line piece of at most 100
 * characters, of the family's own student; and no day holds more than 24 hours.
 * Bounded runs; FUZZ_RUNS raises them, FUZZ_SEED replays one.
 */
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { textProblem } from '#shared/text.ts';
import { appForTests } from '../testing/app-for-tests.ts';
import { asFamily, signInFamily } from '../testing/family.ts';
import { RUNS, seedSettings } from '../testing/fuzz-requests.ts';
import { signedInForTests } from '../testing/signed-in-for-tests.ts';
import { api } from '../testing/students.ts';
import { hostileJson, hostileString, integerEdge } from './arbitraries.ts';

const either = <T>(valid: fc.Arbitrary<T>) =>
  fc.oneof({ weight: 7, arbitrary: valid }, { weight: 3, arbitrary: hostileJson });

function checkAnswer(response: LightMyRequestResponse): void {
  const where = `${response.statusCode} ${response.body.slice(0, 300)}`;
  expect(response.statusCode, where).toBeLessThan(500);
  if (response.statusCode < 400) return;
  const body = response.json() as { error?: { code?: unknown; message?: unknown } };
  expect(Object.keys(body), where).toEqual(['error']);
  expect(body.error?.message, where).toMatch(/[가-힣]/);
}

describe('fuzzing the practice log', () => {
  const t = appForTests({ now: '2026-11-25T20:00:00+09:00' });
  const kim = signedInForTests(t, 'teacher');
  let family: string;
  let mine: number;
  let other: number;
  beforeAll(async () => {
    mine = (await api.add(t.app, kim, { name: '퍼즈' })).json().student.id;
    other = (await api.add(t.app, kim, { name: '남의집' })).json().student.id;
    family = await signInFamily(t.app, kim, '퍼즈');
  });

  it('answers any log and any week without a 5xx, and stores only what the rules allow', async () => {
    // Mostly what a phone sends, so that many logs are stored and the days fill up to the limit.
    const body = fc.record(
      {
        studentId: fc.oneof(
          { weight: 8, arbitrary: fc.constant(mine) },
          { weight: 1, arbitrary: fc.constantFrom(other, String(mine)) },
          { weight: 1, arbitrary: integerEdge },
          { weight: 1, arbitrary: hostileJson },
        ),
        date: fc.oneof(
          { weight: 6, arbitrary: fc.constantFrom('2026-11-25', '2026-11-24') },
          {
            weight: 2,
            arbitrary: fc.constantFrom('2026-11-26', '2026-10-20', '2026-02-30', '2026-11-25 ', '2026-1-5'),
          },
          { weight: 2, arbitrary: hostileString },
        ),
        minutes: fc.oneof(
          { weight: 6, arbitrary: fc.integer({ min: 1, max: 400 }) },
          { weight: 2, arbitrary: fc.integer({ min: -5, max: 1500 }) },
          { weight: 1, arbitrary: fc.constantFrom(1.5, '30', 1e308) },
          { weight: 1, arbitrary: hostileJson },
        ),
        piece: either(
          fc.oneof(
            fc.constantFrom('캐논', '', ' 스케일  연습 ', '가'.repeat(100), '가'.repeat(101)),
            hostileString,
          ),
        ),
      },
      { requiredKeys: ['studentId', 'date', 'minutes'] },
    );
    const week = fc.oneof(fc.constantFrom('2026-W48', '2026-W53', '2027-W53', '2026-W00'), hostileString);
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          body.map((b) => ({ b })),
          week.map((w) => ({ w })),
        ),
        async (step) => {
          if ('b' in step) {
            checkAnswer(await asFamily(t.app, family, 'POST', '/api/family/practice', step.b as object));
          } else {
            let query: string;
            try {
              query = new URLSearchParams({ studentId: String(mine), week: step.w }).toString();
            } catch {
              return;
            }
            checkAnswer(await asFamily(t.app, family, 'GET', `/api/family/practice?${query}`));
          }
        },
      ),
      { ...seedSettings(), numRuns: RUNS * 4 },
    );
    const rows = await t.db.selectFrom('practice_entries').selectAll().execute();
    // Chance alone would leave nothing stored one run in about 10⁵: the checks below then check nothing.
    expect(rows.length).toBeGreaterThan(0);
    const perDay = new Map<string, number>();
    for (const row of rows) {
      expect(Number(row.student_id)).toBe(mine);
      expect(row.day >= '2026-10-25' && row.day <= '2026-11-25', row.day).toBe(true);
      expect(Number(row.minutes)).toBeGreaterThanOrEqual(1);
      expect(Number(row.minutes)).toBeLessThanOrEqual(1440);
      if (row.piece !== null) {
        expect(row.piece.length).toBeLessThanOrEqual(100);
        expect(row.piece).toBe(row.piece.trim());
        expect(textProblem(row.piece)).toBeNull();
      }
      perDay.set(row.day, (perDay.get(row.day) ?? 0) + Number(row.minutes));
    }
    for (const [day, minutes] of perDay) expect(minutes, day).toBeLessThanOrEqual(1440);
  }, 120_000);
});
