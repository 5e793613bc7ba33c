/**
 * The daily limit as the booking forms name it. Its own module, without the board's messages
 * (board-texts.ts), so /book's form does not carry the message table for one hint.
 */

/** The hint under the name field and the like: "한 사람당 하루 2시간까지". */
export function dailyLimitLabel(board: { maxHoursPerName: number }): string {
  return `한 사람당 하루 ${board.maxHoursPerName}시간까지`;
}
