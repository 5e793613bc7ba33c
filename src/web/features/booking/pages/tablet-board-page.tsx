/**
 * /makeBook: the board on the tablet at the studio. Today only, large cells that fill a
 * 1024×768 landscape screen down to the last hour without scrolling. A tap on a free cell
 * books it (name, 1시간/2시간, PIN); a tap on a booked one deletes it with its PIN after a
 * confirm. It opens on the current hour — the hours already over fold away behind a button —
 * says when its live connection dropped and when it is back, and rolls over to the new day at
 * midnight, so it can stay open all day.
 */
import { type CSSProperties, useState } from 'react';
import { boardHours } from '#shared/booking-rules.ts';
import { hourLabel } from '#shared/time.ts';
import { useSeoulNow } from '../../../lib/use-seoul-now.ts';
import { useSite } from '../../../site-data/site-context.tsx';
import { useDocumentTitle } from '../../../site-data/use-document-title.ts';
import { useBoard } from '../api/bookings.ts';
import { useLiveBoard } from '../api/use-live-board.ts';
import { BoardGrid } from '../components/board-grid.tsx';
import { BoardStatus } from '../components/board-status.tsx';
import { ConnectionNotice } from '../components/connection-notice.tsx';
import { QuickBookDialog } from '../components/quick-book-dialog.tsx';
import { StudioLogoHeader } from '../components/studio-logo-header.tsx';
import { useDeleteSlot } from '../hooks/use-delete-slot.tsx';
import { dateLabel } from '../lib/date-label.ts';
import styles from './tablet-board-page.module.css';

export function TabletBoardPage() {
  useDocumentTitle('오늘의 연습실');
  const now = useSeoulNow();
  const date = now.today;
  const { live, connection } = useLiveBoard(date);
  const board = useBoard(date, live);
  const deletion = useDeleteSlot();
  const [picked, setPicked] = useState<{ room: number; time: number } | null>(null);
  const [showPast, setShowPast] = useState(false);
  const { board: settings } = useSite();
  const hours = boardHours(settings);
  // After closing time the whole day is over: show it all rather than one grey row.
  const firstOpen = now.hour > settings.lastHour ? settings.openHour : Math.max(now.hour, settings.openHour);
  const pastHours = hours.filter((hour) => hour < firstOpen).length;
  const fromHour = showPast ? settings.openHour : firstOpen;
  // The rows share the screen's height: the grid's header row and one per hour shown.
  const shownRows = hours.filter((hour) => hour >= fromHour).length;

  return (
    <div className={styles.shell} style={{ '--tablet-rows': shownRows + 1 } as CSSProperties}>
      <header>
        <StudioLogoHeader />
      </header>
      <main className={styles.main}>
        <div className={styles.titleRow}>
          <h1 className={styles.title}>오늘의 연습실</h1>
          <p className={styles.date}>{dateLabel(date)}</p>
          <BoardStatus live={live} failed={board.isError} />
          {pastHours > 0 ? (
            <button
              type="button"
              className={`button button-secondary ${styles.pastToggle}`}
              aria-pressed={showPast}
              onClick={() => setShowPast((value) => !value)}
            >
              {showPast ? '지난 시간 접기' : `지난 시간 보기 (${hourLabel(settings.openHour)}–)`}
            </button>
          ) : null}
        </div>
        <p className={styles.hint}>
          빈 칸을 누르면 바로 예약할 수 있고, 예약된 칸을 누르면 예약할 때 정한 비밀번호로 삭제할 수 있습니다.
        </p>
        <BoardGrid
          board={board}
          date={date}
          now={now}
          caption={`${dateLabel(date)} 연습실 예약 현황${showPast || pastHours === 0 ? '' : `, ${hourLabel(firstOpen)}부터`}`}
          large
          fromHour={fromHour}
          pickHint="누르면 예약"
          onDelete={(cell) => deletion.request(cell, board.data ?? [])}
          onPick={(room, time) => setPicked((current) => current ?? { room, time })}
        />
      </main>
      <ConnectionNotice connection={connection} />
      {picked ? (
        <QuickBookDialog
          key={`${picked.room}-${picked.time}`}
          date={date}
          now={now}
          room={picked.room}
          time={picked.time}
          bookings={board.data ?? []}
          onClose={() => setPicked(null)}
        />
      ) : null}
      {deletion.dialog}
    </div>
  );
}
