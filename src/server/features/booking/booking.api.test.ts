import { beforeEach, describe, expect, it } from 'vitest';
import { appForTests } from '../../testing/app-for-tests.ts';
import { board, book, staffCookie, unbook } from '../../testing/booking.ts';
import { createTestApp } from '../../testing/test-app.ts';

// Saturday 10:00 in Seoul.
const NOW = '2026-11-21T10:00:00+09:00';
const TOMORROW = '2026-11-22';

describe('booking the practice rooms', () => {
  const t = appForTests({ now: NOW });
  // Every test starts at NOW, whichever moved the clock before it.
  beforeEach(() => t.clock.set(NOW));

  it('books one hour on today by default and shows it on the board', async () => {
    // A Monday of its own, 10:00 in Seoul: no other test books on it or the day after.
    t.clock.set('2026-11-30T10:00:00+09:00');
    const today = '2026-11-30';
    const response = await book(t.app, { room: 1, time: 11, name: '김민수', type: '1시간' });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual([{ date: today, room: 1, time: 11, name: '김민수', type: '1시간' }]);
    expect(await board(t.app)).toEqual([{ date: today, room: 1, time: 11, name: '김민수', type: '1시간' }]);
    expect(await board(t.app, '2026-12-01')).toEqual([]);
  });

  it('books both slots of a 2-hour booking in one call', async () => {
    const date = '2026-11-24';
    const response = await book(t.app, { date, room: 2, time: 14, name: '이서연', type: '2시간' });
    expect(response.statusCode).toBe(201);
    expect((await board(t.app, date)).map((slot) => [slot.room, slot.time, slot.name])).toEqual([
      [2, 14, '이서연'],
      [2, 15, '이서연'],
    ]);
  });

  it('refuses a taken slot with 409 and books nothing of a 2-hour booking that overlaps', async () => {
    const date = '2026-11-25';
    expect((await book(t.app, { date, room: 2, time: 14, name: '이서연', type: '2시간' })).statusCode).toBe(
      201,
    );
    const response = await book(t.app, { date, room: 2, time: 13, name: '박지훈', type: '2시간' });
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toEqual({ code: 'booking.taken', message: '이미 예약된 시간입니다.' });
    const names = (await board(t.app, date)).map((slot) => slot.name);
    expect(names).not.toContain('박지훈');
  });

  it('refuses a third hour for one name on one day, across rooms and spellings', async () => {
    expect(
      (await book(t.app, { date: TOMORROW, room: 3, time: 9, name: ' 최 유나 ', type: '1시간' })).statusCode,
    ).toBe(201);
    expect(
      (await book(t.app, { date: TOMORROW, room: 4, time: 9, name: '최   유나', type: '1시간' })).statusCode,
    ).toBe(201);
    const third = await book(t.app, { date: TOMORROW, room: 5, time: 12, name: '최 유나', type: '1시간' });
    expect(third.statusCode).toBe(409);
    expect(third.json().error).toEqual({
      code: 'booking.over_limit',
      message: '2시간 이상 예약이 불가능합니다.',
    });
    // Another day is another limit.
    expect(
      (await book(t.app, { date: '2026-11-23', room: 5, time: 12, name: '최 유나', type: '2시간' }))
        .statusCode,
    ).toBe(201);
  });

  it('refuses a 2-hour booking when the name already holds an hour that day', async () => {
    expect(
      (await book(t.app, { date: TOMORROW, room: 6, time: 9, name: '정하늘', type: '1시간' })).statusCode,
    ).toBe(201);
    const response = await book(t.app, { date: TOMORROW, room: 6, time: 10, name: '정하늘', type: '2시간' });
    expect(response.json().error.code).toBe('booking.over_limit');
  });

  it.each([
    [{ time: 9, name: '가', type: '1시간' }],
    [{ room: 1, name: '가', type: '1시간' }],
    [{ room: 1, time: 9, type: '1시간' }],
    [{ room: 1, time: 9, name: '가' }],
    [{ room: 1, time: 9, name: '   ', type: '1시간' }],
    [{}],
  ])('asks for all four fields (%j)', async (body) => {
    const response = await book(t.app, { date: TOMORROW, ...body });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toEqual({
      code: 'booking.incomplete',
      message: '예약정보를 모두 입력해 주세요.',
    });
  });

  it.each([
    [{ room: 7 }, 'booking.invalid_room'],
    [{ room: 0 }, 'booking.invalid_room'],
    [{ time: 8 }, 'booking.invalid_time'],
    [{ time: 22 }, 'booking.invalid_time'],
    [{ time: 9.5 }, 'booking.invalid_time'],
    [{ type: '3시간' }, 'booking.invalid_duration'],
    [{ name: '가'.repeat(21) }, 'booking.name_too_long'],
    [{ date: '2026-02-30' }, 'booking.invalid_date'],
    [{ date: '2026-11-20' }, 'booking.date_out_of_range'],
    [{ date: '2026-12-05' }, 'booking.date_out_of_range'],
    [{ time: 21, type: '2시간' }, 'booking.past_closing'],
  ])('refuses %j with %s', async (change, code) => {
    const response = await book(t.app, {
      date: TOMORROW,
      room: 1,
      time: 9,
      name: '검사',
      type: '1시간',
      ...change,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe(code);
  });

  it('accepts 20 characters after collapsing whitespace, and the last bookable day', async () => {
    const name = `${'가'.repeat(10)}    ${'나'.repeat(9)}`;
    const response = await book(t.app, { date: '2026-12-04', room: 1, time: 21, name, type: '1시간' });
    expect(response.statusCode).toBe(201);
    expect(response.json()[0].name).toBe(`${'가'.repeat(10)} ${'나'.repeat(9)}`);
  });

  it('refuses hours already over today but takes the current hour', async () => {
    const over = await book(t.app, { room: 4, time: 9, name: '늦은사람', type: '1시간' });
    expect(over.statusCode).toBe(400);
    expect(over.json().error.code).toBe('booking.past_hour');
    expect((await book(t.app, { room: 4, time: 10, name: '늦은사람', type: '1시간' })).statusCode).toBe(201);
  });

  it('takes "today" in Seoul, not in UTC', async () => {
    // 23:30 on the 21st in UTC is already 08:30 on the 22nd in Seoul.
    t.clock.set('2026-11-21T23:30:00Z');
    const response = await book(t.app, { room: 5, time: 9, name: '새벽손님', type: '1시간' });
    expect(response.json()[0].date).toBe(TOMORROW);
  });
});

describe('deleting a booking', () => {
  const t = appForTests({ now: NOW });
  // Every test starts at NOW, whichever moved the clock before it.
  beforeEach(() => t.clock.set(NOW));

  it('removes the slot and logs the booking’s own name, newest first', async () => {
    await book(t.app, { date: TOMORROW, room: 3, time: 18, name: '한 별', type: '2시간' });
    await book(t.app, { date: TOMORROW, room: 1, time: 9, name: '윤아', type: '1시간' });

    const first = await unbook(t.app, { date: TOMORROW, room: 3, time: 19 });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({
      date: TOMORROW,
      room: 3,
      time: 19,
      // Masked for the visitor who deleted it; whole in the log staff read.
      name: '한*별',
      deleteTime: '2026-11-21T01:00:00.000Z',
    });

    t.clock.set('2026-11-21T10:05:00+09:00');
    expect((await unbook(t.app, { date: TOMORROW, room: 1, time: 9 })).statusCode).toBe(200);

    expect((await board(t.app, TOMORROW)).map((slot) => [slot.room, slot.time])).toEqual([[3, 18]]);
    const logs = await t.app.inject({
      method: 'GET',
      url: `/api/logs?date=${TOMORROW}`,
      headers: { cookie: await staffCookie(t.app) },
    });
    expect(logs.json()).toEqual([
      { date: TOMORROW, room: 1, time: 9, name: '윤아', deleteTime: '2026-11-21T01:05:00.000Z' },
      { date: TOMORROW, room: 3, time: 19, name: '한 별', deleteTime: '2026-11-21T01:00:00.000Z' },
    ]);
    expect((await t.app.inject({ method: 'GET', url: '/api/logs' })).json()).toEqual([]);
  });

  it('deleting one hour of a 2-hour booking leaves the other hour as a 1-hour booking', async () => {
    const date = '2026-11-26';
    await book(t.app, { date, room: 4, time: 12, name: '서 준', type: '2시간' });
    await book(t.app, { date, room: 4, time: 14, name: '다른 사람', type: '2시간' });

    expect((await unbook(t.app, { date, room: 4, time: 12 })).statusCode).toBe(200);
    expect((await board(t.app, date)).map((slot) => [slot.room, slot.time, slot.name, slot.type])).toEqual([
      [4, 13, '서 준', '1시간'],
      [4, 14, '다른 사람', '2시간'],
      [4, 15, '다른 사람', '2시간'],
    ]);
    // The second half of a 2-hour booking works the same way; another name's hours stay as they are.
    expect((await unbook(t.app, { date, room: 4, time: 15 })).statusCode).toBe(200);
    expect((await board(t.app, date)).map((slot) => [slot.time, slot.type])).toEqual([
      [13, '1시간'],
      [14, '1시간'],
    ]);
  });

  it('pages the log', async () => {
    const date = '2026-11-24';
    for (const time of [9, 10, 11]) {
      await book(t.app, { date, room: 2, time, name: `사람${time}`, type: '1시간' });
      t.clock.set(`2026-11-21T11:${String(time).padStart(2, '0')}:00+09:00`);
      await unbook(t.app, { date, room: 2, time });
    }
    const page = async (offset: number) =>
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/logs?date=${date}&offset=${offset}&limit=2`,
          headers: { cookie: await staffCookie(t.app) },
        })
      ).json();
    expect((await page(0)).map((entry: { name: string }) => entry.name)).toEqual(['사람11', '사람10']);
    expect((await page(2)).map((entry: { name: string }) => entry.name)).toEqual(['사람9']);
  });

  it('answers 404 for an empty slot and logs nothing', async () => {
    const response = await unbook(t.app, { date: TOMORROW, room: 6, time: 21 });
    expect(response.statusCode).toBe(404);
    expect(response.json().error.code).toBe('booking.not_found');
    const logs = await t.app.inject({ method: 'GET', url: `/api/logs?date=${TOMORROW}` });
    expect(logs.json().some((entry: { room: number }) => entry.room === 6)).toBe(false);
  });

  it('asks for room and time', async () => {
    const response = await unbook(t.app, { date: TOMORROW, room: 1 });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('booking.incomplete');
  });

  it('frees the slot for someone else', async () => {
    const date = '2026-11-27';
    await book(t.app, { date, room: 5, time: 20, name: '먼저', type: '1시간' });
    expect((await unbook(t.app, { date, room: 5, time: 20 })).statusCode).toBe(200);
    expect((await book(t.app, { date, room: 5, time: 20, name: '나중', type: '1시간' })).statusCode).toBe(
      201,
    );
  });
});

describe('API description', () => {
  it('documents the booking endpoints in the OpenAPI', async () => {
    const t = await createTestApp();
    try {
      const docs = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
      expect(Object.keys(docs.paths)).toEqual(
        expect.arrayContaining(['/api/book', '/api/logs', '/api/book/events']),
      );
      expect(Object.keys(docs.paths['/api/book'])).toEqual(expect.arrayContaining(['get', 'post', 'delete']));
    } finally {
      await t.close();
    }
  });
});
