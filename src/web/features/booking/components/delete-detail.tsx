/** What the delete dialog tells before anything goes: who, where, when, and what stays. */
import type { Booking } from '#shared/schemas/booking.ts';
import { Fact } from '../../../components/ui/fact.tsx';
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
        <Fact term="이름">{cell.name}</Fact>
        <Fact term="방">{roomName}</Fact>
        <Fact term="날짜">{dateLabel(cell.date)}</Fact>
        <Fact term="삭제할 시간">{hourRange(cell.time)} (1시간)</Fact>
      </dl>
      {other ? (
        <p className={styles.note}>
          2시간 예약 중 이 1시간만 삭제됩니다. {hourRange(other.time)}는 1시간 예약으로 남습니다.
        </p>
      ) : null}
    </>
  );
}
