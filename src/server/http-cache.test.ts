/** If-None-Match, compared weakly: the compression hook sends W/"…" tags that come back. */
import { describe, expect, it } from 'vitest';
import { etagOf, isNotModified } from './http-cache.ts';

describe('isNotModified', () => {
  it.each([
    [undefined, false],
    ['"abc"', true],
    ['W/"abc"', true],
    ['"x", "abc"', true],
    ['"x",W/"abc"', true],
    ['*', true],
    ['"abcd"', false],
    ['abc', false],
    ['"ab,c"', false],
  ])('If-None-Match: %s against "abc" → %s', (header, expected) => {
    expect(isNotModified(header, '"abc"')).toBe(expected);
  });
});

describe('etagOf', () => {
  it('tags the content, so equal answers share a tag and different ones do not', () => {
    expect(etagOf('studio-1', { a: 1 })).toBe(etagOf('studio-1', { a: 1 }));
    expect(etagOf('studio-1', { a: 1 })).not.toBe(etagOf('studio-1', { a: 2 }));
    expect(etagOf('studio-1', { a: 1 })).toMatch(/^"studio-1-[\w-]{22}"$/);
  });
});
