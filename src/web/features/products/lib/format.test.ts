import { describe, expect, it } from 'vitest';
import { parseIdx, seoulDateTime } from './format.ts';

describe('product formatting', () => {
  it('shows an instant in Seoul time, across the date line', () => {
    expect(seoulDateTime('2026-11-21T01:05:00.000Z')).toBe('2026-11-21 10:05');
    expect(seoulDateTime('2026-11-21T15:30:00.000Z')).toBe('2026-11-22 00:30');
  });

  it('reads only whole product numbers in range', () => {
    expect(parseIdx('12')).toBe(12);
    for (const bad of [undefined, '', '0', '-1', '1.5', 'abc', '1e3', '99999999999', '2147483648']) {
      expect(parseIdx(bad)).toBeNull();
    }
  });
});
