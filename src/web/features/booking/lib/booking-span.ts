/**
 * What deleting one hourly cell does (docs/decisions/020-…): that hour goes; of a 2-hour
 * booking, the other hour stays as a 1-hour booking. Pure, so the dialog's words are tested.
 */
import { pairedHour } from '#shared/booking-rules.ts';
import type { Booking } from '#shared/schemas/booking.ts';
import { hourLabel } from '#shared/time.ts';

/** "오후 2시–3시": the hour from `time` to the next. */
export function hourRange(time: number, hours = 1): string {
  const end = hourLabel(time + hours).replace(/^(오전|오후) /, '');
  const sameHalf = hourLabel(time).slice(0, 2) === hourLabel(time + hours).slice(0, 2);
  return `${hourLabel(time)}–${sameHalf ? end : hourLabel(time + hours)}`;
}

/** The other hour of the same 2-hour booking, if the cell belongs to one. */
export function otherHalf(cell: Booking, board: Booking[]): Booking | undefined {
  if (cell.type !== '2시간') return undefined;
  const run = board.filter(
    (slot) => slot.room === cell.room && slot.name === cell.name && slot.type === '2시간',
  );
  const partner = pairedHour(
    cell.time,
    run.map((slot) => slot.time),
  );
  return run.find((slot) => slot.time === partner);
}
