/**
 * 잔여 N회, red at 0 and amber at 1 so a teacher sees at a glance who must pay next; below 0
 * the student owes lessons (미수, DESIGN §4) and the badge says 미수 N회 in red.
 */
import styles from './remaining-badge.module.css';

export function RemainingBadge({ lesson }: { lesson: number }) {
  const tone = lesson < 0 ? styles.owed : lesson === 0 ? styles.empty : lesson === 1 ? styles.low : styles.ok;
  return (
    <span className={`${styles.badge} ${tone}`}>{lesson < 0 ? `미수 ${-lesson}회` : `잔여 ${lesson}회`}</span>
  );
}
