/**
 * A paid package as the server sends one, for the students' component tests: 4 lessons paid 25
 * days ago, 3 of them left, its last day 3 days away.
 */
import type { LessonPackage } from '#shared/schemas/calendar.ts';
import { addDays, seoulDate } from '#shared/time.ts';

export function testPackage(overrides: Partial<LessonPackage> = {}): LessonPackage {
  const today = seoulDate(new Date());
  return {
    paymentId: 12,
    payDay: addDays(today, -25),
    lessons: 4,
    unused: 3,
    expiresOn: addDays(today, 3),
    state: 'expiring',
    ...overrides,
  };
}
