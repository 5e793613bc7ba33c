import { describe, expect, it } from 'vitest';
import { maskName } from './name-mask.ts';

describe('maskName', () => {
  it.each([
    ['김', '김'],
    ['이준', '이*'],
    ['김민수', '김*수'],
    ['남궁민수', '남**수'],
    ['황보', '황*'],
    ['Kim', 'K*m'],
    ['John Smith', 'J********h'],
    ['A', 'A'],
    ['', ''],
  ])('%s → %s', (name, masked) => {
    expect(maskName(name)).toBe(masked);
  });

  it('counts a character made of several code points as one', () => {
    expect(maskName('Zoë'.normalize('NFD'))).toBe(`Z*${'ë'.normalize('NFD')}`);
  });
});
