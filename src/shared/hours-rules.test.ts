import { describe, expect, it } from 'vitest';
import { dayLabel } from './day-labels.ts';
import { type DayHours, isHalfHourTime, timeLabel, workingSpan } from './hours-rules.ts';

const studio: DayHours[] = [
  { day: '월', from: '10:00', to: '21:00' },
  { day: '토', from: '09:00', to: '13:00' },
];

describe('workingSpan', () => {
  // 2026-11-30 is a Monday, 2026-12-05 a Saturday, 2026-11-29 a Sunday.
  it('is the studio’s span for a teacher without a week of their own; a day left out is closed', () => {
    expect(workingSpan({ studio, teacher: null, exceptions: [] }, '2026-11-30')).toEqual({
      from: 600,
      to: 1260,
    });
    expect(workingSpan({ studio, teacher: null, exceptions: [] }, '2026-11-29')).toBeNull();
  });

  it('keeps a teacher’s week inside the studio’s', () => {
    const teacher: DayHours[] = [
      { day: '월', from: '08:00', to: '15:00' },
      { day: '토', from: '13:00', to: '18:00' },
    ];
    expect(workingSpan({ studio, teacher, exceptions: [] }, '2026-11-30')).toEqual({ from: 600, to: 900 });
    expect(workingSpan({ studio, teacher, exceptions: [] }, '2026-12-05')).toBeNull();
    expect(workingSpan({ studio, teacher: [], exceptions: [] }, '2026-11-30')).toBeNull();
  });

  it('lets an exception win over the teacher’s week, never over a closed studio', () => {
    const teacher: DayHours[] = [{ day: '월', from: '10:00', to: '15:00' }];
    const exceptions = [
      { date: '2026-11-30', from: '17:00', to: '20:30' },
      { date: '2026-12-07', off: true },
      { date: '2026-11-29', from: '10:00', to: '12:00' },
    ];
    expect(workingSpan({ studio, teacher, exceptions }, '2026-11-30')).toEqual({ from: 1020, to: 1230 });
    expect(workingSpan({ studio, teacher, exceptions }, '2026-12-07')).toBeNull();
    expect(workingSpan({ studio, teacher, exceptions }, '2026-11-29')).toBeNull();
  });
});

describe('times', () => {
  it('takes half-hours up to 24:00 only', () => {
    for (const good of ['00:00', '09:30', '23:30', '24:00']) expect(isHalfHourTime(good), good).toBe(true);
    for (const bad of ['9:00', '09:15', '24:30', '25:00', '09:00 ', '０９:００', ''])
      expect(isHalfHourTime(bad), bad).toBe(false);
  });

  it('reads times and dates as people do', () => {
    expect(timeLabel('09:30')).toBe('오전 9시 30분');
    expect(timeLabel('13:00')).toBe('오후 1시');
    expect(timeLabel('24:00')).toBe('밤 12시');
    expect(dayLabel('2026-12-07')).toBe('12월 7일 (월)');
  });
});
