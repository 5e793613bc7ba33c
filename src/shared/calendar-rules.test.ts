import { describe, expect, it } from 'vitest';
import {
  CALENDAR_MAX_DAYS,
  calendarRangeProblem,
  endBefore,
  expandOccurrences,
  lessonStart,
  mondayOf,
  type OneOffPlan,
  oneOffOccurrenceKey,
  parseOccurrenceKey,
  type SeriesPlan,
  seriesOccurrenceKey,
  weekDays,
} from './calendar-rules.ts';

const series = (over: Partial<SeriesPlan> = {}): SeriesPlan => ({
  id: 1,
  weekday: 4,
  time: 15,
  type: '1시간',
  name: '민지',
  studentId: 7,
  startsOn: '2026-11-02',
  endsOn: null,
  ...over,
});

const oneOff = (over: Partial<OneOffPlan> = {}): OneOffPlan => ({
  id: 3,
  date: '2026-12-02',
  time: 10,
  type: '1부',
  name: '지훈',
  studentId: 8,
  kind: 'makeup',
  movedSeriesId: null,
  movedFromDate: null,
  ...over,
});

const dates = (list: { date: string }[]) => list.map((item) => item.date);

describe('weeks', () => {
  it('finds the Monday of any day, Sunday included, and the seven days from it', () => {
    expect(mondayOf('2026-12-03')).toBe('2026-11-30');
    expect(mondayOf('2026-11-30')).toBe('2026-11-30');
    expect(mondayOf('2026-12-06')).toBe('2026-11-30');
    expect(mondayOf('2027-01-01')).toBe('2026-12-28');
    expect(weekDays('2026-12-28')).toEqual([
      '2026-12-28',
      '2026-12-29',
      '2026-12-30',
      '2026-12-31',
      '2027-01-01',
      '2027-01-02',
      '2027-01-03',
    ]);
  });

  it('allows a range of up to 93 days in order, and names what is wrong otherwise', () => {
    expect(CALENDAR_MAX_DAYS).toBe(93);
    expect(calendarRangeProblem('2026-12-01', '2026-12-01')).toBeNull();
    expect(calendarRangeProblem('2026-12-01', '2027-03-03')).toBeNull();
    expect(calendarRangeProblem('2026-12-01', '2027-03-04')).toBe('calendar.range_too_long');
    expect(calendarRangeProblem('2026-12-02', '2026-12-01')).toBe('calendar.range_order');
  });
});

describe('a lesson’s start', () => {
  it('begins at its hour in Seoul, a 2부 half an hour later, on any day of the year', () => {
    expect(lessonStart('2026-12-03', 15, '1시간').toISOString()).toBe('2026-12-03T06:00:00.000Z');
    expect(lessonStart('2026-12-03', 15, '1부').toISOString()).toBe('2026-12-03T06:00:00.000Z');
    expect(lessonStart('2026-12-03', 14, '2부').toISOString()).toBe('2026-12-03T05:30:00.000Z');
    // No daylight saving in Korea: the same offset in July as in January.
    expect(lessonStart('2026-07-01', 9, '1시간').toISOString()).toBe('2026-07-01T00:00:00.000Z');
    expect(lessonStart('2027-01-01', 9, '1시간').toISOString()).toBe('2027-01-01T00:00:00.000Z');
  });
});

describe('occurrence keys', () => {
  it('names a series day and a one-off, and reads both back', () => {
    expect(seriesOccurrenceKey(12, '2026-12-03')).toBe('s12@2026-12-03');
    expect(oneOffOccurrenceKey(7)).toBe('o7');
    expect(parseOccurrenceKey('s12@2026-12-03')).toEqual({
      kind: 'series',
      seriesId: 12,
      date: '2026-12-03',
    });
    expect(parseOccurrenceKey('o7')).toEqual({ kind: 'one-off', oneOffId: 7 });
    expect(parseOccurrenceKey('o2147483647')).toEqual({ kind: 'one-off', oneOffId: 2147483647 });
    expect(parseOccurrenceKey('s2147483647@2026-12-03')).toEqual({
      kind: 'series',
      seriesId: 2147483647,
      date: '2026-12-03',
    });
  });

  it('refuses anything else', () => {
    for (const key of [
      '',
      'o0',
      'o01',
      's0@2026-12-03',
      's1@2026-12-3',
      's1',
      'x1',
      ' o1',
      'o1 ',
      'o2147483648',
      's2147483648@2026-12-03',
      'o12345678901',
      's1@2026-12-03x',
    ]) {
      expect([key, parseOccurrenceKey(key)]).toEqual([key, null]);
    }
  });
});

