/**
 * /book's board island, hydrated on arrival: the live board of the chosen date, its status,
 * and deleting a booking with its PIN. A free cell picked here fills the form (another island,
 * woken for it).
 */

import { useEffect } from 'react';
import { wakeIsland } from '../../../lib/island-wake.ts';
import { useSeoulNow } from '../../../lib/use-seoul-now.ts';
import { useBoard } from '../api/bookings.ts';
import { useLiveBoard } from '../api/use-live-board.ts';
import { pickCell, setBoardLive, useBoardDate } from '../hooks/use-book-page-state.ts';
import { useDeleteSlot } from '../hooks/use-delete-slot.tsx';
import { dateLabel } from '../lib/date-label.ts';
import styles from '../pages/book-page.module.css';
import { BoardGrid } from './board-grid.tsx';
import { BoardStatus } from './board-status.tsx';
import sectionStyles from './booking-section.module.css';

export function BookBoardIsland() {
  const now = useSeoulNow();
  const date = useBoardDate(now.today);
  const { live } = useLiveBoard(date);
  useEffect(() => setBoardLive(live), [live]);
  const board = useBoard(date, live);
  const deletion = useDeleteSlot();

  return (
    <section className={styles.board} aria-labelledby="booking-board-title">
      <div className={styles.boardHeader}>
        <h2 id="booking-board-title" className={sectionStyles.heading}>
          예약 현황
        </h2>
        <BoardStatus live={live} failed={board.isError} />
      </div>
      <p className={styles.hint}>
        빈 칸을 누르면 예약 양식에 방과 시간이 들어갑니다. 예약된 칸을 누르면 예약할 때 정한 비밀번호로 삭제할
        수 있습니다.
      </p>
      <BoardGrid
        board={board}
        date={date}
        now={now}
        caption={`${dateLabel(date, now.today)} 연습실 예약 현황`}
        onDelete={(cell) => deletion.request(cell, board.data ?? [])}
        onPick={(room, time) => {
          pickCell(room, time);
          wakeIsland('book-form');
        }}
      />
      {deletion.dialog}
    </section>
  );
}
