/** A week of practice, Monday first: each day's minutes as a bar, today marked, its facts and its entries. */

import { dayLabel } from '#shared/day-labels.ts';
import { minutesLabel } from '#shared/practice-rules.ts';
import type { PracticeEntry, PracticeWeek } from '#shared/schemas/practice.ts';
import { weekdayOfDate } from '#shared/timetable-rules.ts';
import { Fact } from '../../../components/ui/fact.tsx';
import styles from './practice.module.css';

export function WeekBars({ week, label }: { week: PracticeWeek; label: string }) {
  // An hour fills a bar unless a day of the week holds more.
  const scale = Math.max(60, ...week.days.map((day) => day.minutes));
  return (
    <ol className={styles.bars} aria-label={label}>
      {week.days.map((day) => (
        <li
          key={day.date}
          className={day.date === week.today ? `${styles.bar} ${styles.today}` : styles.bar}
          aria-label={`${dayLabel(day.date)} ${day.minutes > 0 ? minutesLabel(day.minutes) : '연습 없음'}`}
        >
          <span className={styles.barTrack} aria-hidden="true">
            <span className={styles.barFill} style={{ height: `${(day.minutes / scale) * 100}%` }} />
          </span>
          <span className={styles.barMinutes} aria-hidden="true">
            {day.minutes > 0 ? day.minutes : ''}
          </span>
          <span className={styles.barDay} aria-hidden="true">
            {weekdayOfDate(day.date)}
          </span>
        </li>
      ))}
    </ol>
  );
}

/** 이번 주 합계 · 연습한 날 · 연속: the week at a glance. */
export function WeekFacts({ week, thisWeek }: { week: PracticeWeek; thisWeek: boolean }) {
  return (
    <dl className={styles.facts}>
      <Fact term={`${thisWeek ? '이번 주' : '이 주'} 합계`}>{minutesLabel(week.totalMinutes)}</Fact>
      <Fact term="연습한 날">{week.daysPractised}일</Fact>
      <Fact term="연속">{week.streak}일</Fact>
    </dl>
  );
}

/** One day's entry as both the family and the teacher read it: the day, the minutes, the piece if named. */
export function EntryText({ entry }: { entry: PracticeEntry }) {
  return (
    <span className={styles.entryText}>
      <span className={styles.entryDay}>{dayLabel(entry.date)}</span>
      {minutesLabel(entry.minutes)}
      {entry.piece ? ` · ${entry.piece}` : ''}
    </span>
  );
}
