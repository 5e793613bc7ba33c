import { describe, expect, it } from 'vitest';
import { dayLabel, timeLabel } from './lesson-labels.ts';

describe('lesson labels', () => {
  it('names a day with its weekday and a 2부 lesson with its half hour', () => {
    expect(dayLabel('2026-11-26')).toBe('11월 26일 (목)');
    expect(dayLabel('2027-01-03')).toBe('1월 3일 (일)');
    expect(timeLabel(15, '1시간')).toBe('오후 3시');
    expect(timeLabel(10, '2부')).toBe('오전 10시 30분');
  });
});
