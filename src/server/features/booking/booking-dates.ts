/** Which Seoul date a request means, and whether it may be changed now. */
import { isBookableDate } from '#shared/booking-rules.ts';
import { seoulDate, seoulHour } from '#shared/time.ts';
import { AppError } from '../../app-error.ts';
import type { Clock } from '../../plugins/database.ts';

export function today(clock: Clock): string {
  return seoulDate(clock.now());
}

/** The requested date, or today; refused outside today … today + 13 when `bookable`. */
export function resolveDate(clock: Clock, date: string | undefined, options: { bookable: boolean }): string {
  const now = today(clock);
  const resolved = date ?? now;
  if (options.bookable && !isBookableDate(resolved, now))
    throw new AppError('booking.date_out_of_range', 400);
  return resolved;
}

export function currentSeoulHour(clock: Clock): number {
  return seoulHour(clock.now());
}
