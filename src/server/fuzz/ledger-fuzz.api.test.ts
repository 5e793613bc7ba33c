/**
 * Property-based fuzzing of the lesson ledger's operations as a person meets them: random
 * sequences of records (on any day, near and past the windows), corrections, deletions, undos,
 * payments, voids, refunds and changes of the owed limit, against real students and real ids.
 * Whatever the sequence: never a 5xx, every refusal in Korean, and afterwards each student's
 * remaining count is the sum of their ledger rows, each row's balance the running sum, and the
 * count agrees with the records themselves (opening + payments that stand − refunds − charged
 * lessons that stand). Bounded runs; FUZZ_RUNS raises them, FUZZ_SEED replays one.
 */
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { LESSON_STATUSES } from '#shared/student-rules.ts';
import { addDays } from '#shared/time.ts';
import { appForTests } from '../testing/app-for-tests.ts';
import { expectOperationsListed, seedSettings } from '../testing/fuzz-requests.ts';
import { signedInForTests } from '../testing/signed-in-for-tests.ts';
import { api, call, ledgerMismatches, setOwedLimit } from '../testing/students.ts';

const TODAY = '2026-11-21';

const status = fc.constantFrom(...LESSON_STATUSES);
const step = fc.oneof(
  {
    weight: 5,
    arbitrary: fc.record({ kind: fc.constant('record'), status, days: fc.integer({ min: -65, max: 65 }) }),
  },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('correct'), pick: fc.nat(), status }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('delete'), pick: fc.nat() }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('undo') }) },
  {
    weight: 3,
    arbitrary: fc.record({ kind: fc.constant('charge'), lessons: fc.integer({ min: 1, max: 4 }) }),
  },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('void'), pick: fc.nat() }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('refund') }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('limit'), owed: fc.integer({ min: 0, max: 3 }) }) },
);
type Step = typeof step extends fc.Arbitrary<infer T> ? T : never;

describe('fuzzing the lesson ledger', () => {
  const t = appForTests({ now: `${TODAY}T01:00:00Z` });
  const owner = signedInForTests(t, 'owner');
  const kim = signedInForTests(t, 'teacher');
  let round = 0;

  it('finds the new operations in the OpenAPI document, so the general fuzz sends them too', () => {
    expectOperationsListed(t.app, [
      'PUT /api/member/{name}',
      'PATCH /api/lessonList/{id}',
      'DELETE /api/lessonList/{id}',
      'POST /api/payList/{id}/void',
      'PUT /api/site/lessons',
    ]);
  });

  /** Each student's remaining count from the records alone, to hold the ledger to. */
  async function expectedRemaining(studentId: number): Promise<number> {
    const opening = await t.db
      .selectFrom('lesson_ledger')
      .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('change'), eb.lit(0)).as('total'))
      .where('student_id', '=', studentId)
      .where('reason', '=', 'opening')
      .executeTakeFirstOrThrow();
    const payments = await t.db
      .selectFrom('payments')
      .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('lessons'), eb.lit(0)).as('total'))
      .where('student_id', '=', studentId)
      .where('voided_at', 'is', null)
      .executeTakeFirstOrThrow();
    const charged = await t.db
      .selectFrom('lessons_given')
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .where('student_id', '=', studentId)
      .where('cancelled_at', 'is', null)
      .where('status', 'in', ['출석', '지각', '당일취소'])
      .executeTakeFirstOrThrow();
    return Number(opening.total) + Number(payments.total) - Number(charged.total);
  }

  async function play(name: string, steps: Step[]) {
    const lessons: number[] = [];
    const payments: number[] = [];
    let limit = (await t.app.inject({ url: '/api/site/lessons' })).json().lessons.owedLimit as number;
    for (const next of steps) {
      let response: LightMyRequestResponse;
      if (next.kind === 'record') {
        response = await api.lesson(t.app, kim, name, {
          status: next.status,
          date: addDays(TODAY, next.days),
        });
        if (response.statusCode === 200) lessons.push(response.json().lessonRecord.id);
      } else if (next.kind === 'correct' || next.kind === 'delete') {
        const id = lessons.length ? lessons[next.pick % lessons.length]! : next.pick + 1;
        response =
          next.kind === 'correct'
            ? await api.correct(t.app, kim, id, { status: next.status })
            : await api.remove(t.app, kim, id, { reason: '퍼즈' });
      } else if (next.kind === 'undo') {
        response = await api.cancel(t.app, kim, name);
      } else if (next.kind === 'charge') {
        response = await api.charge(t.app, kim, name, { pay: 10_000 * next.lessons, lesson: next.lessons });
        if (response.statusCode === 200) payments.push(response.json().payment.id);
      } else if (next.kind === 'void') {
        const id = payments.length ? payments[next.pick % payments.length]! : next.pick + 1;
        response = await api.void(t.app, kim, id, { reason: '퍼즈' });
      } else if (next.kind === 'refund') {
        response = await api.refund(t.app, kim, name, false);
      } else {
        await setOwedLimit(t.app, owner, next.owed);
        limit = next.owed;
        continue;
      }
      const where = `${JSON.stringify(next)} → ${response.statusCode} ${response.body.slice(0, 200)}`;
      expect(response.statusCode, where).toBeLessThan(500);
      if (response.statusCode >= 400) {
        expect(response.json().error.message, where).toMatch(/[가-힣]/);
      } else if (next.kind === 'record' || next.kind === 'correct') {
        // A charge that was accepted never took the balance past the limit of its moment.
        expect(response.json().student.lesson, where).toBeGreaterThanOrEqual(-limit);
      }
    }
  }

  it('keeps the ledger, the balance and the records in agreement whatever is done', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 0, max: 3 }),
        fc.array(step, { minLength: 1, maxLength: 14 }),
        async (opening, steps) => {
          round += 1;
          const name = `퍼즈${round}`;
          expect((await api.add(t.app, kim, { name, lesson: opening })).statusCode).toBe(201);
          await play(name, steps);
          const student = await t.db
            .selectFrom('students')
            .select(['id', 'remaining'])
            .where('name', '=', name)
            .executeTakeFirstOrThrow();
          expect(Number(student.remaining)).toBe(await expectedRemaining(Number(student.id)));
          expect(Number(student.remaining)).toBeGreaterThanOrEqual(-10);
        },
      ),
      seedSettings(),
    );
    expect(await ledgerMismatches(t.app)).toEqual([]);
    const audit = await call(t.app, owner, 'GET', '/api/audit');
    expect(audit.statusCode).toBe(200);
  }, 240_000);
});
