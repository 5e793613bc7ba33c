/**
 * The profile on the student page: 악기, 수준 and 수강료 beside the other facts, and the
 * teacher's memo under them, marked as seen by staff only.
 */
import type { Student } from '#shared/schemas/students.ts';
import { formatWon } from '#shared/won.ts';
import { Fact } from '../../../components/ui/fact.tsx';
import { perLesson } from '../lib/won.ts';
import styles from './profile-facts.module.css';

/** `4회 250,000원`, and under it `회당 62,500원`. */
function FeeFact({ fee }: { fee: { pay: number; lesson: number } }) {
  const each = perLesson(fee.pay, fee.lesson);
  return (
    <>
      {`${fee.lesson}회 ${formatWon(fee.pay)}`}
      {each !== null && fee.lesson > 1 ? (
        <span className={styles.each}>{`회당 ${formatWon(each)}`}</span>
      ) : null}
    </>
  );
}

/** Three more rows of the facts list (`<dl>`). */
export function ProfileFacts({ student }: { student: Pick<Student, 'instrument' | 'level' | 'fee'> }) {
  const none = (text: string) => <span className={styles.none}>{text}</span>;
  return (
    <>
      <Fact term="악기">{student.instrument ?? none('없음')}</Fact>
      <Fact term="수준">{student.level ?? none('없음')}</Fact>
      <Fact term="수강료">{student.fee ? <FeeFact fee={student.fee} /> : none('교육 과정 수강료')}</Fact>
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