/** The lessons of the plans from `from` to `to`; no series, one-offs or closures unless given. */
const expand = (
  from: string,
  to: string,
  plans: Partial<Omit<Parameters<typeof expandOccurrences>[0], 'from' | 'to'>>,
) => expandOccurrences({ series: [], oneOffs: [], closures: new Map(), ...plans, from, to });

/** Series 1's Thursday lesson moved to `date` from `movedFromDate`. */
const moved = (date: string, movedFromDate: string) =>
  oneOff({ id: 9, kind: 'moved', date, movedSeriesId: 1, movedFromDate });

describe('expanding a range', () => {
  it('puts a series on its weekday every week within its dates, and nothing outside them', () => {
    const found = expand('2026-11-01', '2026-12-31', {
      series: [series({ startsOn: '2026-11-16', endsOn: '2026-12-09' })],
    });
    expect(dates(found)).toEqual(['2026-11-19', '2026-11-26', '2026-12-03']);
    expect(found[0]).toEqual({
      key: 's1@2026-11-19',
      date: '2026-11-19',
      time: 15,
      type: '1시간',
      kind: 'series',
      name: '민지',
      studentId: 7,
      seriesId: 1,
      oneOffId: null,
      closed: null,
      movedFrom: null,
    });
  });

  it('keeps a series day that falls in the range at either end', () => {
    const found = expand('2026-12-03', '2026-12-10', {
      series: [series({ startsOn: '2026-12-03', endsOn: '2026-12-10' })],
    });
    expect(dates(found)).toEqual(['2026-12-03', '2026-12-10']);
  });

  it('ends a series mid-week: a Thursday lesson ending on the Wednesday has no Thursday that week', () => {
    const found = expand('2026-11-30', '2026-12-06', {
      series: [series({ endsOn: '2026-12-02' })],
    });
    expect(found).toEqual([]);
  });

  it('marks a series day on a closure with its name, across weeks of a closure', () => {
    const closures = new Map([
      ['2026-09-24', '추석'],
      ['2026-09-25', '추석'],
    ]);
    const found = expand('2026-09-14', '2026-10-04', {
      series: [series({ startsOn: '2026-09-01' })],
      closures,
    });
    expect(found.map((item) => [item.date, item.closed])).toEqual([
      ['2026-09-17', null],
      ['2026-09-24', '추석'],
      ['2026-10-01', null],
    ]);
  });

  it('frees the day a lesson is moved from and shows the move on its new day', () => {
    const found = expand('2026-11-30', '2026-12-13', {
      series: [series()],
      oneOffs: [moved('2026-12-05', '2026-12-03')],
    });
    expect(found.map((item) => [item.key, item.date, item.kind, item.movedFrom])).toEqual([
      ['o9', '2026-12-05', 'moved', '2026-12-03'],
      ['s1@2026-12-10', '2026-12-10', 'series', null],
    ]);
  });

  it('frees a moved day even when the move lies outside the range, and leaves one-offs outside it out', () => {
    const found = expand('2026-12-07', '2026-12-13', {
      series: [series()],
      oneOffs: [moved('2026-12-14', '2026-12-10')],
    });
    expect(found).toEqual([]);
  });

  it('sorts by day, hour and half: a 1부 before a 2부 of the same hour', () => {
    const found = expand('2026-11-30', '2026-12-06', {
      series: [series({ id: 2, weekday: 3, time: 10, type: '2부' }), series({ id: 3, weekday: 3, time: 9 })],
      oneOffs: [
        oneOff({ id: 4, date: '2026-12-02', time: 10, type: '1부' }),
        oneOff({ id: 5, date: '2026-12-01', time: 20 }),
      ],
      closures: new Map([['2026-12-02', '휴원']]),
    });
    expect(found.map((item) => [item.key, item.closed])).toEqual([
      ['o5', null],
      ['s3@2026-12-02', '휴원'],
      ['o4', '휴원'],
      ['s2@2026-12-02', '휴원'],
    ]);
  });
});

describe('ending a series from a day', () => {
  it('ends it the day before, or replaces it whole from its first day', () => {
    expect(endBefore('2026-11-02', '2026-12-03')).toBe('2026-12-02');
    expect(endBefore('2026-11-02', '2026-11-02')).toBeNull();
    expect(endBefore('2026-11-02', '2026-11-01')).toBeNull();
  });
});
