/**
 * One name pressing 예약하기 in many rooms at once under a limit of one hour a day: exactly one
 * booking lands, on either database; on PostgreSQL also through two instances, each of which
 * reads the published limit itself.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { board, book } from '../../testing/booking.ts';
import { countStatuses } from '../../testing/count-statuses.ts';
import { appWithOwner } from '../../testing/owner-app.ts';
import { createSecondInstance } from '../../testing/second-app.ts';
import type { SignedIn } from '../../testing/sign-in.ts';
import { boardApi, smallBoard } from '../../testing/site-board.ts';
import type { TestApp } from '../../testing/test-app.ts';
import { testDialect } from '../../testing/test-database.ts';

const DATE = '2026-11-22';
const onPostgres = testDialect() === 'postgres';

describe('simultaneous bookings of one name under a limit of one hour', () => {
  let t: TestApp;
  let owner: SignedIn;
  let apps: FastifyInstance[];
  beforeAll(async () => {
    ({ t, owner } = await appWithOwner({ now: '2026-11-21T10:00:00+09:00' }));
    apps = onPostgres ? [t.app, await createSecondInstance(t)] : [t.app];
    await boardApi.publish(t.app, owner, smallBoard);
    // Warm the pools, so that the race is between bookings, not connection set-ups.
    await Promise.all(apps.flatMap((app) => Array.from({ length: 10 }, () => board(app, DATE))));
  });
  afterAll(async () => {
    for (const app of apps.slice(1)) await app.close();
    await t.close();
  });

  it('lets exactly one of 27 tries in every room and hour land', async () => {
    // 3 rooms × 9 hours, every slot free: only the limit can refuse.
    const slots = [1, 2, 3].flatMap((room) =>
      [10, 11, 12, 13, 14, 15, 16, 17, 18].map((time) => ({ room, time })),
    );
    const responses = await Promise.all(
      slots.map((slot, index) =>
        book(apps[index % apps.length]!, { date: DATE, ...slot, name: '한시간만', type: '1시간' }),
      ),
    );
    expect(countStatuses(responses.map((response) => response.statusCode))).toEqual({ 201: 1, 409: 26 });
    for (const response of responses.filter((r) => r.statusCode === 409)) {
      expect(response.json().error).toEqual({
        code: 'booking.over_limit',
        message: '한 사람당 하루 1시간까지만 예약할 수 있습니다.',
      });
    }
    expect((await board(t.app, DATE)).filter((slot) => slot.name === '한시간만')).toHaveLength(1);
  });

  it('lets no 2-hour try of a name land when each would pass the limit', async () => {
    const responses = await Promise.all(
      [10, 12, 14, 16].map((time, index) =>
        book(apps[index % apps.length]!, { date: DATE, room: 2, time, name: '두시간', type: '2시간' }),
      ),
    );
    expect(countStatuses(responses.map((response) => response.statusCode))).toEqual({ 409: 4 });
    expect((await board(t.app, DATE)).filter((slot) => slot.name === '두시간')).toEqual([]);
  });

  it.runIf(onPostgres)('shows a board published through one instance on the other at once', async () => {
    const [first, second] = apps as [FastifyInstance, FastifyInstance];
    const before = await second.inject({ url: `/api/book?date=${DATE}` });
    await boardApi.publish(first, owner, { ...smallBoard, rooms: ['A홀'] });
    const after = await second.inject({
      url: `/api/book?date=${DATE}`,
      headers: { 'if-none-match': String(before.headers.etag) },
    });
    expect(after.statusCode).toBe(200);
    expect(after.json().every((slot: { room: number }) => slot.room === 1)).toBe(true);
    const refused = await book(second, { date: DATE, room: 2, time: 10, name: '둘째방', type: '1시간' });
    expect(refused.json().error).toEqual({
      code: 'booking.invalid_room',
      message: 'A홀만 예약할 수 있습니다.',
    });
  });
});
