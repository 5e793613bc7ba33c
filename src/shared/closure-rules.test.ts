import { getHolidayPreset } from '@hyunbinseo/holidays-kr';
import { describe, expect, it } from 'vitest';
import {
  CLOSURE_QUERY_MAX_DAYS,
  CLOSURE_RANGE_MAX_DAYS,
  closedDaysByDate,
  daysOf,
  type HolidayTable,
  isSubstituteHoliday,
  mergeClosures,
  rangeProblem,
  yearsOf,
} from './closure-rules.ts';

const y2025 = await getHolidayPreset('2025');
const y2026 = await getHolidayPreset('2026');
const y2027 = await getHolidayPreset('2027');
const all: HolidayTable[] = [y2025, y2026, y2027];

const merge = (from: string, to: string, studio: { from: string; to: string; name: string }[] = []) =>
  mergeClosures({ from, to, holidays: all, studio });

describe('closed days', () => {
  it('has 2026 추석 on 9/24–9/26, and the 대체공휴일 of 개천절 after it, from the gazette', () => {
    expect(merge('2026-09-23', '2026-10-05')).toEqual([
      { date: '2026-09-24', name: '추석 전날', kind: 'holiday' },
      { date: '2026-09-25', name: '추석', kind: 'holiday' },
      { date: '2026-09-26', name: '추석 다음 날', kind: 'holiday' },
      { date: '2026-10-03', name: '개천절', kind: 'holiday' },
      { date: '2026-10-05', name: '대체공휴일(개천절)', kind: 'holiday' },
    ]);
  });

  it('has 설날 2027 with its 대체공휴일 on Tuesday 2/9', () => {
    expect(merge('2027-02-05', '2027-02-10')).toEqual([
      { date: '2027-02-06', name: '설날 전날', kind: 'holiday' },
      { date: '2027-02-07', name: '설날', kind: 'holiday' },
      { date: '2027-02-08', name: '설날 다음 날', kind: 'holiday' },
      { date: '2027-02-09', name: '대체공휴일(설날)', kind: 'holiday' },
    ]);
  });

  it('joins two holidays of one day into one entry (2025-05-05)', () => {
    expect(merge('2025-05-05', '2025-05-05')).toEqual([
      { date: '2025-05-05', name: '어린이날, 부처님 오신 날', kind: 'holiday' },
    ]);
  });

  it('runs across a year boundary, the studio’s closure beside both years’ holidays', () => {
    const days = merge('2026-12-24', '2027-01-02', [
      { from: '2026-12-28', to: '2027-01-01', name: '겨울 방학' },
    ]);
    expect(days).toEqual([
      { date: '2026-12-25', name: '기독탄신일', kind: 'holiday' },
      { date: '2026-12-28', name: '겨울 방학', kind: 'studio' },
      { date: '2026-12-29', name: '겨울 방학', kind: 'studio' },
      { date: '2026-12-30', name: '겨울 방학', kind: 'studio' },
      { date: '2026-12-31', name: '겨울 방학', kind: 'studio' },
      { date: '2027-01-01', name: '1월 1일', kind: 'holiday' },
      { date: '2027-01-01', name: '겨울 방학', kind: 'studio' },
    ]);
  });

  it('shows a day that is both a holiday and a closure once per kind, the holiday first', () => {
    const days = merge('2026-09-25', '2026-09-25', [
      { from: '2026-09-21', to: '2026-09-27', name: '추석 방학' },
    ]);
    expect(days).toEqual([
      { date: '2026-09-25', name: '추석', kind: 'holiday' },
      { date: '2026-09-25', name: '추석 방학', kind: 'studio' },
    ]);
    expect(closedDaysByDate(days)).toEqual(
      new Map([
        [
          '2026-09-25',
          [
            { name: '추석', kind: 'holiday' },
            { name: '추석 방학', kind: 'studio' },
          ],
        ],
      ]),
    );
  });

  it('clips a closure to the asked range and keeps one entry per day of overlapping closures', () => {
    const days = mergeClosures({
      from: '2026-07-01',
      to: '2026-07-03',
      holidays: [],
      studio: [
        { from: '2026-06-20', to: '2026-07-01', name: '여름 방학' },
        { from: '2026-07-01', to: '2026-07-01', name: '휴원' },
        { from: '2026-07-01', to: '2026-07-01', name: '휴원' },
        { from: '2026-07-03', to: '2026-07-10', name: '공사' },
      ],
    });
    expect(days).toEqual([
      { date: '2026-07-01', name: '여름 방학, 휴원', kind: 'studio' },
      { date: '2026-07-03', name: '공사', kind: 'studio' },
    ]);
  });

  it('has no holidays, and no crash, for a year the package does not cover', () => {
    expect(merge('2031-01-01', '2031-03-01')).toEqual([]);
    expect(
      mergeClosures({
        from: '2031-01-01',
        to: '2031-01-02',
        holidays: [],
        studio: [{ from: '2031-01-02', to: '2031-01-02', name: '휴원' }],
      }),
    ).toEqual([{ date: '2031-01-02', name: '휴원', kind: 'studio' }]);
  });

  it('leaves out holidays of the tables outside the range, on both ends', () => {
    expect(merge('2026-01-02', '2026-02-15')).toEqual([]);
    expect(merge('2026-12-26', '2026-12-31')).toEqual([]);
    expect(merge('2026-12-25', '2026-12-25')).toEqual([
      { date: '2026-12-25', name: '기독탄신일', kind: 'holiday' },
    ]);
  });
});

