/** Many people pressing 예약하기 at the same moment: the database must keep the rules. */
import { describe, expect, it } from 'vitest';
import { appForTests } from '../../testing/app-for-tests.ts';
import { board, book, staffCookie, unbook } from '../../testing/booking.ts';
import { countStatuses } from '../../testing/count-statuses.ts';

const DATE = '2026-11-22';

describe('concurrent bookings', () => {
  const t = appForTests({ now: '2026-11-21T10:00:00+09:00' });

  it('gives one slot to exactly one of 50 people', async () => {
    const responses = await Promise.all(
      Array.from({ length: 50 }, (_, index) =>
        book(t.app, { date: DATE, room: 1, time: 15, name: `사람${index}`, type: '1시간' }),
      ),
    );
    expect(countStatuses(responses.map((response) => response.statusCode))).toEqual({ 201: 1, 409: 49 });
    for (const response of responses.filter((r) => r.statusCode === 409)) {
      expect(response.json().error.code).toBe('booking.taken');
    }
    const slot = (await board(t.app, DATE)).filter(({ room, time }) => room === 1 && time === 15);
    expect(slot.map(({ name }) => name)).toEqual([expect.stringMatching(/^사람\d+$/)]);
  });

  it('lets one name take exactly 2 hours out of 20 simultaneous tries in different rooms', async () => {
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        book(t.app, {
          date: DATE,
          room: (index % 6) + 1,
          time: 9 + Math.floor(index / 6),
          name: '욕심쟁이',
          type: '1시간',
        }),
      ),
    );
    expect(countStatuses(responses.map((response) => response.statusCode))).toEqual({ 201: 2, 409: 18 });
    expect((await board(t.app, DATE)).filter((slot) => slot.name === '욕심쟁이')).toHaveLength(2);
  });

  it('keeps overlapping 2-hour bookings all-or-nothing', async () => {
    // 16–17, 17–18 and 18–19 in one room: at most two can win, and none half-booked.
    const responses = await Promise.all(
      [16, 17, 18, 16, 17, 18].map((time, index) =>
        book(t.app, { date: DATE, room: 2, time, name: `두시간${index}`, type: '2시간' }),
      ),
    );
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.every((status) => status === 201 || status === 409)).toBe(true);
    // Refusing everyone would keep the rule too: somebody must have won (16–17 or 18–19 at least).
    const won = statuses.filter((status) => status === 201).length;
    expect(won).toBeGreaterThanOrEqual(1);
    expect(won).toBeLessThanOrEqual(2);
    const slots = (await board(t.app, DATE)).filter((slot) => slot.name.startsWith('두시간'));
    const slotsPerName = new Map<string, number>();
    for (const slot of slots) slotsPerName.set(slot.name, (slotsPerName.get(slot.name) ?? 0) + 1);
    expect([...slotsPerName.values()].every((count) => count === 2)).toBe(true);
    expect(slots.length).toBe(statuses.filter((status) => status === 201).length * 2);
    expect(new Set(slots.map((slot) => slot.time)).size).toBe(slots.length);
  });

  it('logs every deleted slot once, with the right name, even when deletes race', async () => {
    const names = ['가람', '나래', '다솜', '라온', '마루', '바다'];
    await Promise.all(
      names.map((name, index) => book(t.app, { date: DATE, room: index + 1, time: 20, name, type: '1시간' })),
    );
    // Each slot is deleted by three people at once.
    const responses = await Promise.all(
      names.flatMap((_, index) =>
        [1, 2, 3].map(() => unbook(t.app, { date: DATE, room: index + 1, time: 20 })),
      ),
    );
    expect(countStatuses(responses.map((response) => response.statusCode))).toEqual({ 200: 6, 404: 12 });
    const logs = (
      await t.app.inject({
        method: 'GET',
        url: `/api/logs?date=${DATE}&limit=100`,
        headers: { cookie: await staffCookie(t.app) },
      })
    ).json() as {
      room: number;
      time: number;
      name: string;
    }[];
    const atEight = logs.filter((entry) => entry.time === 20).map((entry) => [entry.room, entry.name]);
    expect(atEight.sort()).toEqual(names.map((name, index) => [index + 1, name]).sort());
  });
});
