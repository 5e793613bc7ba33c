import { describe, expect, it } from 'vitest';
import { dateLabel } from './date-label.ts';

describe('dateLabel', () => {
  it('names the day in Korean with its weekday', () => {
    expect(dateLabel('2026-11-25', '2026-11-21')).toBe('11월 25일 (수)');
  });

  it('marks today and tomorrow', () => {
    expect(dateLabel('2026-11-21', '2026-11-21')).toBe('11월 21일 (토) 오늘');
    expect(dateLabel('2026-11-22', '2026-11-21')).toBe('11월 22일 (일) 내일');
  });
});
