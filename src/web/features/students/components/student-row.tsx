/**
 * One student in the list: name (to the detail page) with 악기 and 수준, phone and the last
 * lesson, remaining lessons, and the actions of the spec. 레슨 기록 takes the status chosen
 * beside it (출석 unless changed) for today; 날짜 지정 opens the lesson dialog for another day.
 * 방금 기록 취소 undoes the student's latest record of today, and is off when there is none.
 * 삭제, rarely wanted and never by accident, waits in 더보기 with the student page.
 */
import { useId, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import type { LessonRecord, Student, StudentListItem } from '#shared/schemas/students.ts';
import { LESSON_STATUSES, type LessonStatus } from '#shared/student-rules.ts';
import { ChoiceSelect } from '../../../components/ui/choice-select.tsx';
import { lessonDayLabel, relativeDay } from '../lib/lesson-day-label.ts';
import { detailPath } from '../lib/student-paths.ts';
import { MenuButton } from './menu-button.tsx';
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
  student: StudentListItem;
  actions: RowActions;
  busy: boolean;
  /** The student's latest record of today, which 방금 기록 취소 undoes. */
  latestToday: LessonRecord | null;
  /** Shown in the owner's view of every teacher. */
  teacherName?: string | undefined;
  /** Today (Seoul), to name the last lesson's day. */
  today: string;
}

/** 오늘, 어제, else `11월 20일`. */
function lastLessonText(day: string | null, today: string): string {
  if (day === null) return '레슨 기록 없음';
  return `최근 레슨 ${relativeDay(day, today) ?? lessonDayLabel(day, today).replace(/ \(.\)$/, '')}`;
}

export function StudentRow({ student, actions, busy, latestToday, teacherName, today }: StudentRowProps) {
  const id = useId();
  const navigate = useNavigate();
  const [status, setStatus] = useState<LessonStatus>('출석');
  const name = student.name;
  const profile = [student.instrument, student.level].filter(Boolean).join(' · ');
  return (
    <tr className={styles.row}>
      <th scope="row" className={styles.name}>
        <Link to={detailPath(student)}>{name}</Link>
        {profile ? <span className={styles.profile}>{profile}</span> : null}
        {teacherName ? <span className={styles.teacher}>{teacherName} 선생님</span> : null}
      </th>
      <td className={styles.contact}>
        <span className={styles.phone}>{student.phone || '전화번호 없음'}</span>
        <span className={styles.last}>{lastLessonText(student.lastLessonDay, today)}</span>
      </td>
      <td className={styles.remaining}>
        <RemainingBadge lesson={student.lesson} />
      </td>
      <td className={styles.actionsCell}>
        <div className={styles.actions}>
          <label htmlFor={`${id}-status`} className="visually-hidden">
            {name} 레슨 상태
          </label>
          <div className={styles.group}>
            <ChoiceSelect
              id={`${id}-status`}
              className={`input ${styles.status}`}
              choices={LESSON_STATUSES}
              value={status}
              onChange={setStatus}
            />
            <button
              type="button"
              className="button"
              disabled={busy}
              onClick={() => actions.record(student, status)}
              aria-label={`${name} 레슨 기록`}
            >
              레슨 기록
            </button>
            <button
              type="button"
              className="button button-secondary"
              disabled={busy}
              onClick={() => actions.recordOn(student, status)}
              aria-label={`${name} 날짜 지정해 레슨 기록`}
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
            <MenuButton
              label={`${name} 더보기`}
              disabled={busy}
              items={[
                { label: '학생 정보', onSelect: () => navigate(detailPath(student)) },
                { label: '삭제', tone: 'danger', onSelect: () => actions.archive(student) },
              ]}
            >
              <span aria-hidden="true">더보기</span>
            </MenuButton>
          </div>
        </div>
      </td>
    </tr>
  );
}
