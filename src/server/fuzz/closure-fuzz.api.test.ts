/**
 * Property-based fuzzing of 휴원일 as the owner meets them: random sequences of closures added
 * (a day, ranges across months and years, overlapping ones, nearly valid and hostile fields) and
 * deleted (real ids and strangers), each followed by a look at the closed days. Whatever the
 * sequence: never a 5xx, every refusal in Korean; afterwards the stored closures are exactly
 * those a model that refuses any shared day kept, every closure owns exactly its days, the
 * closed days the API answers are the model's merged with the holidays, and the audit log has
 * one entry per change made. Bounded runs; FUZZ_RUNS raises them, FUZZ_SEED replays one.
 */
import { getHolidayPreset } from '@hyunbinseo/holidays-kr';
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { daysOf, mergeClosures, rangeProblem } from '#shared/closure-rules.ts';
import { addDays } from '#shared/time.ts';
import { appForTests } from '../testing/app-for-tests.ts';
import { addClosure, closedDays, deleteClosure } from '../testing/closures.ts';
import { signedInForTests } from '../testing/signed-in-for-tests.ts';
import { hostileJson, hostileString } from './arbitraries.ts';

const RUNS = Number(process.env.FUZZ_RUNS ?? 25);
/** Days from here: 2026-12-20 … about 2027-02-20, over 설날 and the year's turn. */
const BASE = '2026-12-20';
const WINDOW = 62;

const either = <T>(valid: fc.Arbitrary<T>) =>
  fc.oneof({ weight: 9, arbitrary: valid }, { weight: 1, arbitrary: hostileJson });

const add = fc.record({
  kind: fc.constant('add' as const),
  start: fc.integer({ min: 0, max: WINDOW }),
  length: fc.oneof(fc.integer({ min: 1, max: 10 }), fc.integer({ min: -2, max: 0 })),
  name: either(
    fc.oneof(
      { weight: 4, arbitrary: fc.constantFrom('휴원', ' 겨울  방학 ', '설 연휴') },
      { weight: 1, arbitrary: hostileString },
    ),
  ),
  broken: fc.constantFrom(null, null, null, 'from', 'to'),
});
const remove = fc.record({ kind: fc.constant('delete' as const), pick: fc.nat(), stranger: fc.boolean() });
const step = fc.oneof({ weight: 3, arbitrary: add }, { weight: 2, arbitrary: remove });
type Step = typeof step extends fc.Arbitrary<infer T> ? T : never;

interface Kept {
  id: number;
  from: string;
  to: string;
  name: string;
}

describe('fuzzing 휴원일', () => {
  const t = appForTests({ now: '2026-11-25T10:00:00+09:00' });
  const owner = signedInForTests(t, 'owner');

  const checkAnswer = (response: LightMyRequestResponse) => {
    const where = `${response.statusCode} ${response.body.slice(0, 300)}`;
    expect(response.statusCode, where).toBeLessThan(500);
    if (response.statusCode >= 400) expect(response.json().error.message, where).toMatch(/[가-힣]/);
  };

  it('keeps closures, their days and the closed days in step with a model', async () => {
    const holidays = [await getHolidayPreset('2026'), await getHolidayPreset('2027')];
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 12 }), async (steps: Step[]) => {
        await t.db.deleteFrom('studio_closure_days').execute();
        await t.db.deleteFrom('studio_closures').execute();
        await t.db.deleteFrom('audit_log').execute();
        const kept: Kept[] = [];
        let changes = 0;
        for (const s of steps) {
          if (s.kind === 'add') {
            const from = addDays(BASE, s.start);
            const to = addDays(from, s.length - 1);
            const body = {
              from: s.broken === 'from' ? from.replaceAll('-', '') : from,
              to: s.broken === 'to' ? `${to}T00:00` : to,
              name: s.name,
            };
            const response = await addClosure(t.app, owner, body);
            checkAnswer(response);
            const taken = new Set(kept.flatMap((closure) => daysOf(closure.from, closure.to)));
            const valid =
              s.broken === null &&
              typeof s.name === 'string' &&
              rangeProblem(from, to, 366) === null &&
              // A hostile name is refused on its own (400, or 413 past the body limit).
              response.statusCode !== 400 &&
              response.statusCode !== 413;
            if (valid && daysOf(from, to).some((day) => taken.has(day))) {
              expect(response.statusCode).toBe(409);
            } else if (valid) {
              expect(response.statusCode).toBe(201);
            }
            if (rangeProblem(from, to, 366) !== null || s.broken !== null)
              expect([400, 413]).toContain(response.statusCode);
            if (response.statusCode === 201) {
              kept.push(response.json());
              changes += 1;
            }
          } else {
            const target = kept.length > 0 && !s.stranger ? kept[s.pick % kept.length]! : null;
            const response = await deleteClosure(
              t.app,
              owner,
              target ? target.id : 2_000_000 + (s.pick % 1_000_000),
            );
            checkAnswer(response);
            expect(response.statusCode).toBe(target ? 200 : 404);
            if (target) {
              kept.splice(kept.indexOf(target), 1);
              changes += 1;
            }
          }
        }
        const rows = await t.db.selectFrom('studio_closures').selectAll().orderBy('id').execute();
        expect(
          rows.map((row) => ({ id: Number(row.id), from: row.starts_on, to: row.ends_on, name: row.name })),
        ).toEqual([...kept].sort((a, b) => a.id - b.id));
        const days = await t.db.selectFrom('studio_closure_days').selectAll().orderBy('date').execute();
        expect(days.map((day) => [day.date, Number(day.closure_id)])).toEqual(
          kept
            .flatMap((closure) =>
              daysOf(closure.from, closure.to).map((date) => [date, closure.id] as [string, number]),
            )
            .sort(([a], [b]) => a.localeCompare(b)),
        );
        const from = BASE;
        const to = addDays(BASE, 80);
        const answer = await closedDays(t.app, `?from=${from}&to=${to}`);
        expect(answer.statusCode).toBe(200);
        expect(answer.json()).toEqual(mergeClosures({ from, to, holidays, studio: kept }));
        const audited = await t.db.selectFrom('audit_log').select('action').execute();
        expect(audited).toHaveLength(changes);
      }),
      { numRuns: RUNS, ...(process.env.FUZZ_SEED ? { seed: Number(process.env.FUZZ_SEED) } : {}) },
    );
  }, 120_000);
});
