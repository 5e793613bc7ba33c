/**
 * Property-based fuzzing of the board's PINs as people meet them: random sequences of bookings
 * (any PIN, well-formed or not) and deletions by visitors with the right PIN, another, a
 * malformed one or none, by a pending account, and by staff without one. Whatever the
 * sequence: never a 5xx, every refusal in Korean, a slot goes only with its own PIN or by
 * staff (audited), the checks a visitor's address may spend are held to the limit, the board
 * is what a model of the rules says, and no answer ever carries a PIN's hash. Bounded runs;
 * FUZZ_RUNS raises them, FUZZ_SEED replays one.
 */
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { DURATIONS, isPin, pairedHour } from '#shared/booking-rules.ts';
import { maskName } from '#shared/name-mask.ts';
import { PIN_CHECKS_PER_ADDRESS } from '../features/booking/booking-pin.ts';
import { appForTests } from '../testing/app-for-tests.ts';
import { seedSettings } from '../testing/fuzz-requests.ts';
import { type SignedIn, signIn } from '../testing/sign-in.ts';

const DATE = '2026-11-22';

/** What a person may type as a PIN, or what a script sends instead. */
const anyPin = fc.oneof(
  { weight: 6, arbitrary: fc.stringMatching(/^[0-9]{4}$/) },
  {
    weight: 3,
    arbitrary: fc.constantFrom<unknown>(
      undefined,
      null,
      '',
      '123',
      '12345',
      '１２３４',
      '12 4',
      ' 1234',
      '٣٤٥٦',
      '1e34',
      '0x1f',
      1234,
      true,
      ['1234'],
    ),
  },
  { weight: 1, arbitrary: fc.string({ maxLength: 8 }) },
);

const step = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant('book' as const),
      room: fc.integer({ min: 1, max: 3 }),
      time: fc.integer({ min: 9, max: 21 }),
      type: fc.constantFrom(...DURATIONS),
      name: fc.constantFrom('가은', '나래', '다온'),
      pin: anyPin,
    }),
  },
  {
    weight: 5,
    arbitrary: fc.record({
      kind: fc.constant('delete' as const),
      room: fc.integer({ min: 1, max: 3 }),
      time: fc.integer({ min: 9, max: 21 }),
      /** The slot's own PIN, or anything else. */
      pin: fc.oneof(fc.constant('own' as const), anyPin),
      who: fc.constantFrom('visitor', 'visitor', 'visitor', 'pending', 'teacher', 'owner'),
    }),
  },
);
type Step = typeof step extends fc.Arbitrary<infer T> ? T : never;

interface Slot {
  name: string;
  type: string;
  pin: string;
}

