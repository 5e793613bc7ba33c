import { describe, expect, it } from 'vitest';
import { holdForQuietHours, isQuietHour } from './quiet-hours.ts';

const at = (seoul: string) => new Date(`${seoul}+09:00`);

describe('quiet hours (21:00–08:00 Seoul)', () => {
  it('lets 20:59 go as it is', () => {
    expect(isQuietHour(at('2026-11-25T20:59:59'))).toBe(false);
    expect(holdForQuietHours(at('2026-11-25T20:59:00')).toISOString()).toBe('2026-11-25T11:59:00.000Z');
  });

  it('holds 21:00 to the next morning at 08:00', () => {
    expect(isQuietHour(at('2026-11-25T21:00:00'))).toBe(true);
    expect(holdForQuietHours(at('2026-11-25T21:00:00')).toISOString()).toBe('2026-11-25T23:00:00.000Z');
  });

  it('holds 23:59 and midnight to the same 08:00', () => {
    expect(holdForQuietHours(at('2026-11-25T23:59:59')).toISOString()).toBe('2026-11-25T23:00:00.000Z');
    expect(holdForQuietHours(at('2026-11-26T00:00:00')).toISOString()).toBe('2026-11-25T23:00:00.000Z');
  });

  it('holds 07:59 to 08:00 of that same day', () => {
    expect(isQuietHour(at('2026-11-26T07:59:59'))).toBe(true);
    expect(holdForQuietHours(at('2026-11-26T07:59:00')).toISOString()).toBe('2026-11-25T23:00:00.000Z');
  });

  it('lets 08:00 go as it is', () => {
    expect(isQuietHour(at('2026-11-26T08:00:00'))).toBe(false);
    expect(holdForQuietHours(at('2026-11-26T08:00:00')).toISOString()).toBe('2026-11-25T23:00:00.000Z');
  });

  it('crosses a month and a year end', () => {
    expect(holdForQuietHours(at('2026-12-31T22:30:00')).toISOString()).toBe('2026-12-31T23:00:00.000Z');
    expect(holdForQuietHours(at('2026-11-30T21:10:00')).toISOString()).toBe('2026-11-30T23:00:00.000Z');
  });
});
