/**
 * The board follows the owner's published settings: which rooms and hours can be booked, the
 * daily limit per name, and what GET /api/book shows, from the moment they are published.
 */
import { describe, expect, it } from 'vitest';
import { defaultBoardSettings } from '#content/board-defaults.ts';
import { DEFAULT_BOARD } from '#shared/booking-rules.ts';
import { appForTests } from '../../testing/app-for-tests.ts';
import { board, book, staffCookie, unbook } from '../../testing/booking.ts';
import { signedInForTests } from '../../testing/signed-in-for-tests.ts';
import { boardApi, smallBoard, wholeDayBoard } from '../../testing/site-board.ts';

/** Each test books on a day of its own, within the 14 days the board takes. */
const DATES = {
  shown: '2026-11-22',
  renamed: '2026-11-24',
  refused: '2026-11-25',
  limit: '2026-11-26',
  nextDay: '2026-11-27',
  removedRoom: '2026-11-28',
  publishedBack: '2026-11-29',
  wide: '2026-11-30',
  backToBack: '2026-12-01',
};

describe('the board under the owner’s settings', () => {
  const t = appForTests({ now: '2026-11-21T10:00:00+09:00' });
  const owner = signedInForTests(t, 'owner');

  const getBoard = async (date: string, headers: Record<string, string> = {}) =>
    t.app.inject({
      url: `/api/book?date=${date}`,
      headers: { cookie: await staffCookie(t.app), ...headers },
    });
  /** The bookings of the spec board that a board of 10–18 and three rooms hides. */
  async function bookOutsideSmallBoard(date: string) {
    await boardApi.publish(t.app, owner, defaultBoardSettings());
    await book(t.app, { date, room: 5, time: 12, name: '오방', type: '1시간' });
    await book(t.app, { date, room: 1, time: 9, name: '아홉시', type: '1시간' });
    await book(t.app, { date, room: 1, time: 20, name: '저녁', type: '1시간' });
  }
  const refusal = (response: { statusCode: number; json(): unknown }) => ({
    status: response.statusCode,
    ...(response.json() as { error: { code: string; message: string } }).error,
  });

  it('shows the new rooms and hours at once, hiding bookings outside them, never a kept board', async () => {
    const DATE = DATES.shown;
    await bookOutsideSmallBoard(DATE);
    await book(t.app, { date: DATE, room: 2, time: 12, name: '남는', type: '2시간' });
    const before = await getBoard(DATE);
    expect(before.json().map((slot: { name: string }) => slot.name)).toEqual([
      '아홉시',
      '남는',
      '오방',
      '남는',
      '저녁',
    ]);
    // Kept in memory now: the same board again.
    expect((await getBoard(DATE)).headers.etag).toBe(before.headers.etag);

    await boardApi.publish(t.app, owner, smallBoard);
    const after = await getBoard(DATE, { 'if-none-match': String(before.headers.etag) });
    expect(after.statusCode).toBe(200);
    expect(after.json()).toEqual([
      { date: DATE, room: 2, time: 12, name: '남는', type: '2시간' },
      { date: DATE, room: 2, time: 13, name: '남는', type: '2시간' },
    ]);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect((await getBoard(DATE, { 'if-none-match': String(after.headers.etag) })).statusCode).toBe(304);
  });

  it('changes its ETag when only the rooms’ names change, so no browser keeps the old grid', async () => {
    const DATE = DATES.renamed;
    await boardApi.publish(t.app, owner, smallBoard);
    expect(
      (await book(t.app, { date: DATE, room: 2, time: 12, name: '이름만', type: '1시간' })).statusCode,
    ).toBe(201);
    const named = await getBoard(DATE);
    await boardApi.publish(t.app, owner, { ...smallBoard, rooms: ['1번 방', '2번 방', '3번 방'] });
    const renamed = await getBoard(DATE, { 'if-none-match': String(named.headers.etag) });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.body).toBe(named.body);
    expect(renamed.json().map((slot: { name: string }) => slot.name)).toEqual(['이름만']);
    expect(renamed.headers.etag).not.toBe(named.headers.etag);
  });

  it('refuses room 4 and the hours outside 10–18, naming the configured ones', async () => {
    const DATE = DATES.refused;
    // Two hours, booked under the spec board (the small one allows a name one hour).
    await boardApi.publish(t.app, owner, defaultBoardSettings());
    expect(
      (await book(t.app, { date: DATE, room: 2, time: 12, name: '남는', type: '2시간' })).statusCode,
    ).toBe(201);
    await boardApi.publish(t.app, owner, smallBoard);
    expect(
      refusal(await book(t.app, { date: DATE, room: 4, time: 12, name: '넷째', type: '1시간' })),
    ).toEqual({
      status: 400,
      code: 'booking.invalid_room',
      message: 'A홀부터 드럼룸까지 중에서 선택해 주세요.',
    });
    for (const time of [9, 19, 23, 0]) {
      expect(
        refusal(await book(t.app, { date: DATE, room: 1, time, name: '시간밖', type: '1시간' })),
      ).toEqual({
        status: 400,
        code: 'booking.invalid_time',
        message: '오전 10시부터 오후 6시까지 중에서 시작 시간을 선택해 주세요.',
      });
    }
    expect(
      refusal(await book(t.app, { date: DATE, room: 1, time: 18, name: '늦게', type: '2시간' })),
    ).toEqual({
      status: 400,
      code: 'booking.past_closing',
      message: '오후 6시에는 1시간만 예약할 수 있습니다. 2시간 예약은 오후 5시까지 시작해 주세요.',
    });
    expect((await board(t.app, DATE)).map((slot) => slot.name)).toEqual(['남는', '남는']);
  });

  it('lets a name hold one hour a day, and says so with the configured number', async () => {
    const DATE = DATES.limit;
    await boardApi.publish(t.app, owner, smallBoard);
    const first = await book(t.app, { date: DATE, room: 3, time: 18, name: '한시간', type: '1시간' });
    expect(first.statusCode).toBe(201);
    expect(
      refusal(await book(t.app, { date: DATE, room: 1, time: 10, name: '한시간', type: '1시간' })),
    ).toEqual({
      status: 409,
      code: 'booking.over_limit',
      message: '한 사람당 하루 1시간까지만 예약할 수 있습니다.',
    });
    expect(
      refusal(await book(t.app, { date: DATE, room: 1, time: 10, name: '두시간', type: '2시간' })),
    ).toEqual({
      status: 409,
      code: 'booking.over_limit',
      message: '한 사람당 하루 1시간까지만 예약할 수 있습니다.',
    });
    // Another day is another day's hour.
    expect(
      (await book(t.app, { date: DATES.nextDay, room: 1, time: 10, name: '한시간', type: '1시간' }))
        .statusCode,
    ).toBe(201);
  });

  it('neither counts nor deletes a booking in a room the owner removed', async () => {
    const DATE = DATES.removedRoom;
    await bookOutsideSmallBoard(DATE);
    await boardApi.publish(t.app, owner, smallBoard);
    // 오방's hour in Room5 is hidden: it does not count towards 오방's one hour…
    expect(
      (await book(t.app, { date: DATE, room: 1, time: 11, name: '오방', type: '1시간' })).statusCode,
    ).toBe(201);
    // …and it cannot be deleted from a board that does not show it.
    expect(refusal(await unbook(t.app, { date: DATE, room: 5, time: 12 }))).toEqual({
      status: 400,
      code: 'booking.invalid_room',
      message: 'A홀부터 드럼룸까지 중에서 선택해 주세요.',
    });
    expect(refusal(await unbook(t.app, { date: DATE, room: 1, time: 9 }))).toMatchObject({
      status: 400,
      code: 'booking.invalid_time',
    });
    const kept = await t.db
      .selectFrom('bookings')
      .select(['room', 'time', 'name'])
      .where('date', '=', DATE)
      .execute();
    expect(kept).toEqual(
      expect.arrayContaining([
        { room: 5, time: 12, name: '오방' },
        { room: 1, time: 9, name: '아홉시' },
        { room: 1, time: 20, name: '저녁' },
      ]),
    );
  });

  it('shows the kept bookings again when the spec board is published back', async () => {
    const DATE = DATES.publishedBack;
    await bookOutsideSmallBoard(DATE);
    await book(t.app, { date: DATE, room: 2, time: 12, name: '남는', type: '2시간' });
    // Under the small board, 오방's hidden hour does not count: 오방 takes another.
    await boardApi.publish(t.app, owner, smallBoard);
    for (const [room, time, name] of [
      [1, 11, '오방'],
      [3, 18, '한시간'],
    ] as const) {
      expect((await book(t.app, { date: DATE, room, time, name, type: '1시간' })).statusCode).toBe(201);
    }
    await boardApi.publish(t.app, owner, defaultBoardSettings());
    const names = (await board(t.app, DATE)).map((slot) => `${slot.room}-${slot.time}-${slot.name}`);
    expect(names).toEqual([
      '1-9-아홉시',
      '1-11-오방',
      '2-12-남는',
      '5-12-오방',
      '2-13-남는',
      '3-18-한시간',
      '1-20-저녁',
    ]);
    // The spec's messages again, word for word.
    expect(
      refusal(await book(t.app, { date: DATE, room: 6, time: 14, name: '오방', type: '1시간' })),
    ).toEqual({
      status: 409,
      code: 'booking.over_limit',
      message: '2시간 이상 예약이 불가능합니다.',
    });
    expect(DEFAULT_BOARD.rooms).toHaveLength(6);
  });

  it('stores any room up to 12 and any hour of the day when the board has them', async () => {
    const wide = { ...wholeDayBoard, maxHoursPerName: 3 };
    await boardApi.publish(t.app, owner, wide);
    const DATE = DATES.wide;
    const night = await book(t.app, { date: DATE, room: 12, time: 0, name: '올빼미', type: '1시간' });
    expect(night.statusCode).toBe(201);
    const late = await book(t.app, { date: DATE, room: 12, time: 22, name: '올빼미', type: '2시간' });
    expect(late.statusCode).toBe(201);
    expect(late.json().map((slot: { time: number }) => slot.time)).toEqual([22, 23]);
    expect(
      refusal(await book(t.app, { date: DATE, room: 13, time: 5, name: '열셋', type: '1시간' })),
    ).toEqual({
      status: 400,
      code: 'booking.invalid_room',
      message: '방1부터 방12까지 중에서 선택해 주세요.',
    });
  });

  it('keeps back-to-back 2-hour bookings apart when one hour of one is deleted', async () => {
    // With 4 hours a name, one name holds 14–16 and 16–18 in one room.
    await boardApi.publish(t.app, owner, { ...smallBoard, maxHoursPerName: 4 });
    const DATE = DATES.backToBack;
    for (const time of [14, 16]) {
      expect((await book(t.app, { date: DATE, room: 3, time, name: '연속', type: '2시간' })).statusCode).toBe(
        201,
      );
    }
    expect((await unbook(t.app, { date: DATE, room: 3, time: 15 })).statusCode).toBe(200);
    const left = (await board(t.app, DATE)).filter((slot) => slot.name === '연속');
    expect(left.map((slot) => `${slot.time}:${slot.type}`)).toEqual(['14:1시간', '16:2시간', '17:2시간']);
  });
});
