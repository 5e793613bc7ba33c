/** A lesson status as a coloured tag, with 차감 없음 for the statuses that do not charge. */
import type { LessonStatus } from '#shared/student-rules.ts';
import styles from './status-tag.module.css';

const tone: Record<LessonStatus, string | undefined> = {
  출석: styles.attended,
  지각: styles.late,
  당일취소: styles.charged,
  사전취소: styles.notCharged,
  강사사정: styles.notCharged,
};

/** The status's colour class, for a list that draws its own tag (today's lessons). */
export function lessonStatusTone(status: LessonStatus): string {
  return tone[status] ?? '';
}

export function StatusTag({ status, charged }: { status: LessonStatus; charged: boolean }) {
  return (
    <span className={styles.wrap}>
      <span className={`${styles.tag} ${tone[status] ?? ''}`}>{status}</span>
      {charged ? null : <span className={styles.uncharged}>차감 없음</span>}
    </span>
  );
}
