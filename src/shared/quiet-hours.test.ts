import { describe, expect, it } from 'vitest';
import { holdForQuietHours, isQuietHour } from './quiet-hours.ts';

const at = (seoul: string) => new Date(`${seoul}+09:00`);

describe('quiet hours (21:00–08:00 Seoul)', () => {
  it.each([
    ['2026-11-25T20:59:59', false],
    ['2026-11-25T21:00:00', true],
    ['2026-11-26T07:59:59', true],
    ['2026-11-26T08:00:00', false],
  ])('%s is quiet: %s', (seoul, quiet) => {
    expect(isQuietHour(at(seoul))).toBe(quiet);
  });

  it.each([
    // 20:59 and 08:00 go as they are.
    ['2026-11-25T20:59:00', '2026-11-25T11:59:00.000Z'],
    ['2026-11-26T08:00:00', '2026-11-25T23:00:00.000Z'],
    // 21:00, 23:59 and midnight wait for the next morning at 08:00; 07:59 for 08:00 that same day.
    ['2026-11-25T21:00:00', '2026-11-25T23:00:00.000Z'],
    ['2026-11-25T23:59:59', '2026-11-25T23:00:00.000Z'],
    ['2026-11-26T00:00:00', '2026-11-25T23:00:00.000Z'],
    ['2026-11-26T07:59:00', '2026-11-25T23:00:00.000Z'],
    // Across a year end and a month end.
    ['2026-12-31T22:30:00', '2026-12-31T23:00:00.000Z'],
    ['2026-11-30T21:10:00', '2026-11-30T23:00:00.000Z'],
  ])('%s (Seoul) is sent at %s', (seoul, sent) => {
    expect(holdForQuietHours(at(seoul)).toISOString()).toBe(sent);
  });
});
