/**
 * The profile on the student page: 악기, 수준 and 수강료 beside the other facts, and the
 * teacher's memo under them, marked as seen by staff only.
 */
import type { Student } from '#shared/schemas/students.ts';
import { formatWon } from '#shared/student-rules.ts';
import { perLesson } from '../lib/won.ts';
import styles from './profile-facts.module.css';

/** `4회 250,000원 (회당 62,500원)`. */
export function feeText(fee: { pay: number; lesson: number }): string {
  const each = perLesson(fee.pay, fee.lesson);
  return `${fee.lesson}회 ${formatWon(fee.pay)}${each !== null && fee.lesson > 1 ? ` (회당 ${formatWon(each)})` : ''}`;
}

/** Three more rows of the facts list (`<dl>`). */
export function ProfileFacts({ student }: { student: Pick<Student, 'instrument' | 'level' | 'fee'> }) {
  return (
    <>
      <div>
        <dt>악기</dt>
        <dd className={student.instrument ? undefined : styles.none}>{student.instrument ?? '없음'}</dd>
      </div>
      <div>
        <dt>수준</dt>
        <dd className={student.level ? undefined : styles.none}>{student.level ?? '없음'}</dd>
      </div>
      <div>
        <dt>수강료</dt>
        <dd className={student.fee ? undefined : styles.none}>
          {student.fee ? feeText(student.fee) : '교육 과정 수강료'}
        </dd>
      </div>
    </>
  );
}

export function StudentMemo({ memo }: { memo: string | null }) {
  if (!memo) return null;
  return (
    <section className={styles.memo} aria-labelledby="student-memo-title">
      <h2 id="student-memo-title" className={styles.memoTitle}>
        메모 <span className={styles.private}>선생님만 보기</span>
      </h2>
      <p className={styles.memoText}>{memo}</p>
    </section>
  );
}
