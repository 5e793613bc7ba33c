/**
 * /book's deletion log island, below the board: hydrated when it comes into view or is reached
 * for, then it follows the chosen date (a new date starts on its first page).
 */
import { useSeoulNow } from '../../../lib/use-seoul-now.ts';
import { useBoardDate, useBookPageState } from '../hooks/use-book-page-state.ts';
import { DeletionLog } from './deletion-log.tsx';

export function BookLogIsland() {
  const date = useBoardDate(useSeoulNow().today);
  return <DeletionLog key={date} date={date} live={useBookPageState().live} />;
}
