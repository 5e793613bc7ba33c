import { describe, expect, it } from 'vitest';
import { clockTime, fileSize } from './file-size.ts';

describe('sizes and times of lesson files', () => {
  it('reads sizes in KB below a megabyte and MB above', () => {
    expect([fileSize(10), fileSize(870_400), fileSize(4.2 * 1024 * 1024)]).toEqual(['1KB', '850KB', '4.2MB']);
  });
  it('shows a recording’s time as minutes and seconds', () => {
    expect([clockTime(0), clockTime(5.9), clockTime(760)]).toEqual(['0:00', '0:05', '12:40']);
  });
});
