/** The month in one look: sales, lessons by status, new students, payments, prepaid lessons owed. */
import type { MonthFigures } from '#shared/schemas/stats.ts';
import { LESSON_STATUSES } from '#shared/student-rules.ts';
import { formatWon } from '#shared/won.ts';
import styles from './summary-cards.module.css';

export function lessonTotal(figures: MonthFigures): number {
  return LESSON_STATUSES.reduce((sum, status) => sum + figures.lessons[status], 0);
}

export function SummaryCards({ figures, monthName }: { figures: MonthFigures; monthName: string }) {
  return (
    <ul className={styles.cards} aria-label={`${monthName} 요약`}>
      <li className={`${styles.card} ${styles.sales}`}>
        <span className={styles.label}>매출</span>
        <strong className={styles.value} data-testid="sales-total">
          {formatWon(figures.sales)}
        </strong>
        <span className={styles.note}>
          결제 {formatWon(figures.payments.amount)}
          {figures.refunds.count > 0 ? ` − 환불 ${formatWon(figures.refunds.amount)}` : ''}
        </span>
      </li>
      <li className={styles.card}>
        <span className={styles.label}>레슨</span>
        <strong className={styles.value}>{lessonTotal(figures)}회</strong>
        <span className={styles.note}>
          {LESSON_STATUSES.map((status) => `${status} ${figures.lessons[status]}`).join(' · ')}
        </span>
      </li>
      <li className={styles.card}>
        <span className={styles.label}>남은 선불 레슨</span>
        <strong className={styles.value}>{figures.unusedLessons}회</strong>
        <span className={styles.note}>{formatWon(figures.unusedValue)} 어치 (지금 기준)</span>
      </li>
      <li className={styles.card}>
        <span className={styles.label}>결제 · 신규 학생</span>
        <strong className={styles.value}>
          {figures.payments.count}건 · {figures.newStudents}명
        </strong>
        <span className={styles.note}>환불 {figures.refunds.count}건</span>
      </li>
    </ul>
  );
}
