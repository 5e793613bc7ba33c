/**
 * Which start hours the form offers for a room: not over yet, and every hour the booking would
 * take still free. The server decides in the end (two people may pick the same hour at once);
 * this only spares a visitor a refusal the board already shows.
 */
import {
  type BoardLayout,
  boardHours,
  bookingSlots,
  type Duration,
  isHourOver,
} from '#shared/booking-rules.ts';
import type { Booking } from '#shared/schemas/booking.ts';

type StartState = 'open' | 'over' | 'taken' | 'too_late';

function startState(
  hour: number,
  options: {
    room: number | null;
    type: Duration;
    bookings: Booking[];
    date: string;
    today: string;
    now: number;
    /** The board's published settings: its hours. */
    board: BoardLayout;
  },
): StartState {
  if (isHourOver(options.date, hour, options.today, options.now)) return 'over';
  const slots = bookingSlots(hour, options.type, options.board);
  if (!slots) return 'too_late';
  if (options.room === null) return 'open';
  const taken = new Set(options.bookings.filter((b) => b.room === options.room).map((b) => b.time));
  return slots.some((slot) => taken.has(slot)) ? 'taken' : 'open';
}

export const startNote: Record<StartState, string> = {
  open: '',
  over: ' (지난 시간)',
  taken: ' (예약됨)',
  too_late: ' (마감 시간 넘음)',
};

export function startStates(options: Parameters<typeof startState>[1]): Map<number, StartState> {
  return new Map(boardHours(options.board).map((hour) => [hour, startState(hour, options)]));
}
