/**
 * The board's bookable hours as pages name them. Its own module, without the board's rules and
 * messages, so the home and directions pages that show the hours don't carry those.
 */
const clock = (hour: number) => `${String(hour).padStart(2, '0')}:00`;

/** "매일 09:00–22:00": from the first slot's start to the last slot's end (24:00 at midnight). */
export function boardHoursLabel(board: { openHour: number; lastHour: number }): string {
  return `매일 ${clock(board.openHour)}–${clock(board.lastHour + 1)}`;
}
