/**
 * Texts made from the board's settings, the same on the server (its error messages) and in the
 * browser (hints, the pages that name the booking hours). For the spec's board each message is
 * exactly the fixed one in shared/messages/booking.ts.
 */
import { type BoardLayout, DEFAULT_BOARD } from './booking-rules.ts';
import { bookingMessages } from './messages/booking.ts';
import { hourLabel } from './time.ts';

export { dailyLimitLabel } from './daily-limit.ts';

const isDefault = (board: BoardLayout, field: keyof BoardLayout) =>
  JSON.stringify(board[field]) === JSON.stringify(DEFAULT_BOARD[field]);

/** A name would hold more than the limit that day. */
export function overLimitMessage(board: BoardLayout): string {
  if (board.maxHoursPerName === DEFAULT_BOARD.maxHoursPerName) return bookingMessages['booking.over_limit'];
  return `한 사람당 하루 ${board.maxHoursPerName}시간까지만 예약할 수 있습니다.`;
}

/** A 2-hour booking starting at the last hour. */
export function pastClosingMessage(board: BoardLayout): string {
  if (board.openHour === DEFAULT_BOARD.openHour && board.lastHour === DEFAULT_BOARD.lastHour) {
    return bookingMessages['booking.past_closing'];
  }
  if (board.openHour === board.lastHour) {
    return `${hourLabel(board.lastHour)} 한 시간만 열려 있어 1시간만 예약할 수 있습니다.`;
  }
  return `${hourLabel(board.lastHour)}에는 1시간만 예약할 수 있습니다. 2시간 예약은 ${hourLabel(board.lastHour - 1)}까지 시작해 주세요.`;
}

/** A room that is not on the board. */
export function invalidRoomMessage(board: BoardLayout): string {
  if (isDefault(board, 'rooms')) return bookingMessages['booking.invalid_room'];
  const first = board.rooms[0]!;
  const last = board.rooms.at(-1)!;
  return board.rooms.length === 1
    ? `${first}만 예약할 수 있습니다.`
    : `${first}부터 ${last}까지 중에서 선택해 주세요.`;
}

/** A start hour that is not on the board. */
export function invalidTimeMessage(board: BoardLayout): string {
  if (board.openHour === DEFAULT_BOARD.openHour && board.lastHour === DEFAULT_BOARD.lastHour) {
    return bookingMessages['booking.invalid_time'];
  }
  return board.openHour === board.lastHour
    ? `시작 시간은 ${hourLabel(board.openHour)}만 선택할 수 있습니다.`
    : `${hourLabel(board.openHour)}부터 ${hourLabel(board.lastHour)}까지 중에서 시작 시간을 선택해 주세요.`;
}
