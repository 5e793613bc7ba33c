/**
 * What the studio's owed limit (수업 규칙, DESIGN §4) does in the back office, for the owner's
 * settings page: a student with no lessons left is recorded lesson by lesson, on credit while
 * the limit allows, and then refused with the words the teacher will see. Reads the limit from
 * the site it is drawn in, so the settings page shows the draft.
 */
import { owedLimitText, studentsMessages } from '#shared/messages/students.ts';
import { useSite } from '../../../site-data/site-context.tsx';
import styles from './owed-limit-preview.module.css';
import { RemainingBadge } from './remaining-badge.tsx';

export function OwedLimitPreview() {
  const limit = useSite().lessons.owedLimit;
  const allowed = Array.from({ length: limit }, (_, index) => index + 1);
  const refusal = limit > 0 ? owedLimitText(limit) : studentsMessages['students.no_lessons_left'];
  return (
    <div className={styles.preview}>
      <p className={styles.where}>학생 관리: 남은 레슨이 0회인 학생에게 출석을 차례로 기록하면</p>
      <ol className={styles.steps}>
        {allowed.map((count) => (
          <li key={count} className={styles.step}>
            <span className={styles.count}>{count}번째 기록</span>
            <span>기록됨</span>
            <RemainingBadge lesson={-count} />
          </li>
        ))}
        <li className={`${styles.step} ${styles.refused}`}>
          <span className={styles.count}>{limit + 1}번째 기록</span>
          <span>기록되지 않음</span>
          <span className={styles.message}>“{refusal}” → 결제 창으로 이어집니다</span>
        </li>
      </ol>
      <p className={styles.note}>
        {limit > 0
          ? `미수는 다음 결제에서 먼저 정산됩니다. 예: 미수 ${limit}회인 학생이 4회를 결제하면 남은 레슨은 ${4 - limit}회입니다.`
          : '0회로 두면 남은 레슨이 없는 학생은 결제 전에 출석·지각·당일취소를 기록할 수 없습니다.'}
      </p>
    </div>
  );
}
