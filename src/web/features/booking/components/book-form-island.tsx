/**
 * /book's form island: the date switch and 예약하기. Hydrated when the visitor first reaches for
 * it, or when a cell on the board is picked for it; until then its fields are the browser's
 * own and what is typed there is handed to it as it hydrates (src/web/islands.tsx).
 */
import { useSeoulNow } from '../../../lib/use-seoul-now.ts';
import { useBoard } from '../api/bookings.ts';
import { setBoardDate, useBoardDate, useBoardLive, usePickedCell } from '../hooks/use-book-page-state.ts';
import { BookingForm } from './booking-form.tsx';
import { DateSelect } from './date-select.tsx';

export function BookFormIsland() {
  const now = useSeoulNow();
  const date = useBoardDate(now.today);
  const board = useBoard(date, useBoardLive());
  return (
    <>
      <DateSelect today={now.today} value={date} onChange={setBoardDate} />
      <BookingForm date={date} now={now} bookings={board.data ?? []} preset={usePickedCell()} />
    </>
  );
}
