/**
 * The student's lessons on the day each was given, newest day first: the date with its
 * weekday (and the day it was written down, when that was later), the status and what it
 * did, who recorded it. A record of the last 60 days can be corrected or deleted.
 */

import type { ReactNode } from 'react';
import { mayCorrectLesson } from '#shared/record-windows.ts';
import type { LessonHistoryRecord, LessonRecord } from '#shared/schemas/students.ts';
import { seoulDate } from '#shared/time.ts';
import { lessonDayLabel } from '../lib/lesson-day-label.ts';
import styles from './history.module.css';
import { StatusTag } from './status-tag.tsx';

export type Correction = { record: LessonRecord; mode: 'status' | 'delete' };

interface LessonHistoryProps {
  lessons: LessonHistoryRecord[];
  today: string;
  onCorrect(correction: Correction): void;
  /** A record's lesson note button (the lesson-notes feature's, handed in), with the day as named here. */
  renderNote?: ((lesson: LessonHistoryRecord, day: string) => ReactNode) | undefined;
}

const CORRECTIONS = [
  { mode: 'status', label: '수정', action: '상태 바꾸기' },
  { mode: 'delete', label: '삭제', action: '기록 삭제' },
] as const;

/** Newest lesson day first; within a day, the latest written first. */
function byLessonDay<Entry extends LessonRecord>(lessons: readonly Entry[]): Entry[] {
  return [...lessons].sort(
    (a, b) =>
      b.lessonDay.localeCompare(a.lessonDay) || b.recordedAt.localeCompare(a.recordedAt) || b.id - a.id,
  );
}

export function LessonHistory({ lessons, today, onCorrect, renderNote }: LessonHistoryProps) {
  if (lessons.length === 0) return <p className={styles.empty}>아직 기록된 레슨이 없습니다.</p>;
  return (
    <table className={`${styles.table} ${styles.lessons}`}>
      <caption className="visually-hidden">레슨 기록 (레슨 날짜 최근 순)</caption>
      <thead className="head-hidden-below-600">
        <tr>
          <th scope="col">레슨 날짜</th>
          <th scope="col">상태</th>
          <th scope="col">기록한 사람</th>
          <th scope="col">
            <span className="visually-hidden">고치기</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {byLessonDay(lessons).map((lesson) => {
          const day = lessonDayLabel(lesson.lessonDay, today);
          const written = seoulDate(new Date(lesson.recordedAt));
          return (
            <tr key={lesson.id}>
              <td className={styles.day}>
                {day}
                {written !== lesson.lessonDay ? (
                  <span className={styles.note}>{lessonDayLabel(written, today)}에 기록</span>
                ) : null}
              </td>
              <td className={styles.statusCell}>
                <StatusTag status={lesson.status} charged={lesson.charged} />
              </td>
              <td className={styles.by}>
                <span className={styles.byLabel}>기록 </span>
                {lesson.recordedByName}
              </td>
              <td className={styles.manage}>
                <span className={styles.buttons}>
                  {renderNote?.(lesson, day)}
                  {mayCorrectLesson(lesson.lessonDay, today)
                    ? CORRECTIONS.map(({ mode, label, action }) => (
                        <button
                          key={mode}
                          type="button"
                          className="button button-secondary"
                          aria-label={`${day} ${lesson.status} ${action}`}
                          onClick={() => onCorrect({ record: lesson, mode })}
                        >
                          {label}
                        </button>
                      ))
                    : null}
                </span>
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
