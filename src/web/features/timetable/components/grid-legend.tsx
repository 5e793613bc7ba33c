/** What the colours, halves and marks mean, in words as well as colour (WCAG 1.4.1). */
import { STATUS_MARKS, UNRECORDED } from '../lib/calendar-week.ts';
import styles from './timetable-panel.module.css';

export function GridLegend({ marks = false, hours = false }: { marks?: boolean; hours?: boolean }) {
  const swatches = [
    { swatch: styles.swatchFilled, label: '레슨 있음', shown: true },
    { swatch: styles.swatchOneOff, label: '보강·체험·이동', shown: marks },
    { swatch: styles.swatchFree, label: '비어 있음', shown: true },
    { swatch: styles.swatchOutside, label: '수업 시간 외', shown: hours },
    { swatch: styles.swatchClosed, label: '휴원', shown: true },
  ];
  return (
    <div className={styles.legendBox}>
      <ul className={styles.legend} aria-label="시간표 보는 법">
        {swatches
          .filter(({ shown }) => shown)
          .map(({ swatch, label }) => (
            <li key={label}>
              <span className={`${styles.swatch} ${swatch}`} aria-hidden="true" />
              {label}
            </li>
          ))}
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
