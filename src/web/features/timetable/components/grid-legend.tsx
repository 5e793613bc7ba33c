/** What the colours and halves mean, in words as well as colour (WCAG 1.4.1). */
import styles from './timetable-panel.module.css';

export function GridLegend() {
  return (
    <ul className={styles.legend} aria-label="시간표 보는 법">
      <li>
        <span className={`${styles.swatch} ${styles.swatchFilled}`} aria-hidden="true" />
        레슨 있음
      </li>
      <li>
        <span className={`${styles.swatch} ${styles.swatchFree}`} aria-hidden="true" />
        비어 있음
      </li>
      <li>칸 윗부분 1부 · 아랫부분 2부 · 칸 전체 1시간</li>
    </ul>
  );
}
