/**
 * A lesson of the calendar as the server sends one, for the timetable's tests: 이서연's weekly
 * 1부 on Tuesday 1 December 2026 at 3 pm.
 */
import type { Occurrence } from '#shared/schemas/calendar.ts';

export function testOccurrence(overrides: Partial<Occurrence> = {}): Occurrence {
  return {
    date: '2026-12-01',
    time: 15,
    type: '1부',
    kind: 'series',
    key: 's2@2026-12-01',
    name: '이서연',
    studentId: 2,
    seriesId: 2,
    ...overrides,
  };
}
