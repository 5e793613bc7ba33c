import { describe, expect, it } from 'vitest';
import { formatWon, monthName } from './format.ts';

describe('amounts and months on the pay page', () => {
  it('groups won by thousands, with a true minus for adjustments taken back', () => {
    expect(formatWon(67_690)).toBe('67,690원');
    expect(formatWon(0)).toBe('0원');
    expect(formatWon(-30_000)).toBe('−30,000원');
  });

  it('names a month in Korean', () => {
    expect(monthName('2026-03')).toBe('2026년 3월');
    expect(monthName('2026-12')).toBe('2026년 12월');
  });
});
