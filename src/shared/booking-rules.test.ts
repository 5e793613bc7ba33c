import { describe, expect, it } from 'vitest';
import {
  boardHours,
  boardRooms,
  bookableDates,
  bookingSlots,
  DEFAULT_BOARD,
  HOURS,
  isBoardHour,
  isBoardRoom,
  isBookableDate,
  isHourOver,
  isPin,
  normalizePinInput,
  pairedHour,
  ROOMS,
  roomLabel,
  withinDailyLimit,
} from './booking-rules.ts';

describe('bookingSlots', () => {
  // The start hour for 1시간, the start hour and the next for 2시간; null past 21시 or outside the board.
  it.each([
    [9, '1시간', [9]],
    [21, '1시간', [21]],
    [14, '2시간', [14, 15]],
    [20, '2시간', [20, 21]],
    [21, '2시간', null],
    [8, '1시간', null],
    [22, '1시간', null],
  ] as const)('%i시 %s → %j', (start, type, slots) => {
    expect(bookingSlots(start, type, DEFAULT_BOARD)).toEqual(slots);
  });

  it('covers the 13 hours of the board', () => {
    expect(HOURS).toHaveLength(13);
    expect(HOURS[0]).toBe(9);
    expect(HOURS.at(-1)).toBe(21);
  });
});

describe('bookable dates', () => {
  it('runs from today to today + 13 days', () => {
    const dates = bookableDates('2026-12-25');
    expect(dates).toHaveLength(14);
    expect(dates[0]).toBe('2026-12-25');
    expect(dates.at(-1)).toBe('2027-01-07');
  });

  it('accepts today and today + 13, refuses yesterday and today + 14', () => {
    expect(isBookableDate('2026-11-21', '2026-11-21')).toBe(true);
    expect(isBookableDate('2026-12-04', '2026-11-21')).toBe(true);
    expect(isBookableDate('2026-11-20', '2026-11-21')).toBe(false);
    expect(isBookableDate('2026-12-05', '2026-11-21')).toBe(false);
  });
});

describe('isHourOver', () => {
  it('counts hours before the current one on today as over, the current hour not', () => {
    expect(isHourOver('2026-11-21', 9, '2026-11-21', 10)).toBe(true);
    expect(isHourOver('2026-11-21', 10, '2026-11-21', 10)).toBe(false);
  });

  it('never counts a later date as over, always an earlier one', () => {
    expect(isHourOver('2026-11-22', 9, '2026-11-21', 23)).toBe(false);
    expect(isHourOver('2026-11-20', 21, '2026-11-21', 0)).toBe(true);
  });
});

describe('the spec board as the default settings', () => {
  it('has 1번 방–6번 방, start hours 9–21 and 2 hours a name', () => {
    expect(DEFAULT_BOARD).toEqual({
      openHour: 9,
      lastHour: 21,
      rooms: ['1번 방', '2번 방', '3번 방', '4번 방', '5번 방', '6번 방'],
      maxHoursPerName: 2,
    });
    expect(boardHours(DEFAULT_BOARD)).toEqual([...HOURS]);
    expect(boardRooms(DEFAULT_BOARD)).toEqual([...ROOMS]);
    expect(roomLabel(3)).toBe('3번 방');
  });

  it('lets a name take 2 slots a day and no more', () => {
    expect(withinDailyLimit(0, 2, DEFAULT_BOARD)).toBe(true);
    expect(withinDailyLimit(1, 1, DEFAULT_BOARD)).toBe(true);
    expect(withinDailyLimit(1, 2, DEFAULT_BOARD)).toBe(false);
    expect(withinDailyLimit(2, 1, DEFAULT_BOARD)).toBe(false);
  });
});

describe('a board the owner has set: 3 rooms, 10–18, 1 hour a name', () => {
  const board = { openHour: 10, lastHour: 18, rooms: ['A홀', 'B홀', '드럼룸'], maxHoursPerName: 1 };

  it('has those hours and rooms, named by the owner', () => {
    expect(boardHours(board)).toEqual([10, 11, 12, 13, 14, 15, 16, 17, 18]);
    expect(boardRooms(board)).toEqual([1, 2, 3]);
    expect([1, 2, 3].map((room) => roomLabel(room, board))).toEqual(['A홀', 'B홀', '드럼룸']);
    // A room removed since (an old deletion-log entry) keeps the spec's name.
    expect(roomLabel(4, board)).toBe('4번 방');
  });

  it('takes only its rooms and whole start hours', () => {
    expect([0, 1, 3, 4, 1.5].map((room) => isBoardRoom(room, board))).toEqual([
      false,
      true,
      true,
      false,
      false,
    ]);
    expect([9, 10, 18, 19, 10.5].map((hour) => isBoardHour(hour, board))).toEqual([
      false,
      true,
      true,
      false,
      false,
    ]);
  });

  it('runs a booking only inside its hours', () => {
    expect(bookingSlots(10, '1시간', board)).toEqual([10]);
    expect(bookingSlots(17, '2시간', board)).toEqual([17, 18]);
    expect(bookingSlots(18, '2시간', board)).toBeNull();
    expect(bookingSlots(9, '1시간', board)).toBeNull();
    expect(bookingSlots(19, '1시간', board)).toBeNull();
  });

  it('lets a name take one slot a day', () => {
    expect(withinDailyLimit(0, 1, board)).toBe(true);
    expect(withinDailyLimit(0, 2, board)).toBe(false);
    expect(withinDailyLimit(1, 1, board)).toBe(false);
  });

  it('runs from midnight to the last hour of the day', () => {
    const night = { ...board, openHour: 0, lastHour: 23, maxHoursPerName: 24 };
    expect(boardHours(night)).toHaveLength(24);
    expect(bookingSlots(0, '2시간', night)).toEqual([0, 1]);
    expect(bookingSlots(23, '2시간', night)).toBeNull();
    expect(withinDailyLimit(22, 2, night)).toBe(true);
  });
});

describe('pairedHour', () => {
  it('finds the other hour of a lone 2-hour booking', () => {
    expect(pairedHour(14, [14, 15])).toBe(15);
    expect(pairedHour(15, [14, 15])).toBe(14);
    expect(pairedHour(15, [14])).toBe(14);
  });

  it('pairs back-to-back 2-hour bookings from the start of their run', () => {
    expect(pairedHour(11, [10, 11, 12, 13])).toBe(10);
    expect(pairedHour(12, [10, 11, 12, 13])).toBe(13);
    expect(pairedHour(12, [10, 11, 13])).toBe(13);
  });

  it('finds none when the other hour is gone', () => {
    expect(pairedHour(14, [])).toBeNull();
    expect(pairedHour(14, [16, 17])).toBeNull();
  });
});

describe('PINs', () => {
  it('takes exactly 4 ASCII digits', () => {
    for (const pin of ['0000', '1234', '9999']) expect(isPin(pin)).toBe(true);
    for (const pin of ['', '123', '12345', '12a4', '１２３４', '٣٤٥٦', ' 123', '123 ', '1e34', '-123'])
      expect([pin, isPin(pin)]).toEqual([pin, false]);
  });

  it('reads what a person typed as the PIN they meant', () => {
    expect(normalizePinInput('１２３４')).toBe('1234');
    expect(normalizePinInput(' 12 34 ')).toBe('1234');
    expect(normalizePinInput('12a4')).toBe('12a4');
    expect(normalizePinInput('')).toBe('');
  });
});
