/** What the delete dialog tells before anything goes: who, where, when, and what stays. */
import type { Booking } from '#shared/schemas/booking.ts';
import { hourRange } from '../lib/booking-span.ts';
import { dateLabel } from '../lib/date-label.ts';
import styles from './delete-detail.module.css';

/** Rendered in the confirm dialog, outside the site's content: the room's name comes in. */
export function DeleteDetail({
  cell,
  roomName,
  other,
}: {
  cell: Booking;
  roomName: string;
  other: Booking | undefined;
}) {
  return (
    <>
      <dl className={styles.facts}>
        <div>
          <dt>이름</dt>
          <dd>{cell.name}</dd>
        </div>
        <div>
          <dt>방</dt>
          <dd>{roomName}</dd>
        </div>
        <div>
          <dt>날짜</dt>
          <dd>{dateLabel(cell.date)}</dd>
        </div>
        <div>
          <dt>삭제할 시간</dt>
          <dd>{hourRange(cell.time)} (1시간)</dd>
        </div>
      </dl>
      {other ? (
        <p className={styles.note}>
          2시간 예약 중 이 1시간만 삭제됩니다. {hourRange(other.time)}는 1시간 예약으로 남습니다.
        </p>
      ) : null}
    </>
  );
}
