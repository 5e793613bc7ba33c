/**
 * /book: rules, the booking form, the board of the chosen date and its deletion log. It sits
 * in the site's layout, whose top menu already carries the studio's name home, so the tablet
 * board's logo strip is not repeated here.
 */
import { useState } from 'react';
import { Island } from '../../../components/island.tsx';
import { Page } from '../../../components/ui/page.tsx';
import { useSeoulNow } from '../../../lib/use-seoul-now.ts';
import { useBoard } from '../api/bookings.ts';
import { useLiveBoard } from '../api/use-live-board.ts';
import { BoardGrid } from '../components/board-grid.tsx';
import { BoardStatus } from '../components/board-status.tsx';
import { BookingForm } from '../components/booking-form.tsx';
import { BookingRulesList } from '../components/booking-rules-list.tsx';
import sectionStyles from '../components/booking-section.module.css';
import { DateSelect } from '../components/date-select.tsx';
import { DeletionLog } from '../components/deletion-log.tsx';
import { useBoardDate } from '../hooks/use-board-date.ts';
import { useDeleteSlot } from '../hooks/use-delete-slot.tsx';
import { dateLabel } from '../lib/date-label.ts';
import styles from './book-page.module.css';

/** The whole page moves (the form, the live board, its log): one island, hydrated at once. */
export function BookPage() {
  return (
    <Island name="book-page" component={BookBoardPage} props={{}} when="load" services={{ toast: true }} />
  );
}

export function BookBoardPage() {
  const now = useSeoulNow();
  const [date, setDate] = useBoardDate(now.today);
  const { live } = useLiveBoard(date);
  const board = useBoard(date, live);
  const deletion = useDeleteSlot();
  const [preset, setPreset] = useState<{ room: number; time: number; key: number } | null>(null);

  return (
    <Page title="연습실 현황" lead="빈 방과 시간을 골라 예약하세요. 예약 현황은 실시간으로 바뀝니다." wide>
      <div className={styles.top}>
        <section className={sectionStyles.card} aria-labelledby="booking-form-title">
          <h2 id="booking-form-title" className={sectionStyles.heading}>
            예약하기
          </h2>
          <DateSelect today={now.today} value={date} onChange={setDate} />
          <BookingForm date={date} now={now} bookings={board.data ?? []} preset={preset} />
        </section>
        <BookingRulesList />
      </div>

      <section className={styles.board} aria-labelledby="booking-board-title">
        <div className={styles.boardHeader}>
          <h2 id="booking-board-title" className={sectionStyles.heading}>
            예약 현황
          </h2>
          <BoardStatus live={live} failed={board.isError} />
        </div>
        <p className={styles.hint}>
          빈 칸을 누르면 예약 양식에 방과 시간이 들어갑니다. 예약된 칸을 누르면 예약할 때 정한 비밀번호로
          삭제할 수 있습니다.
        </p>
        <BoardGrid
          board={board}
          date={date}
          now={now}
          caption={`${dateLabel(date, now.today)} 연습실 예약 현황`}
          onDelete={(cell) => deletion.request(cell, board.data ?? [])}
          onPick={(room, time) => setPreset({ room, time, key: Date.now() })}
        />
      </section>

      <DeletionLog key={date} date={date} live={live} />
      {deletion.dialog}
    </Page>
  );
}
