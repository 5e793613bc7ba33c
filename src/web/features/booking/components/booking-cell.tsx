/** One hour of one room: a button that announces room, hour and state. */
import type { Booking } from '#shared/schemas/booking.ts';
import { hourLabel } from '#shared/time.ts';
import styles from './booking-grid.module.css';

interface BookingCellProps {
  id: string;
  room: number;
  /** The room's name on the board (the owner's). */
  roomName: string;
  time: number;
  booking: Booking | undefined;
  over: boolean;
  tabbable: boolean;
  onFocus(): void;
  onDelete(cell: Booking): void;
  onPick?(room: number, time: number): void;
  pickHint: string;
}

export function BookingCell({
  id,
  room,
  roomName,
  time,
  booking,
  over,
  tabbable,
  onFocus,
  onDelete,
  onPick,
  pickHint,
}: BookingCellProps) {
  const place = `${roomName} ${hourLabel(time)}`;
  const pickable = !booking && !over && onPick !== undefined;
  const state = booking
    ? `${booking.name} 예약됨${booking.type === '2시간' ? ' (2시간 예약)' : ''}, 누르면 삭제`
    : over
      ? '지난 시간'
      : pickable
        ? `비어 있음, ${pickHint}`
        : '비어 있음';
  const className = booking ? styles.booked : over ? styles.over : styles.free;

  const activate = () => {
    if (booking) onDelete(booking);
    else if (pickable) onPick(room, time);
  };

  return (
    <button
      type="button"
      data-cell={id}
      className={`${styles.cell} ${className}`}
      tabIndex={tabbable ? 0 : -1}
      aria-label={`${place}, ${state}`}
      aria-disabled={!booking && !pickable ? true : undefined}
      onFocus={onFocus}
      onClick={activate}
      // A double-click's first click already opened the dialog; the hook ignores the second.
      onDoubleClick={() => booking && onDelete(booking)}
      onKeyDown={(event) => {
        if (booking && (event.key === 'Delete' || event.key === 'Backspace')) {
          event.preventDefault();
          onDelete(booking);
        }
      }}
    >
      {booking ? (
        <span className={styles.name} title={booking.name}>
          {booking.name}
        </span>
      ) : null}
    </button>
  );
}
