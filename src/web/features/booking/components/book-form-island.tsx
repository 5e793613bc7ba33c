/**
 * /book's form island: the date switch and 예약하기. Hydrated when the visitor first reaches for
 * it, or when a cell on the board is picked for it; until then its fields are the browser's
 * own and what is typed there is handed to it as it hydrates (src/web/islands.tsx).
 */
import { wakeIsland } from '../../../lib/island-wake.ts';
import { useSeoulNow } from '../../../lib/use-seoul-now.ts';
import { useBoard } from '../api/bookings.ts';
import { setBoardDate, useBoardDate, useBookPageState } from '../hooks/use-book-page-state.ts';
import { BookingForm } from './booking-form.tsx';
import { DateSelect } from './date-select.tsx';

/**
 * The board and the log follow the chosen date. The log, which waits to come into view, holds
 * the server's list of today's deletions until then: woken now, it shows the chosen date's and
 * follows it live, wherever the visitor has scrolled.
 */
function chooseDate(date: string): void {
  setBoardDate(date);
  wakeIsland('book-log');
}

export function BookFormIsland() {
  const now = useSeoulNow();
  const date = useBoardDate(now.today);
  const { live, preset } = useBookPageState();
  const board = useBoard(date, live);
  return (
    <>
      <DateSelect today={now.today} value={date} onChange={chooseDate} />
      <BookingForm date={date} now={now} bookings={board.data ?? []} preset={preset} />
    </>
  );
}
