/**
 * The practice-room board's constants and pure rules, shared by the server (which enforces
 * them) and the web app (which shows the same board). Spec §2, §5, §9; DESIGN §4.
 */
import { addDays, daysBetween } from './time.ts';

/** Rooms Room1 … Room6. */
export const ROOMS = [1, 2, 3, 4, 5, 6] as const;
/** Start hours 9시 … 21시: 13 hourly slots. */
export const HOURS = [9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21] as const;
export const FIRST_HOUR = HOURS[0];
export const LAST_HOUR = HOURS[HOURS.length - 1]!;
export const DURATIONS = ['1시간', '2시간'] as const;
export type Duration = (typeof DURATIONS)[number];
/** Each name may hold at most this many hourly slots per day, across all rooms. */
export const MAX_SLOTS_PER_NAME = 2;
/** Bookings are taken for today and the next 13 days. */
export const DAYS_AHEAD = 13;
export const NAME_MAX_LENGTH = 20;

export function roomLabel(room: number): string {
  return `Room${room}`;
}

export function durationHours(type: Duration): number {
  return type === '2시간' ? 2 : 1;
}

/**
 * The hourly slots a booking occupies: the start hour and the following ones, or null when
 * the last would run past closing (a 2-hour booking starting at 21시).
 */
export function bookingSlots(start: number, type: Duration): number[] | null {
  const slots = Array.from({ length: durationHours(type) }, (_, index) => start + index);
  return slots.every((hour) => hour >= FIRST_HOUR && hour <= LAST_HOUR) ? slots : null;
}

/** The dates one may book on: today and the next DAYS_AHEAD days. */
export function bookableDates(today: string): string[] {
  return Array.from({ length: DAYS_AHEAD + 1 }, (_, index) => addDays(today, index));
}

export function isBookableDate(date: string, today: string): boolean {
  const offset = daysBetween(today, date);
  return offset >= 0 && offset <= DAYS_AHEAD;
}

/** On today's board the hours before the current one are over; the current hour still counts. */
export function isHourOver(date: string, hour: number, today: string, currentHour: number): boolean {
  return date < today || (date === today && hour < currentHour);
}
