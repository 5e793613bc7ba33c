import { describe, expect, it } from 'vitest';
import { parseRange } from './byte-range.ts';

describe('a Range header against a file of 1000 bytes', () => {
  it.each([
    ['bytes=0-99', { start: 0, end: 99 }],
    ['bytes=0-', { start: 0, end: 999 }],
    ['bytes=500-', { start: 500, end: 999 }],
    ['bytes=990-2000', { start: 990, end: 999 }],
    ['bytes=-10', { start: 990, end: 999 }],
    ['bytes=-5000', { start: 0, end: 999 }],
    ['bytes=999-999', { start: 999, end: 999 }],
  ])('%s answers that part', (header, range) => {
    expect(parseRange(header, 1000)).toEqual(range);
  });

  it.each(['bytes=1000-', 'bytes=1000-1001', 'bytes=-0', `bytes=${'9'.repeat(30)}-`])(
    '%s cannot be satisfied',
    (header) => {
      expect(parseRange(header, 1000)).toBe('unsatisfiable');
    },
  );

  it.each([undefined, 'items=0-1', 'bytes=0-1,5-6', 'bytes=5-1', 'bytes=-', 'bytes=a-b', 'bytes 0-1'])(
    '%s is ignored: the whole file',
    (header) => {
      expect(parseRange(header, 1000)).toBe('whole');
    },
  );
});
