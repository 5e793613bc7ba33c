/** 잔여 N회, red at 0 and amber at 1 so a teacher sees at a glance who must pay next. */
import styles from './remaining-badge.module.css';

export function RemainingBadge({ lesson }: { lesson: number }) {
  const tone = lesson === 0 ? styles.empty : lesson === 1 ? styles.low : styles.ok;
  return <span className={`${styles.badge} ${tone}`}>잔여 {lesson}회</span>;
}
