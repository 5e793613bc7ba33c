import { describe, expect, it } from 'vitest';
import { dayLabel, momentLabel, timeLabel } from './lesson-labels.ts';

describe('lesson labels', () => {
  it('names a day with its weekday and a 2부 lesson with its half hour', () => {
    expect(dayLabel('2026-11-26')).toBe('11월 26일 (목)');
    expect(dayLabel('2027-01-03')).toBe('1월 3일 (일)');
    expect(timeLabel(15, '1시간')).toBe('오후 3시');
    expect(timeLabel(10, '2부')).toBe('오전 10시 30분');
  });

  it('names a moment in Seoul, today as 오늘', () => {
    expect(momentLabel('2026-11-28T02:41:00.000Z', '2026-11-28')).toBe('오늘 오전 11:41');
    expect(momentLabel('2026-11-27T12:30:00.000Z', '2026-11-28')).toBe('11월 27일 (금) 오후 9:30');
    // 23:30 UTC is already the next morning in Seoul.
    expect(momentLabel('2026-11-27T23:30:00.000Z', '2026-11-28')).toBe('오늘 오전 8:30');
  });
});
