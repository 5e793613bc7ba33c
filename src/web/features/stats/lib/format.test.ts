import { describe, expect, it } from 'vitest';
import { dayLabel } from '#shared/day-labels.ts';
import { monthShort, shortWon } from './format.ts';

describe('statistics formats', () => {
  it('shows short axis labels', () => {
    expect(shortWon(1_250_000)).toBe('125만');
    expect(shortWon(0)).toBe('0');
    expect(shortWon(5_000)).toBe('5,000');
  });

  it('shows days and months in Korean', () => {
    expect(dayLabel('2026-03-05')).toBe('3월 5일 (목)');
    expect(monthShort('2026-03')).toBe('3월');
    expect(monthShort('2025-12', true)).toBe('2025년 12월');
  });
});