describe('fuzzing the board’s PINs', () => {
  const t = appForTests({ now: '2026-11-21T10:00:00+09:00' });
  let people: Record<'pending' | 'teacher' | 'owner', SignedIn>;
  let round = 0;
  beforeAll(async () => {
    people = {
      pending: await signIn(t.app, 'pending'),
      teacher: await signIn(t.app, 'teacher'),
      owner: await signIn(t.app, 'owner'),
    };
  });

  const hashes = async () =>
    (await t.db.selectFrom('bookings').select('pin_hash').execute()).flatMap((row) => row.pin_hash ?? []);

  function checkAnswer(response: LightMyRequestResponse, where: string, secrets: string[]) {
    expect(response.statusCode, where).toBeLessThan(500);
    expect(response.body, where).not.toMatch(/argon2|hmac|pin_?hash/i);
    for (const secret of secrets) expect(response.body, where).not.toContain(secret);
    if (response.statusCode >= 400) expect(response.json().error.message, where).toMatch(/[가-힣]/);
  }

  async function play(steps: Step[]) {
    // Each run is a new visitor's address, so its PIN budget starts full.
    const address = `10.88.${(round >> 8) & 255}.${round & 255}`;
    const board = new Map<string, Slot>();
    let wrongChecks = 0;
    let staffDeletions = 0;
    for (const next of steps) {
      const key = `${next.room}-${next.time}`;
      const where = JSON.stringify(next);
      const secrets = await hashes();
      if (next.kind === 'book') {
        const response = await t.app.inject({
          method: 'POST',
          url: '/api/book',
          payload: {
            date: DATE,
            room: next.room,
            time: next.time,
            name: next.name,
            type: next.type,
            pin: next.pin,
          },
          remoteAddress: `10.89.0.${round & 255}`,
        });
        checkAnswer(response, `${where} → ${response.body}`, secrets);
        const code = response.statusCode >= 400 ? response.json().error.code : null;
        if (typeof next.pin !== 'string' || !isPin(next.pin)) {
          // Refused before anything else is looked at: missing is the spec's incomplete booking.
          const missing = next.pin === undefined || next.pin === null || next.pin === '';
          expect([response.statusCode, code], where).toEqual([
            400,
            missing ? 'booking.incomplete' : 'booking.invalid_pin',
          ]);
        } else if (response.statusCode === 201) {
          for (const slot of response.json() as { time: number }[]) {
            board.set(`${next.room}-${slot.time}`, { name: next.name, type: next.type, pin: next.pin });
          }
        } else {
          expect(['booking.taken', 'booking.over_limit', 'booking.past_closing'], where).toContain(code);
        }
        continue;
      }

      const held = board.get(key);
      const pin = next.pin === 'own' ? held?.pin : next.pin;
      const staff = next.who === 'teacher' || next.who === 'owner';
      const cookie = next.who === 'visitor' ? undefined : people[next.who].cookie;
      const response = await t.app.inject({
        method: 'DELETE',
        url: '/api/book',
        payload: { date: DATE, room: next.room, time: next.time, pin },
        remoteAddress: address,
        ...(cookie ? { headers: { cookie } } : {}),
      });
      const answer = `${where} → ${response.statusCode} ${response.body}`;
      checkAnswer(response, answer, secrets);
      const code = response.statusCode >= 400 ? response.json().error.code : null;

      // What the rules say should have happened.
      let expected: [number, string | null];
      if (pin !== undefined && pin !== null && typeof pin !== 'string')
        expected = [400, 'booking.invalid_pin'];
      else if (staff) expected = held ? [200, null] : [404, 'booking.not_found'];
      else if (wrongChecks >= PIN_CHECKS_PER_ADDRESS) expected = [429, 'booking.pin_rate_limited'];
      else if (!held) expected = [404, 'booking.not_found'];
      else if (pin === undefined || pin === null || pin === '') expected = [403, 'booking.pin_required'];
      else if (pin !== held.pin) expected = [403, 'booking.wrong_pin'];
      else expected = [200, null];
      expect([response.statusCode, code], answer).toEqual(expected);

      if (expected[0] === 403 || expected[0] === 429) wrongChecks += 1;
      if (response.statusCode === 200 && held) {
        if (staff) staffDeletions += 1;
        // Staff read the booker's whole name; a visitor the board's masked one.
        expect(response.json().name, answer).toBe(staff ? held.name : maskName(held.name));
        board.delete(key);
        if (held.type === '2시간') {
          const twoHour = [...board.entries()]
            .filter(
              ([k, slot]) =>
                k.startsWith(`${next.room}-`) && slot.name === held.name && slot.type === '2시간',
            )
            .map(([k]) => Number(k.split('-')[1]));
          const partner = pairedHour(next.time, twoHour);
          if (partner !== null) board.get(`${next.room}-${partner}`)!.type = '1시간';
        }
      }
    }
    return { board, staffDeletions };
  }

  it('deletes a slot only with its own PIN or by staff, within the limit, and never shows a hash', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 24 }), async (steps) => {
        round += 1;
        const audited = async () =>
          Number(
            (
              await t.db
                .selectFrom('audit_log')
                .select((eb) => eb.fn.countAll<number>().as('count'))
                .where('action', '=', 'booking.delete')
                .executeTakeFirstOrThrow()
            ).count,
          );
        const auditBefore = await audited();
        const { board, staffDeletions } = await play(steps);

        const rows = await t.db
          .selectFrom('bookings')
          .select(['room', 'time', 'name', 'type'])
          .where('date', '=', DATE)
          .orderBy('time')
          .orderBy('room')
          .execute();
        const modelled = [...board.entries()]
          .map(([key, slot]) => {
            const [room, time] = key.split('-').map(Number) as [number, number];
            return { room, time, name: slot.name, type: slot.type };
          })
          .sort((a, b) => a.time - b.time || a.room - b.room);
        expect(rows).toEqual(modelled);
        expect(await audited()).toBe(auditBefore + staffDeletions);

        const shown = await t.app.inject({ url: `/api/book?date=${DATE}` });
        expect(shown.body).not.toMatch(/argon2|pin/i);
        // Clear the board for the next run, as staff, through the route (which keeps the cache right).
        for (const [index, { room, time }] of rows.entries()) {
          const cleared = await t.app.inject({
            method: 'DELETE',
            url: '/api/book',
            payload: { date: DATE, room, time },
            remoteAddress: `10.90.${round & 255}.${index}`,
            headers: { cookie: people.owner.cookie },
          });
          expect(cleared.statusCode).toBe(200);
        }
      }),
      seedSettings(),
    );
  }, 240_000);
});
