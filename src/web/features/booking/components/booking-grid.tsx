/**
 * The board: a real table, one row per hour × one column per room of the board's published
 * settings (13 × 6 for the spec's board), with row and column headers. One cell is
 * in the tab order at a time and the arrow keys move between cells (a roving tab stop), so a
 * keyboard reaches every cell without a press of Tab for each. Each cell is a button that says its room,
 * hour and state. A booked cell is deleted by double-click, click/tap, Enter or Delete — each
 * opens the same confirm dialog. Six rooms fit the width down to 320px (no sideways
 * scrolling to discover a room); long names end in an ellipsis and keep their full text in the
 * cell's label and tooltip.
 */
import { type CSSProperties, type KeyboardEvent, useRef, useState } from 'react';
import { boardHours, boardRooms, isHourOver, roomLabel } from '#shared/booking-rules.ts';
import type { Booking } from '#shared/schemas/booking.ts';
import { hourLabel } from '#shared/time.ts';
import type { SeoulNow } from '../../../lib/use-seoul-now.ts';
import { useSite } from '../../../site-data/site-context.tsx';
import { BookingCell } from './booking-cell.tsx';
import styles from './booking-grid.module.css';

export interface BookingGridProps {
  date: string;
  now: SeoulNow;
  bookings: Booking[];
  caption: string;
  large?: boolean;
  /** Hours before this one are left out (the tablet folds the past away); all by default. */
  fromHour?: number;
  onDelete(cell: Booking): void;
  /** An empty cell was chosen; absent where the board cannot book. */
  onPick?(room: number, time: number): void;
  /** What choosing an empty cell does, in its label: fills the form (/book) or books (tablet). */
  pickHint?: string;
}

const MOVES: Record<string, [number, number]> = {
  ArrowUp: [-1, 0],
  ArrowDown: [1, 0],
  ArrowLeft: [0, -1],
  ArrowRight: [0, 1],
};

export function BookingGrid({
  date,
  now,
  bookings,
  caption,
  large = false,
  fromHour,
  onDelete,
  onPick,
  pickHint = '누르면 예약 양식에 입력',
}: BookingGridProps) {
  const { board } = useSite();
  const hours = boardHours(board);
  const rooms = boardRooms(board);
  const [active, setActive] = useState({ row: 0, column: 0 });
  const tableRef = useRef<HTMLTableElement>(null);
  const rows = hours
    .map((hour, row) => ({ hour, row }))
    .filter(({ hour }) => fromHour === undefined || hour >= fromHour);
  const firstRow = rows[0]?.row ?? 0;
  const booked = new Map(bookings.map((booking) => [`${booking.room}-${booking.time}`, booking]));

  const focusCell = (row: number, column: number) => {
    const next = {
      row: Math.max(firstRow, Math.min(hours.length - 1, row)),
      column: Math.max(0, Math.min(rooms.length - 1, column)),
    };
    setActive(next);
    tableRef.current?.querySelector<HTMLButtonElement>(`[data-cell="${next.row}-${next.column}"]`)?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTableElement>) => {
    const move = MOVES[event.key];
    if (move) {
      event.preventDefault();
      focusCell(active.row + move[0], active.column + move[1]);
    } else if (event.key === 'Home') {
      event.preventDefault();
      focusCell(event.ctrlKey ? firstRow : active.row, 0);
    } else if (event.key === 'End') {
      event.preventDefault();
      focusCell(event.ctrlKey ? hours.length - 1 : active.row, rooms.length - 1);
    }
  };

  return (
    <div className={large ? `${styles.scroller} ${styles.large}` : styles.scroller}>
      <table
        ref={tableRef}
        className={styles.table}
        style={{ '--board-rooms': rooms.length } as CSSProperties}
        onKeyDown={onKeyDown}
      >
        <caption className={styles.caption}>
          {caption}
          <span className="visually-hidden"> (화살표 키로 칸을 옮겨 다닐 수 있습니다)</span>
        </caption>
        <thead>
          <tr>
            <th scope="col" className={styles.corner}>
              시간
            </th>
            {rooms.map((room) => (
              <th key={room} scope="col" className={styles.room}>
                {roomLabel(room, board)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map(({ hour, row }) => (
            <tr key={hour}>
              <th scope="row" className={styles.hour}>
                <span className={styles.hourLong}>{hourLabel(hour)}</span>
                {/* Phones: "9시", "13시" fit the narrow column; the full label is still read. */}
                <span className={styles.hourShort} aria-hidden="true">
                  {hour}시
                </span>
              </th>
              {rooms.map((room, column) => {
                const booking = booked.get(`${room}-${hour}`);
                return (
                  <td key={room} className={styles.cellBox}>
                    <BookingCell
                      id={`${row}-${column}`}
                      room={room}
                      roomName={roomLabel(room, board)}
                      time={hour}
                      booking={booking}
                      over={isHourOver(date, hour, now.today, now.hour)}
                      tabbable={Math.max(active.row, firstRow) === row && active.column === column}
                      onFocus={() => setActive({ row, column })}
                      onDelete={onDelete}
                      onPick={onPick}
                      pickHint={pickHint}
                    />
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
