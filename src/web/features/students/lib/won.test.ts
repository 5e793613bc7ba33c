import { describe, expect, it } from 'vitest';
import { amountProblem, groupDigits, parseWon, perLesson, usualPerLesson } from './won.ts';

describe('the payment amount', () => {
  it('reads what people type', () => {
    expect(parseWon('250000')).toBe(250_000);
    expect(parseWon('250,000원')).toBe(250_000);
    expect(parseWon('25만')).toBe(250_000);
    expect(Number.isNaN(parseWon(''))).toBe(true);
    expect(Number.isNaN(parseWon('12a'))).toBe(true);
  });

  it('groups digits by thousands while typing, leaving other text alone', () => {
    expect(groupDigits('2500')).toBe('2,500');
    expect(groupDigits('250,0000')).toBe('2,500,000');
    expect(groupDigits('0050000')).toBe('50,000');
    expect(groupDigits('25만')).toBe('25만');
    expect(groupDigits('')).toBe('');
  });

  it('works out the price of one lesson', () => {
    expect(perLesson(250_000, 4)).toBe(62_500);
    expect(perLesson(100_000, 3)).toBe(33_333);
    expect(perLesson(0, 4)).toBeNull();
    expect(perLesson(250_000, 0)).toBeNull();
    expect(usualPerLesson([{ course: '주 1회', lessons: 4, price: 250_000 }])).toBe(62_500);
    expect(usualPerLesson([])).toBeNull();
  });

  it('names an empty and a huge amount', () => {
    expect(amountProblem(Number.NaN)).toBe('required');
    expect(amountProblem(0)).toBe('required');
    expect(amountProblem(100_000_000)).toBeNull();
    expect(amountProblem(100_000_001)).toBe('too_large');
  });
});
