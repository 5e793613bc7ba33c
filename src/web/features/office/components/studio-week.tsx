/**
 * The studio's week: a row for each day, a column for each teacher, every lesson in its cell
 * with its hour, name and what was recorded. The timetable page shows one teacher's week to
 * plan in; this one shows the whole studio at once, read from the same calendar.
 */
import { Link } from 'react-router';
import { weekDays } from '#shared/calendar-rules.ts';
import { dayLabel } from '#shared/day-labels.ts';
import type { Occurrence } from '#shared/schemas/calendar.ts';
import type { OfficeToday } from '#shared/schemas/office.ts';
import { addDays } from '#shared/time.ts';
import { SecondaryButton } from '../../../components/ui/secondary-button.tsx';
import { paths } from '../../../config/paths.ts';
import { useStudioWeek } from '../api/office-api.ts';
import styles from './office.module.css';

const ABSENT = new Set(['당일취소', '사전취소', '강사사정']);

/** Short in a cell, and never ambiguous between morning and evening: "14:00", "14:30" for a 2부. */
function slotLabel(occurrence: Occurrence): string {
  return `${occurrence.time}:${occurrence.type === '2부' ? '30' : '00'}`;
}

function Cell({ items }: { items: Occurrence[] }) {
  if (items.length === 0) return <span className={styles.none}>—</span>;
  return (
    <ul className={styles.cellList}>
      {items.map((item, index) => (
        <li
          key={item.key ?? `${item.time}-${index}`}
          className={
            item.closed
              ? styles.slotClosed
              : item.status && ABSENT.has(item.status)
                ? styles.slotAbsent
                : item.status
                  ? styles.slotDone
                  : styles.slot
          }
        >
          <span className={styles.slotTime}>{slotLabel(item)}</span> {item.name ?? '수업'}
          {item.closed ? ' (휴원)' : item.status ? ` · ${item.status}` : ''}
        </li>
      ))}
    </ul>
  );
}

interface StudioWeekProps {
  today: OfficeToday;
  monday: string;
  onWeek(monday: string): void;
}

export function StudioWeek({ today, monday, onWeek }: StudioWeekProps) {
  const week = useStudioWeek(monday);
  const days = weekDays(monday);
  const occurrences = week.data ?? [];
  // A column for each teacher with lessons this week (the owner who does not teach has none).
  const busy = today.teachers.filter((teacher) => occurrences.some((item) => item.teacherId === teacher.id));
  const teachers = busy.length > 0 ? busy : today.teachers;
  const cell = (date: string, teacherId: string) =>
    occurrences.filter((item) => item.date === date && item.teacherId === teacherId);
  return (
    <section className={`${styles.card} ${styles.week}`} aria-labelledby="office-week-title">
      <div className={styles.weekHead}>
        <h2 id="office-week-title" className={styles.heading}>
          {today.scope === 'studio' ? '학원 전체 주간 시간표' : '내 주간 시간표'}
        </h2>
        <div className={styles.weekNav}>
          <SecondaryButton onClick={() => onWeek(addDays(monday, -7))}>지난주</SecondaryButton>
          <SecondaryButton onClick={() => onWeek(addDays(monday, 7))}>다음 주</SecondaryButton>
        </div>
      </div>
      <p className={styles.weekRange}>
        {dayLabel(days[0] as string)} – {dayLabel(days[6] as string)} ·{' '}
        <Link to={paths.timetable}>시간표에서 수업 넣고 바꾸기</Link>
      </p>
      {week.isError ? (
        <p role="alert">{week.error.message}</p>
      ) : (
        // A table wider than a phone scrolls by itself, with the day column kept in view; the
        // keyboard scrolls it once it has the focus.
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling box must take the keyboard's focus.
        <section className={styles.tableScroll} tabIndex={0} aria-label="요일별, 선생님별 수업">
          <table className={styles.weekTable} aria-busy={week.isPending}>
            <caption className="visually-hidden">요일별, 선생님별 수업</caption>
            <thead>
              <tr>
                <th scope="col">요일</th>
                {teachers.map((teacher) => (
                  <th key={teacher.id} scope="col">
                    {teacher.name}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {days.map((date) => (
                <tr key={date} className={date === today.date ? styles.todayRow : undefined}>
                  <th scope="row">{dayLabel(date)}</th>
                  {teachers.map((teacher) => (
                    <td key={teacher.id}>
                      <Cell items={cell(date, teacher.id)} />
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      )}
    </section>
  );
}
