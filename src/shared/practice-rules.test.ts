import { describe, expect, it } from 'vitest';
import { isWeek, minutesLabel, practiceStreak, weekDays, weekOf, weekSummary } from './practice-rules.ts';

describe('practice weeks', () => {
  it('names the ISO week of a day, Monday to Sunday, across the turn of a year', () => {
    expect(weekOf('2026-11-23')).toBe('2026-W48'); // a Monday
    expect(weekOf('2026-11-29')).toBe('2026-W48'); // its Sunday
    expect(weekOf('2026-11-30')).toBe('2026-W49');
    expect(weekOf('2027-01-01')).toBe('2026-W53'); // a Friday: 2026 has 53 weeks
    expect(weekOf('2027-01-04')).toBe('2027-W01');
    expect(weekOf('2025-12-29')).toBe('2026-W01'); // a Monday of 2025 in 2026's first week
  });

  it('lists the seven days of a week, and refuses what names no week', () => {
    expect(weekDays('2026-W48')).toEqual([
      '2026-11-23',
      '2026-11-24',
      '2026-11-25',
      '2026-11-26',
      '2026-11-27',
      '2026-11-28',
      '2026-11-29',
    ]);
    expect(weekDays('2026-W01')?.[0]).toBe('2025-12-29');
    expect(weekDays('2026-W53')?.[6]).toBe('2027-01-03');
    for (const bad of [
      '2027-W53',
      '2026-W54',
      '2026-W00',
      '2026-48',
      '2026-w48',
      '2026-W4',
      ' 2026-W48',
      '1999-W10',
      '',
    ]) {
      expect(isWeek(bad), bad).toBe(false);
    }
  });
});

describe('a week of practice', () => {
  it('adds the entries of each day, counts the days practised and leaves out other weeks', () => {
    const days = weekDays('2026-W48')!;
    const summary = weekSummary(days, [
      { date: '2026-11-23', minutes: 30 },
      { date: '2026-11-23', minutes: 15 },
      { date: '2026-11-25', minutes: 40 },
      { date: '2026-11-30', minutes: 999 },
    ]);
    expect(summary.totalMinutes).toBe(85);
    expect(summary.daysPractised).toBe(2);
    expect(summary.days.map((day) => day.minutes)).toEqual([45, 0, 40, 0, 0, 0, 0]);
  });
});

describe('a practice streak', () => {
  it('counts the days in a row up to today', () => {
    expect(practiceStreak(['2026-11-25', '2026-11-26', '2026-11-27'], '2026-11-27')).toBe(3);
  });
  it('keeps yesterday’s streak while today has nothing yet', () => {
    expect(practiceStreak(['2026-11-25', '2026-11-26'], '2026-11-27')).toBe(2);
  });
  it('is broken by a day missed', () => {
    expect(practiceStreak(['2026-11-24', '2026-11-26', '2026-11-27'], '2026-11-27')).toBe(2);
    expect(practiceStreak(['2026-11-24', '2026-11-25'], '2026-11-27')).toBe(0);
  });
  it('runs across a month and a year, and ignores days after today', () => {
    expect(practiceStreak(['2026-12-30', '2026-12-31', '2027-01-01', '2027-01-05'], '2027-01-01')).toBe(3);
    expect(practiceStreak([], '2027-01-01')).toBe(0);
  });
});

describe('minutes as a person says them', () => {
  it('reads minutes and hours', () => {
    expect(minutesLabel(0)).toBe('0분');
    expect(minutesLabel(85)).toBe('1시간 25분');
    expect(minutesLabel(45)).toBe('45분');
    expect(minutesLabel(120)).toBe('2시간');
    expect(minutesLabel(1440)).toBe('24시간');
  });
});
