import { describe, expect, it } from 'vitest';
import { dayCount, formatDay, formatRange, timingOf, weekdayOf } from './closure-dates.ts';

describe('closure dates', () => {
  it('names the weekday of a date', () => {
    expect(weekdayOf('2026-09-25')).toBe('금');
    expect(weekdayOf('2027-02-09')).toBe('화');
    expect(weekdayOf('2026-11-29')).toBe('일');
  });

  it('writes a day with the year only when it is not this one', () => {
    expect(formatDay('2026-12-28', 2026)).toBe('12월 28일 (월)');
    expect(formatDay('2027-01-03', 2026)).toBe('2027년 1월 3일 (일)');
  });

  it('writes a range, or one day', () => {
    expect(formatRange('2026-12-28', '2027-01-03', 2026)).toBe('12월 28일 (월) ~ 2027년 1월 3일 (일)');
    expect(formatRange('2026-10-09', '2026-10-09', 2026)).toBe('10월 9일 (금)');
  });

  it('counts both ends', () => {
    expect(dayCount('2026-12-28', '2027-01-03')).toBe(7);
    expect(dayCount('2026-10-09', '2026-10-09')).toBe(1);
  });

  it('tells past, current and coming closures apart', () => {
    expect(timingOf('2026-11-01', '2026-11-24', '2026-11-25')).toBe('past');
    expect(timingOf('2026-11-25', '2026-11-25', '2026-11-25')).toBe('now');
    expect(timingOf('2026-11-20', '2026-11-30', '2026-11-25')).toBe('now');
    expect(timingOf('2026-11-26', '2026-11-30', '2026-11-25')).toBe('upcoming');
  });
});
