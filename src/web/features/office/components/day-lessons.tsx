/**
 * The day's lessons, teacher by teacher, each with what was recorded or 기록 전, and a link to
 * the student's page where the lesson is recorded. A phone reads it first on the page.
 */
import { Link } from 'react-router';
import { timeLabel } from '#shared/day-labels.ts';
import type { OfficeLesson, OfficeToday } from '#shared/schemas/office.ts';
import { Fact } from '../../../components/ui/fact.tsx';
import { paths } from '../../../config/paths.ts';
import styles from './office.module.css';
import { studentPath } from './student-link.ts';

const ABSENT = new Set(['당일취소', '사전취소', '강사사정']);
const kindLabels: Record<string, string> = { makeup: '보강', trial: '체험', moved: '옮긴 수업' };

function LessonRow({ lesson, owner }: { lesson: OfficeLesson; owner: boolean }) {
  const kind = kindLabels[lesson.kind];
  const name = (
    <>
      {lesson.name}
      {kind ? <span className={styles.kind}> {kind}</span> : null}
    </>
  );
  return (
    <li className={styles.lesson}>
      <span className={styles.time}>{timeLabel(lesson.time, lesson.type)}</span>
      <span className={styles.lessonName}>
        {lesson.studentId !== null ? (
          <Link to={studentPath(lesson.name, lesson.teacherId, owner)}>{name}</Link>
        ) : (
          name
        )}
      </span>
      {lesson.status === null ? (
        <span className={styles.pending}>기록 전</span>
      ) : (
        <span className={ABSENT.has(lesson.status) ? styles.absent : styles.done}>{lesson.status}</span>
      )}
    </li>
  );
}

export function DayLessons({ today }: { today: OfficeToday }) {
  const owner = today.scope === 'studio';
  const { counts } = today;
  const byTeacher = today.teachers
    .map((teacher) => ({
      teacher,
      lessons: today.lessons.filter((lesson) => lesson.teacherId === teacher.id),
    }))
    .filter((group) => group.lessons.length > 0);
  return (
    <section className={styles.card} aria-labelledby="office-lessons-title">
      <h2 id="office-lessons-title" className={styles.heading}>
        수업
      </h2>
      <dl className={styles.figures}>
        <Fact term="수업">{counts.lessons}</Fact>
        <Fact term="기록함">{counts.recorded}</Fact>
        <Fact term="기록 전" className={counts.unrecorded > 0 ? styles.figureWarn : undefined}>
          {counts.unrecorded}
        </Fact>
        <Fact term="결석">{counts.absences}</Fact>
      </dl>
      {today.closed ? <p className={styles.note}>휴원일입니다: {today.closed}</p> : null}
      {byTeacher.length === 0 ? (
        <p className={styles.empty}>
          이날은 수업이 없습니다. <Link to={paths.timetable}>시간표</Link>에서 수업을 넣을 수 있습니다.
        </p>
      ) : (
        byTeacher.map(({ teacher, lessons }) => (
          <div key={teacher.id} className={styles.teacherBlock}>
            {owner ? <h3 className={styles.teacherName}>{teacher.name} 선생님</h3> : null}
            <ul className={styles.lessons}>
              {lessons.map((lesson) => (
                <LessonRow key={lesson.key} lesson={lesson} owner={owner} />
              ))}
            </ul>
          </div>
        ))
      )}
    </section>
  );
}
