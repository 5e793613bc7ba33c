import { describe, expect, it } from 'vitest';
import { formatSignedWon, formatWon } from './won.ts';

describe('formatWon', () => {
  it('writes whole won with thousands separators', () => {
    expect(formatWon(25_000)).toBe('25,000원');
    expect(formatWon(0)).toBe('0원');
    expect(formatWon(1_234_567)).toBe('1,234,567원');
    expect(formatWon(-125_000)).toBe('-125,000원');
  });
});

describe('formatSignedWon', () => {
  it('puts a true minus sign before a negative sum', () => {
    expect(formatSignedWon(67_690)).toBe('67,690원');
    expect(formatSignedWon(0)).toBe('0원');
    expect(formatSignedWon(-30_000)).toBe('−30,000원');
  });
});
