/**
 * Quiet hours (정보통신망법 §50 for advertising; the studio keeps them for every notice it
 * schedules): nothing scheduled goes out from 21:00 to 08:00 Seoul. A notice due then is held
 * to the next 08:00. Messages that answer what a person just did are not held (the caller
 * decides; see message-events.ts).
 */
import { addDays, seoulDate, seoulHour, seoulHourStart } from './time.ts';

export const QUIET_FROM_HOUR = 21;
export const QUIET_UNTIL_HOUR = 8;

export function isQuietHour(instant: Date): boolean {
  const hour = seoulHour(instant);
  return hour >= QUIET_FROM_HOUR || hour < QUIET_UNTIL_HOUR;
}

/** `instant` itself outside quiet hours, else the 08:00 Seoul that ends them. */
export function holdForQuietHours(instant: Date): Date {
  if (!isQuietHour(instant)) return instant;
  const day = seoulDate(instant);
  const morning = seoulHour(instant) >= QUIET_FROM_HOUR ? addDays(day, 1) : day;
  return seoulHourStart(morning, QUIET_UNTIL_HOUR);
}
