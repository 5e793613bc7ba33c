import { describe, expect, it } from 'vitest';
import {
  addDays,
  daysBetween,
  formatSeoulDateTime,
  formatSeoulStamp,
  formatSeoulTime,
  hourLabel,
  isCalendarDate,
  seoulDate,
  seoulHour,
  seoulHourStart,
  seoulMonthRange,
  seoulYearMonth,
  startOfSeoulDay,
} from './time.ts';

describe('seoulDate', () => {
  it('is already tomorrow in Seoul at 15:00 UTC', () => {
    expect(seoulDate(new Date('2026-11-21T14:59:59.999Z'))).toBe('2026-11-21');
    expect(seoulDate(new Date('2026-11-21T15:00:00.000Z'))).toBe('2026-11-22');
  });

  it('places 23:59 KST on the same day and 00:00 KST on the next', () => {
    const lateEvening = new Date('2026-11-21T23:59:00+09:00');
    const midnight = new Date('2026-11-22T00:00:00+09:00');
    expect(seoulDate(lateEvening)).toBe('2026-11-21');
    expect(seoulHour(lateEvening)).toBe(23);
    expect(seoulDate(midnight)).toBe('2026-11-22');
    expect(seoulHour(midnight)).toBe(0);
  });

  it('crosses the year at Seoul midnight, not UTC midnight', () => {
    expect(seoulDate(new Date('2026-12-31T15:00:00Z'))).toBe('2027-01-01');
    expect(seoulYearMonth(new Date('2026-12-31T15:00:00Z'))).toEqual({ year: 2027, month: 1 });
    expect(seoulYearMonth(new Date('2026-12-31T14:59:59Z'))).toEqual({ year: 2026, month: 12 });
  });
});

describe('seoulMonthRange', () => {
  it('starts and ends at 00:00 KST', () => {
    const { start, end } = seoulMonthRange(2026, 3);
    expect(start.toISOString()).toBe('2026-02-28T15:00:00.000Z');
    expect(end.toISOString()).toBe('2026-03-31T15:00:00.000Z');
  });

  it('rolls December into the next January', () => {
    const { start, end } = seoulMonthRange(2026, 12);
    expect(start.toISOString()).toBe('2026-11-30T15:00:00.000Z');
    expect(end.toISOString()).toBe('2026-12-31T15:00:00.000Z');
  });

  it('counts a payment at 23:59 KST on the last day in that month', () => {
    const { start, end } = seoulMonthRange(2026, 2);
    const lastMinute = new Date('2026-02-28T23:59:00+09:00');
    const nextMonth = new Date('2026-03-01T00:00:00+09:00');
    expect(lastMinute >= start && lastMinute < end).toBe(true);
    expect(nextMonth >= start && nextMonth < end).toBe(false);
  });
});

describe('calendar arithmetic', () => {
  it('adds days across month and year ends and leap days', () => {
    expect(addDays('2026-11-30', 1)).toBe('2026-12-01');
    expect(addDays('2026-12-25', 13)).toBe('2027-01-07');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });

  it('counts days between dates', () => {
    expect(daysBetween('2026-11-21', '2026-12-04')).toBe(13);
    expect(daysBetween('2026-11-21', '2026-11-20')).toBe(-1);
  });

  it('knows real calendar dates', () => {
    expect(isCalendarDate('2026-02-28')).toBe(true);
    expect(isCalendarDate('2026-02-29')).toBe(false);
    expect(isCalendarDate('2028-02-29')).toBe(true);
    expect(isCalendarDate('2026-2-1')).toBe(false);
    expect(isCalendarDate('today')).toBe(false);
    expect(() => addDays('2026-13-01', 1)).toThrow(RangeError);
  });

  it('finds the instants at which a Seoul day and hour begin', () => {
    expect(startOfSeoulDay('2026-11-22').toISOString()).toBe('2026-11-21T15:00:00.000Z');
    expect(seoulHourStart('2026-11-22', 21).toISOString()).toBe('2026-11-22T12:00:00.000Z');
  });
});

describe('labels', () => {
  it('names hours the Korean way', () => {
    expect(hourLabel(9)).toBe('오전 9시');
    expect(hourLabel(12)).toBe('오후 12시');
    expect(hourLabel(13)).toBe('오후 1시');
    expect(hourLabel(21)).toBe('오후 9시');
  });

  it('formats instants in Seoul time, the day named as on every screen', () => {
    expect(formatSeoulDateTime('2026-11-21T09:53:00Z')).toBe('2026년 11월 21일 (토) 오후 6:53');
    expect(formatSeoulDateTime(new Date('2026-11-21T15:05:00Z'))).toBe('2026년 11월 22일 (일) 오전 12:05');
    expect(formatSeoulDateTime('2026-12-31T03:00:00Z')).toBe('2026년 12월 31일 (목) 오후 12:00');
    expect(formatSeoulDateTime('2027-01-01T00:59:00Z')).toBe('2027년 1월 1일 (금) 오전 9:59');
    expect(formatSeoulTime('2026-11-21T02:07:00Z')).toBe('오전 11:07');
  });

  it('stamps an instant for a spreadsheet in Seoul time, the day turning at 15:00 UTC', () => {
    expect(formatSeoulStamp('2026-11-28T02:41:05.000Z')).toBe('2026-11-28 11:41:05');
    expect(formatSeoulStamp('2026-11-27T15:00:00.000Z')).toBe('2026-11-28 00:00:00');
    expect(formatSeoulStamp(null)).toBe('');
    expect(formatSeoulStamp('')).toBe('');
  });
});
