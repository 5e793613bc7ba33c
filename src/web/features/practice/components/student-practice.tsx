/**
 * 연습 on the student page: the week day by day as the family logged it, with the total, the
 * days and the streak, and the week before or after a tap away.
 */
import { useId, useState } from 'react';
import { dayLabel } from '#shared/day-labels.ts';
import { weekDays, weekOf } from '#shared/practice-rules.ts';
import { addDays } from '#shared/time.ts';
import { useStudentPractice } from '../api/practice-api.ts';
import styles from './practice.module.css';
import { EntryText, WeekBars, WeekFacts } from './week-bars.tsx';

const shift = (week: string, by: number) => weekOf(addDays((weekDays(week) as string[])[0]!, by * 7));

export function StudentPractice({ studentId }: { studentId: number }) {
  const id = useId();
  const [week, setWeek] = useState<string | undefined>(undefined);
  const practice = useStudentPractice(studentId, week);
  const shown = practice.data;
  const thisWeek = shown ? weekOf(shown.today) === shown.week : true;
  return (
    <section className={styles.block} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>연습 기록</h2>
      <p className={styles.lead}>가족이 가족 페이지에서 남긴 연습입니다.</p>
      {practice.isError ? <p role="alert">{practice.error.message}</p> : null}
      {shown ? (
        <>
          <div className={styles.weekNav}>
            <button
              type="button"
              className="button button-secondary"
              onClick={() => setWeek(shift(shown.week, -1))}
            >
              ‹ 지난주
            </button>
            <span className={styles.weekName} aria-live="polite">
              {thisWeek ? '이번 주' : `${dayLabel(shown.days[0]!.date)} 주`}
            </span>
            <button
              type="button"
              className="button button-secondary"
              disabled={thisWeek}
              onClick={() => setWeek(shift(shown.week, 1))}
            >
              다음 주 ›
            </button>
          </div>
          <WeekFacts week={shown} thisWeek={thisWeek} />
          <WeekBars week={shown} label={`${thisWeek ? '이번 주' : '이 주'} 요일별 연습`} />
          {shown.entries.length === 0 ? (
            <p className={styles.empty}>이 주에는 기록된 연습이 없습니다.</p>
          ) : (
            <ul className={styles.entries} aria-label="연습 기록">
              {shown.entries.map((entry) => (
                <li key={entry.id} className={styles.entry}>
                  <EntryText entry={entry} />
                </li>
              ))}
            </ul>
          )}
        </>
      ) : null}
    </section>
  );
}
