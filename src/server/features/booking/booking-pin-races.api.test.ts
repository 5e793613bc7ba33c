import { describe, expect, it } from 'vitest';
import { appForTests } from '../../testing/app-for-tests.ts';
import { board, book, unbook } from '../../testing/booking.ts';
import { countStatuses } from '../../testing/count-statuses.ts';
import { raceBehindInserts } from '../../testing/insert-barrier.ts';
import { PIN_CHECKS_PER_ADDRESS } from './booking-pin.ts';

const DATE = '2026-11-22';
const GUESSES = 50;
/** Every PIN count, held just before it is written. */
const pinCounts = { table: 'rate_buckets', lock: 912_346, when: "new.key like 'booking-pin:%'" };

describe('a burst of wrong PINs', () => {
  const t = appForTests({ now: '2026-11-21T10:00:00+09:00' });

  it(`checks at most ${PIN_CHECKS_PER_ADDRESS} of ${GUESSES} wrong PINs sent at once from one address`, async () => {
    expect(
      (await book(t.app, { date: DATE, room: 1, time: 15, name: '표적', type: '1시간', pin: '7391' }))
        .statusCode,
    ).toBe(201);
    const address = '198.51.100.7';
    const responses = await raceBehindInserts(t, pinCounts, GUESSES, () =>
      Promise.all(
        Array.from({ length: GUESSES }, (_, index) =>
          unbook(t.app, { date: DATE, room: 1, time: 15, pin: String(index).padStart(4, '0') }, address),
        ),
      ),
    );
    const codes = responses.map((response) => response.json().error.code as string);
    // Each wrong PIN that was checked answers 403; every other guess was refused before any check,
    // by the PIN limit or by the limit on deleting (30 a minute).
    expect(countStatuses(responses.map((response) => response.statusCode))).toEqual({
      403: PIN_CHECKS_PER_ADDRESS,
      429: GUESSES - PIN_CHECKS_PER_ADDRESS,
    });
    expect(codes.filter((code) => code === 'booking.wrong_pin')).toHaveLength(PIN_CHECKS_PER_ADDRESS);
    expect(codes.filter((code) => code === 'booking.pin_rate_limited').length).toBeGreaterThan(0);
    expect((await board(t.app, DATE)).map((slot) => slot.name)).toEqual(['표적']);

    // The address has spent its checks: the right PIN waits for the next window; elsewhere it works.
    const fromThere = await unbook(t.app, { date: DATE, room: 1, time: 15, pin: '7391' }, address);
    expect(fromThere.json().error.code).toMatch(/^booking\.(pin_)?rate_limited$/);
    expect((await unbook(t.app, { date: DATE, room: 1, time: 15, pin: '7391' })).statusCode).toBe(200);
  });
});