describe('days and years of a range', () => {
  it('lists every day, both ends included, across months, a leap day and a year', () => {
    expect(daysOf('2028-02-27', '2028-03-01')).toEqual([
      '2028-02-27',
      '2028-02-28',
      '2028-02-29',
      '2028-03-01',
    ]);
    expect(daysOf('2026-12-31', '2027-01-01')).toEqual(['2026-12-31', '2027-01-01']);
    expect(daysOf('2026-09-24', '2026-09-24')).toEqual(['2026-09-24']);
    expect(daysOf('2026-09-25', '2026-09-24')).toEqual([]);
  });

  it('keeps Seoul dates whatever the machine’s zone: no DST hour lost or doubled', () => {
    // Korea has no daylight saving; days are counted on dates, not instants, so a range across
    // the dates other zones change their clocks has every day once.
    const march = daysOf('2026-03-01', '2026-03-31');
    expect(march).toHaveLength(31);
    expect(new Set(march).size).toBe(31);
    expect(daysOf('2026-10-24', '2026-10-26')).toEqual(['2026-10-24', '2026-10-25', '2026-10-26']);
    expect(daysOf('2026-01-01', '2026-12-31')).toHaveLength(365);
  });

  it('names the years a range touches', () => {
    expect(yearsOf('2026-12-01', '2027-01-31')).toEqual(['2026', '2027']);
    expect(yearsOf('2026-01-01', '2026-12-31')).toEqual(['2026']);
    expect(yearsOf('2025-06-01', '2027-06-01')).toEqual(['2025', '2026', '2027']);
    expect(yearsOf('2027-01-01', '2026-12-31')).toEqual([]);
  });
});

describe('range rules', () => {
  it('takes a day, and ranges up to the limit', () => {
    expect(rangeProblem('2026-09-24', '2026-09-24', CLOSURE_QUERY_MAX_DAYS)).toBeNull();
    // 93 days: 2026-01-01 … 2026-04-03.
    expect(rangeProblem('2026-01-01', '2026-04-03', CLOSURE_QUERY_MAX_DAYS)).toBeNull();
    expect(rangeProblem('2026-01-01', '2026-04-04', CLOSURE_QUERY_MAX_DAYS)).toBe('too_long');
    expect(rangeProblem('2028-01-01', '2028-12-31', CLOSURE_RANGE_MAX_DAYS)).toBeNull();
    expect(rangeProblem('2028-01-01', '2029-01-01', CLOSURE_RANGE_MAX_DAYS)).toBe('too_long');
  });

  it('refuses an end before the start, and what is no date', () => {
    expect(rangeProblem('2026-09-25', '2026-09-24', CLOSURE_QUERY_MAX_DAYS)).toBe('order');
    expect(rangeProblem('2026-02-30', '2026-03-01', CLOSURE_QUERY_MAX_DAYS)).toBe('date');
    expect(rangeProblem('2026-03-01', '2026-3-2', CLOSURE_QUERY_MAX_DAYS)).toBe('date');
  });

  it('has the limits the studio asked for', () => {
    expect(CLOSURE_QUERY_MAX_DAYS).toBe(93);
    expect(CLOSURE_RANGE_MAX_DAYS).toBe(366);
  });

  it('tells a substitute holiday by the gazette’s name', () => {
    expect(isSubstituteHoliday('대체공휴일(설날)')).toBe(true);
    expect(isSubstituteHoliday('설날')).toBe(false);
    expect(isSubstituteHoliday('임시공휴일 대체공휴일')).toBe(false);
  });
});
