import { describe, expect, it } from 'vitest';
import { parseJsonOr } from './json.ts';

describe('reading text as JSON', () => {
  it.each([
    ['["a", 1]', ['a', 1]],
    ['null', null],
    ['not json', 'fallback'],
    ['', 'fallback'],
  ] as const)('reads %j as %j', (text, value) => {
    expect(parseJsonOr(text, 'fallback')).toEqual(value);
  });
});
