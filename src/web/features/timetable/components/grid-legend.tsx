/** What the colours, halves and marks mean, in words as well as colour (WCAG 1.4.1). */
import { STATUS_MARKS, UNRECORDED } from '../lib/calendar-week.ts';
import styles from './timetable-panel.module.css';

export function GridLegend({ marks = false, hours = false }: { marks?: boolean; hours?: boolean }) {
  return (
    <div className={styles.legendBox}>
      <ul className={styles.legend} aria-label="시간표 보는 법">
        <li>
          <span className={`${styles.swatch} ${styles.swatchFilled}`} aria-hidden="true" />
          레슨 있음
        </li>
        {marks ? (
          <li>
            <span className={`${styles.swatch} ${styles.swatchOneOff}`} aria-hidden="true" />
            보강·체험·이동
          </li>
        ) : null}
        <li>
          <span className={`${styles.swatch} ${styles.swatchFree}`} aria-hidden="true" />
          비어 있음
        </li>
        {hours ? (
          <li>
            <span className={`${styles.swatch} ${styles.swatchOutside}`} aria-hidden="true" />
            수업 시간 외
          </li>
        ) : null}
        <li>
          <span className={`${styles.swatch} ${styles.swatchClosed}`} aria-hidden="true" />
          휴원
        </li>
        <li>칸 윗부분 1부 · 아랫부분 2부 · 칸 전체 1시간</li>
      </ul>
      {marks ? (
        <ul className={styles.legend} aria-label="기록 표시">
          {Object.entries(STATUS_MARKS).map(([status, mark]) => (
            <li key={status}>
              <span className={styles.markSample} aria-hidden="true">
                {mark}
              </span>
              {status}
            </li>
          ))}
          <li>
            <span className={`${styles.markSample} ${styles.markUnrecorded}`} aria-hidden="true">
              {UNRECORDED}
            </span>
            지난 수업 기록 전
          </li>
        </ul>
      ) : null}
    </div>
  );
}
