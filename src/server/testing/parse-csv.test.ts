import { describe, expect, it } from 'vitest';
import { toCsv } from '#shared/csv.ts';
import { parseCsv } from './parse-csv.ts';

describe('the CSV reader of the export tests', () => {
  it('reads back what the writer wrote', () => {
    const rows = [
      ['김, 민지', 1],
      ['"따옴표"', -2],
      ['줄\r\n바꿈', 3],
    ];
    expect(parseCsv(toCsv(['이름', '수'], rows))).toEqual([
      ['이름', '수'],
      ['김, 민지', '1'],
      ['"따옴표"', '-2'],
      ['줄\r\n바꿈', '3'],
    ]);
  });
});
