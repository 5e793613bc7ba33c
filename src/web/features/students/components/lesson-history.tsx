/** The student's lessons, newest first: date, status and who recorded it. */
import type { LessonRecord } from '#shared/schemas/students.ts';
import styles from './history.module.css';

export function LessonHistory({ lessons }: { lessons: LessonRecord[] }) {
  if (lessons.length === 0) return <p className={styles.empty}>아직 기록된 레슨이 없습니다.</p>;
  return (
    <table className={styles.table}>
      <caption className="visually-hidden">레슨 기록 (최근 순)</caption>
      <thead>
        <tr>
          <th scope="col">날짜</th>
          <th scope="col">상태</th>
          <th scope="col">기록한 사람</th>
        </tr>
      </thead>
      <tbody>
        {lessons.map((lesson) => (
          <tr key={lesson.id}>
            <td>{lesson.lessonDay}</td>
            <td>
              {lesson.status}
              {lesson.charged ? '' : <span className={styles.note}> (차감 없음)</span>}
            </td>
            <td>{lesson.recordedBy}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
