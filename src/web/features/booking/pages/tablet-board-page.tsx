/**
 * /makeBook: the board on the tablet at the studio. Today only, large cells, no form;
 * tap (or double-click) a booked cell and confirm to delete. It refreshes itself and rolls
 * over to the new day at midnight, so it can stay open all day.
 */

import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useBoard } from '../api/bookings.ts';
import { useLiveBoard } from '../api/use-live-board.ts';
import { BoardGrid } from '../components/board-grid.tsx';
import { BoardStatus } from '../components/board-status.tsx';
import { StudioLogoHeader } from '../components/studio-logo-header.tsx';
import { useDeleteSlot } from '../hooks/use-delete-slot.ts';
import { useSeoulNow } from '../hooks/use-seoul-now.ts';
import { dateLabel } from '../lib/date-label.ts';
import styles from './tablet-board-page.module.css';

export function TabletBoardPage() {
  useDocumentTitle('오늘의 연습실');
  const now = useSeoulNow();
  const date = now.today;
  const { live } = useLiveBoard(date);
  const board = useBoard(date, live);
  const deleteSlot = useDeleteSlot(date);

  return (
    <div className={styles.shell}>
      <header>
        <StudioLogoHeader large />
      </header>
      <main className={styles.main}>
        <div className={styles.titleRow}>
          <h1 className={styles.title}>오늘의 연습실</h1>
          <p className={styles.date}>{dateLabel(date)}</p>
          <BoardStatus live={live} failed={board.isError} />
        </div>
        <p className={styles.hint}>
          예약된 칸을 누르면 삭제할 수 있습니다. 예약은 QR 코드로 접속해서 해 주세요.
        </p>
        <BoardGrid
          board={board}
          date={date}
          now={now}
          caption={`${dateLabel(date)} 연습실 예약 현황`}
          large
          onDelete={(room, time) => void deleteSlot(room, time)}
        />
      </main>
    </div>
  );
}
