/** Today's lessons (Seoul), in the order they were recorded, with their status. */
import type { LessonRecord } from '#shared/schemas/students.ts';
import { formatSeoulTime } from '#shared/time.ts';
import { lessonStatusTone } from './status-tag.tsx';
import styles from './today-lessons.module.css';

export function TodayLessons({
  lessons,
  showTeacher,
}: {
  lessons: LessonRecord[];
  showTeacher?: (id: string) => string | undefined;
}) {
  if (lessons.length === 0) return <p className={styles.empty}>오늘 기록된 레슨이 아직 없습니다.</p>;
  return (
    <ol className={styles.list} aria-label="오늘 기록된 레슨">
      {lessons.map((lesson) => (
        <li key={lesson.id} className={styles.item}>
          <span className={styles.time}>{formatSeoulTime(lesson.recordedAt)}</span>
          <span className={styles.name}>
            {lesson.name}
            {showTeacher?.(lesson.teacherId) ? (
              <span className={styles.teacher}>{showTeacher(lesson.teacherId)} 선생님</span>
            ) : null}
          </span>
          <span className={`${styles.status} ${lessonStatusTone(lesson.status)}`}>
            {lesson.status}
            {lesson.charged ? '' : ' (차감 없음)'}
          </span>
        </li>
      ))}
    </ol>
  );
}
