import { describe, expect, it } from 'vitest';
import { monthName } from './format.ts';

describe('months on the pay page', () => {
  it('names a month in Korean', () => {
    expect(monthName('2026-03')).toBe('2026년 3월');
    expect(monthName('2026-12')).toBe('2026년 12월');
  });
});
