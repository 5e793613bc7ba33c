/**
 * /makeBook: the board on the tablet at the studio. Today only, large cells, no form;
 * tap (or double-click) a booked cell and confirm to delete. It opens on the current hour —
 * the hours already over fold away behind a button — refreshes itself and rolls over to the
 * new day at midnight, so it can stay open all day.
 */
import { useState } from 'react';
import { boardHours } from '#shared/booking-rules.ts';
import { hourLabel } from '#shared/time.ts';
import { useSeoulNow } from '../../../lib/use-seoul-now.ts';
import { useSite } from '../../../site-data/site-context.tsx';
import { useDocumentTitle } from '../../../site-data/use-document-title.ts';
import { useBoard } from '../api/bookings.ts';
import { useLiveBoard } from '../api/use-live-board.ts';
import { BoardGrid } from '../components/board-grid.tsx';
import { BoardStatus } from '../components/board-status.tsx';
import { StudioLogoHeader } from '../components/studio-logo-header.tsx';
import { useDeleteSlot } from '../hooks/use-delete-slot.tsx';
import { dateLabel } from '../lib/date-label.ts';
import styles from './tablet-board-page.module.css';

export function TabletBoardPage() {
  useDocumentTitle('오늘의 연습실');
  const now = useSeoulNow();
  const date = now.today;
  const { live } = useLiveBoard(date);
  const board = useBoard(date, live);
  const deleteSlot = useDeleteSlot();
  const [showPast, setShowPast] = useState(false);
  const { board: settings } = useSite();
  const hours = boardHours(settings);
  // After closing time the whole day is over: show it all rather than one grey row.
  const firstOpen = now.hour > settings.lastHour ? settings.openHour : Math.max(now.hour, settings.openHour);
  const pastHours = hours.filter((hour) => hour < firstOpen).length;

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
        <div className={styles.hintRow}>
          <p className={styles.hint}>
            예약된 칸을 누르면 삭제할 수 있습니다. 예약은 휴대폰으로 QR 코드를 찍어 연습실 현황 페이지에서 해
            주세요.
          </p>
          {pastHours > 0 ? (
            <button
              type="button"
              className="button button-secondary"
              aria-pressed={showPast}
              onClick={() => setShowPast((value) => !value)}
            >
              {showPast ? '지난 시간 접기' : `지난 시간 보기 (${hourLabel(settings.openHour)}–)`}
            </button>
          ) : null}
        </div>
        <BoardGrid
          board={board}
          date={date}
          now={now}
          caption={`${dateLabel(date)} 연습실 예약 현황${showPast || pastHours === 0 ? '' : `, ${hourLabel(firstOpen)}부터`}`}
          large
          fromHour={showPast ? settings.openHour : firstOpen}
          onDelete={(cell) => void deleteSlot(cell, board.data ?? [])}
        />
      </main>
    </div>
  );
}
