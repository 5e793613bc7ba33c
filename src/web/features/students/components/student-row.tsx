/**
 * One student in the list: name (to the detail page), phone, remaining lessons, and the
 * actions of the spec. 레슨 기록 takes the status chosen beside it (출석 unless changed) for
 * today; 날짜 지정 opens the lesson dialog for another day. 방금 기록 취소 undoes the
 * student's latest record of today, and is off when there is none.
 */
import { useId, useState } from 'react';
import { Link } from 'react-router';
import type { LessonRecord, Student } from '#shared/schemas/students.ts';
import { LESSON_STATUSES, type LessonStatus } from '#shared/student-rules.ts';
import { detailPath } from '../lib/student-paths.ts';
import { RemainingBadge } from './remaining-badge.tsx';
import styles from './student-list.module.css';

export interface RowActions {
  record(student: Student, status: LessonStatus): void;
  recordOn(student: Student, status: LessonStatus): void;
  pay(student: Student): void;
  cancel(student: Student, latest: LessonRecord): void;
  archive(student: Student): void;
}

interface StudentRowProps {
  student: Student;
  actions: RowActions;
  busy: boolean;
  /** The student's latest record of today, which 방금 기록 취소 undoes. */
  latestToday: LessonRecord | null;
  /** Shown in the owner's view of every teacher. */
  teacherName?: string | undefined;
}

export function StudentRow({ student, actions, busy, latestToday, teacherName }: StudentRowProps) {
  const id = useId();
  const [status, setStatus] = useState<LessonStatus>('출석');
  const name = student.name;
  return (
    <tr className={styles.row}>
      <th scope="row" className={styles.name}>
        <Link to={detailPath(student)}>{name}</Link>
        {teacherName ? <span className={styles.teacher}>{teacherName} 선생님</span> : null}
      </th>
      <td className={styles.phone}>{student.phone || '—'}</td>
      <td className={styles.remaining}>
        <RemainingBadge lesson={student.lesson} />
      </td>
      <td className={styles.actionsCell}>
        <div className={styles.actions}>
          <label htmlFor={`${id}-status`} className="visually-hidden">
            {name} 레슨 상태
          </label>
          <div className={styles.group}>
            <select
              id={`${id}-status`}
              className={`input ${styles.status}`}
              value={status}
              onChange={(event) => setStatus(event.target.value as LessonStatus)}
            >
              {LESSON_STATUSES.map((option) => (
                <option key={option} value={option}>
                  {option}
                </option>
              ))}
            </select>
            <button
              type="button"
              className={`button ${styles.record}`}
              disabled={busy}
              onClick={() => actions.record(student, status)}
              aria-label={`${name} 레슨 기록`}
            >
              레슨 기록
            </button>
            <button
              type="button"
              className={`button button-secondary ${styles.recordOn}`}
              disabled={busy}
              onClick={() => actions.recordOn(student, status)}
              aria-label={`${name} 다른 날짜로 레슨 기록`}
            >
              날짜 지정
            </button>
          </div>
          <div className={styles.group}>
            <button
              type="button"
              className="button button-accent"
              disabled={busy}
              onClick={() => actions.pay(student)}
              aria-label={`${name} 결제`}
            >
              결제
            </button>
            <button
              type="button"
              className="button button-secondary"
              disabled={busy || !latestToday}
              onClick={() => latestToday && actions.cancel(student, latestToday)}
              aria-label={`${name} 방금 기록 취소`}
              title={
                latestToday
                  ? `오늘 기록한 ${latestToday.status}을(를) 취소합니다`
                  : '오늘 기록된 레슨이 없습니다'
              }
            >
              방금 기록 취소
            </button>
            <button
              type="button"
              className="button button-danger"
              disabled={busy}
              onClick={() => actions.archive(student)}
              aria-label={`${name} 삭제`}
            >
              삭제
            </button>
          </div>
        </div>
      </td>
    </tr>
  );
}
