import { describe, expect, it } from 'vitest';
import { appForTests } from '../../testing/app-for-tests.ts';
import { book, unbook } from '../../testing/booking.ts';

describe('rate limit on booking and deleting', () => {
  const t = appForTests({ now: '2026-11-21T10:00:00+09:00' });

  it('answers the 31st booking attempt of a minute from one address with a Korean 429', async () => {
    const address = '192.0.2.10';
    for (let index = 0; index < 30; index += 1) {
      const response = await book(
        t.app,
        { date: '2026-11-22', room: 1, time: 9, name: `시도${index}`, type: '1시간' },
        address,
      );
      expect(response.statusCode).not.toBe(429);
    }
    const limited = await book(
      t.app,
      { date: '2026-11-22', room: 2, time: 9, name: '마지막', type: '1시간' },
      address,
    );
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error).toEqual({
      code: 'booking.rate_limited',
      message: '예약 요청이 너무 많습니다. 1분 뒤에 다시 시도해 주세요.',
    });
    // Another address is not held back.
    const other = await book(
      t.app,
      { date: '2026-11-22', room: 2, time: 9, name: '다른사람', type: '1시간' },
      '192.0.2.11',
    );
    expect(other.statusCode).toBe(201);
  });

  it('limits deleting the same way', async () => {
    const address = '192.0.2.20';
    for (let index = 0; index < 30; index += 1) {
      expect((await unbook(t.app, { date: '2026-11-22', room: 6, time: 21 }, address)).statusCode).toBe(404);
    }
    const limited = await unbook(t.app, { date: '2026-11-22', room: 6, time: 21 }, address);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error.code).toBe('booking.rate_limited');
  });
});
