import { describe, expect, it } from 'vitest';
import {
  addMonths,
  daysInMonth,
  lastDayOfMonth,
  monthDays,
  monthKey,
  monthLabel,
  monthsEndingAt,
  parseMonth,
  seoulMonthOf,
} from './month.ts';
import { seoulDate } from './time.ts';

describe('Seoul months', () => {
  it('puts 00:30 on the 1st in Seoul (15:30 the day before in UTC) in the new month', () => {
    const instant = new Date('2026-02-28T15:30:00.000Z');
    expect(seoulMonthOf(instant)).toEqual({ year: 2026, month: 3 });
    expect(seoulDate(instant)).toBe('2026-03-01');
    const { first, next } = monthDays({ year: 2026, month: 3 });
    expect(seoulDate(instant) >= first && seoulDate(instant) < next).toBe(true);
  });

  it('keeps 23:59 on the last day in Seoul in the old month, across a year end', () => {
    const instant = new Date('2026-12-31T14:59:59.999Z');
    expect(seoulMonthOf(instant)).toEqual({ year: 2026, month: 12 });
    expect(seoulMonthOf(new Date('2026-12-31T15:00:00.000Z'))).toEqual({ year: 2027, month: 1 });
  });

  it('reads YYYY-MM and a bare 1–12 as a month of the current Seoul year', () => {
    // 1 January 00:10 in Seoul is still 31 December in UTC: the Seoul year counts.
    const now = new Date('2026-12-31T15:10:00.000Z');
    expect(parseMonth('3', now)).toEqual({ year: 2027, month: 3 });
    expect(parseMonth('03', now)).toEqual({ year: 2027, month: 3 });
    expect(parseMonth('12', now)).toEqual({ year: 2027, month: 12 });
    expect(parseMonth('2025-11', now)).toEqual({ year: 2025, month: 11 });
    for (const bad of ['0', '13', '2026-13', '2026-00', '2026-1', '26-01', '1999-12', '', 'march', '1.5']) {
      expect(parseMonth(bad, now), bad).toBeNull();
    }
  });

  it('gives the string range of days of a month, December into January', () => {
    expect(monthDays({ year: 2026, month: 12 })).toEqual({ first: '2026-12-01', next: '2027-01-01' });
    expect(monthDays({ year: 2026, month: 2 })).toEqual({ first: '2026-02-01', next: '2026-03-01' });
  });

  it('counts days and steps months', () => {
    expect(daysInMonth({ year: 2024, month: 2 })).toBe(29);
    expect(daysInMonth({ year: 2026, month: 2 })).toBe(28);
    expect(daysInMonth({ year: 2026, month: 1 })).toBe(31);
    expect(['2024-02', '2026-02', '2026-04', '2026-12'].map(lastDayOfMonth)).toEqual([
      '2024-02-29',
      '2026-02-28',
      '2026-04-30',
      '2026-12-31',
    ]);
    expect(addMonths({ year: 2026, month: 1 }, -1)).toEqual({ year: 2025, month: 12 });
    expect(addMonths({ year: 2026, month: 12 }, 1)).toEqual({ year: 2027, month: 1 });
    expect(monthsEndingAt({ year: 2026, month: 3 }, 12).map(monthKey)).toEqual([
      '2025-04',
      '2025-05',
      '2025-06',
      '2025-07',
      '2025-08',
      '2025-09',
      '2025-10',
      '2025-11',
      '2025-12',
      '2026-01',
      '2026-02',
      '2026-03',
    ]);
    expect(monthLabel({ year: 2026, month: 3 })).toBe('2026년 3월');
  });
});
