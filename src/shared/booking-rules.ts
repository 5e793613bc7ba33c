/**
 * The practice-room board's pure rules, shared by the server (which enforces them) and the web
 * app (which shows the same board). Spec §2, §5, §9; DESIGN §4. The rooms, the hours and the
 * daily limit are the owner's (the `board` section of the studio's content): every rule takes
 * them as `board`. The constants below are the spec's board, which is also the first-start
 * default.
 */
import { addDays, daysBetween } from './time.ts';

/** What the rules need of the board's settings (the `board` section has these and its rules text). */
export interface BoardLayout {
  /** The first start hour, 0–23. */
  openHour: number;
  /** The last start hour, openHour–23: that slot ends an hour later. */
  lastHour: number;
  /** The rooms' names; room number = position + 1. */
  rooms: readonly string[];
  /** The most hourly slots one name may hold on one day, across all rooms. */
  maxHoursPerName: number;
}

/** Room numbers 1 … 6. */
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
/** A booking's PIN: this many digits, chosen when booking and asked for when deleting. */
export const PIN_LENGTH = 4;
/** What any board may hold, whatever the owner sets (and what the database's checks allow). */
export const MAX_ROOMS = 12;
export const MIN_START_HOUR = 0;
export const MAX_START_HOUR = 23;

/** A room's name until the owner names it: 1번 방, 2번 방, … (the spec's Room1 read oddly on a Korean site). */
export const defaultRoomName = (room: number) => `${room}번 방`;

/** The spec's board: six rooms (1번 방–6번 방), start hours 9–21, 2 hours a name a day. */
export const DEFAULT_BOARD: BoardLayout = {
  openHour: FIRST_HOUR,
  lastHour: LAST_HOUR,
  rooms: ROOMS.map(defaultRoomName),
  maxHoursPerName: MAX_SLOTS_PER_NAME,
};

/** The board's start hours, in order. */
export function boardHours(board: BoardLayout): number[] {
  return Array.from({ length: board.lastHour - board.openHour + 1 }, (_, index) => board.openHour + index);
}

/** The board's room numbers, 1 … number of rooms. */
export function boardRooms(board: BoardLayout): number[] {
  return board.rooms.map((_, index) => index + 1);
}

export function isBoardRoom(room: number, board: BoardLayout): boolean {
  return Number.isInteger(room) && room >= 1 && room <= board.rooms.length;
}

export function isBoardHour(hour: number, board: BoardLayout): boolean {
  return Number.isInteger(hour) && hour >= board.openHour && hour <= board.lastHour;
}

/**
 * A room's name on the board; a room the owner has since removed (an old deletion-log entry)
 * reads as its default name.
 */
export function roomLabel(room: number, board: BoardLayout = DEFAULT_BOARD): string {
  return board.rooms[room - 1] ?? defaultRoomName(room);
}

function durationHours(type: Duration): number {
  return type === '2시간' ? 2 : 1;
}

/**
 * The hourly slots a booking occupies: the start hour and the following ones, or null when
 * one would fall outside the board's hours (a 2-hour booking starting at the last hour).
 */
export function bookingSlots(start: number, type: Duration, board: BoardLayout): number[] | null {
  const slots = Array.from({ length: durationHours(type) }, (_, index) => start + index);
  return slots.every((hour) => isBoardHour(hour, board)) ? slots : null;
}

/** Whether a name holding `held` slots that day may take `adding` more. */
export function withinDailyLimit(held: number, adding: number, board: BoardLayout): boolean {
  return held + adding <= board.maxHoursPerName;
}

/**
 * The other hour of the 2-hour booking that `time` belongs to, given every 2-hour slot of that
 * name in that room that day (docs/decisions/020). With a daily limit above 2 a name may hold
 * 2-hour bookings back to back (10–12 and 12–14); they pair up from the start of the run, since
 * deleting one hour always turns its partner into a 1-hour booking.
 */
export function pairedHour(time: number, twoHourTimes: readonly number[]): number | null {
  const held = new Set(twoHourTimes).add(time);
  let start = time;
  while (held.has(start - 1)) start -= 1;
  const partner = (time - start) % 2 === 0 ? time + 1 : time - 1;
  return held.has(partner) ? partner : null;
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

/** Exactly PIN_LENGTH ASCII digits: what the server takes as a booking's PIN. */
export function isPin(value: string): boolean {
  return value.length === PIN_LENGTH && /^[0-9]+$/.test(value);
}

/**
 * A PIN as typed into a form: full-width digits (a Korean keyboard's ０–９) become ASCII and
 * spaces go, so that "１２３４" and "12 34" are the 1234 the person meant. The server takes
 * only the ASCII form.
 */
export function normalizePinInput(typed: string): string {
  return typed.normalize('NFKC').replace(/\s+/g, '');
}
