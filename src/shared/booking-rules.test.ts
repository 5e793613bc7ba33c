import { describe, expect, it } from 'vitest';
import { bookableDates, bookingSlots, HOURS, isBookableDate, isHourOver } from './booking-rules.ts';

describe('bookingSlots', () => {
  it('gives the start hour for a 1-hour booking', () => {
    expect(bookingSlots(9, '1시간')).toEqual([9]);
    expect(bookingSlots(21, '1시간')).toEqual([21]);
  });

  it('gives the start hour and the next for a 2-hour booking', () => {
    expect(bookingSlots(14, '2시간')).toEqual([14, 15]);
    expect(bookingSlots(20, '2시간')).toEqual([20, 21]);
  });

  it('refuses a 2-hour booking that would run past 21시', () => {
    expect(bookingSlots(21, '2시간')).toBeNull();
  });

  it('refuses hours outside the board', () => {
    expect(bookingSlots(8, '1시간')).toBeNull();
    expect(bookingSlots(22, '1시간')).toBeNull();
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
