/**
 * The dated week: a real table, 13 hourly rows × 7 dates, headed "월 12/1". Today's column is
 * marked; a closed day carries its name in its heading and is shaded down its column, its weekly
 * lessons greyed as skipped; the halves outside the studio's or the teacher's hours are grey
 * instead of free blue, and a day without any says 수업 없음 (decision 066). Every lesson and free half the page lets one act on is a button in
 * reading order (row by row, 1부 before 2부), so Tab reaches each and Enter or Space opens it.
 */
import { useEffect, useRef } from 'react';
import { weekDays } from '#shared/calendar-rules.ts';
import { dayLabel } from '#shared/day-labels.ts';
import { lessonSpan, type Span, spanHolds } from '#shared/hours-rules.ts';
import type { Occurrence } from '#shared/schemas/calendar.ts';
import { hourLabel } from '#shared/time.ts';
import { LESSON_HOURS, type LessonType } from '#shared/timetable-rules.ts';
import type { ClosedDay } from '../api/calendar.ts';
import { buildCalendarWeek, dayCellKey, dayHeading } from '../lib/calendar-week.ts';
import styles from './calendar-grid.module.css';
import { type GridMode, OccurrenceSlot, POSITION_TYPES, type SlotPosition } from './occurrence-slot.tsx';

export interface CalendarGridProps {
  monday: string;
  occurrences: readonly Occurrence[];
  closedDays: readonly ClosedDay[];
  today: string;
  mode: GridMode;
  caption: string;
  /** The teacher's working span by date (null: no lessons that day); none given: no shading. */
  spans?: ReadonlyMap<string, Span | null> | undefined;
  onOpen?(occurrence: Occurrence): void;
  onRemove?(occurrence: Occurrence): void;
  onAdd?(date: string, time: number, type: LessonType): void;
}

const noop = () => {};

function isOutside(spans: CalendarGridProps['spans'], date: string, time: number, position: SlotPosition) {
  if (!spans?.has(date)) return false;
  return !spanHolds(spans.get(date) ?? null, lessonSpan(time, POSITION_TYPES[position]));
}
/** How long a first click waits for a second before it opens the lesson (a double-click removes). */
const DOUBLE_CLICK_MS = 250;

export function CalendarGrid({
  monday,
  occurrences,
  closedDays,
  today,
  mode,
  caption,
  spans,
  onOpen = noop,
  onRemove = noop,
  onAdd = noop,
}: CalendarGridProps) {
  const week = buildCalendarWeek(occurrences);
  const days = weekDays(monday);
  const closedOn = new Map(closedDays.map((day) => [day.date, day.name]));
  const pending = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(pending.current), []);

  const open = (occurrence: Occurrence, later: boolean) => {
    window.clearTimeout(pending.current);
    if (later) pending.current = window.setTimeout(() => onOpen(occurrence), DOUBLE_CLICK_MS);
    else onOpen(occurrence);
  };
  const remove = (occurrence: Occurrence) => {
    window.clearTimeout(pending.current);
    onRemove(occurrence);
  };

  return (
    <table className={styles.table}>
      <caption className={styles.caption}>
        {/* Stays in view while the week scrolls sideways on a phone. */}
        <span className={styles.captionText}>{caption}</span>
      </caption>
      <thead>
        <tr>
          <th scope="col" className={styles.corner}>
            시간
          </th>
          {days.map((date) => {
            const closed = closedOn.get(date);
            const classes = [date === today ? styles.today : '', closed ? styles.closedHead : '']
              .filter(Boolean)
              .join(' ');
            return (
              <th
                key={date}
                scope="col"
                className={classes || undefined}
                abbr={dayLabel(date)}
                data-today={date === today ? '' : undefined}
              >
                <span className={styles.day}>{dayHeading(date)}</span>
                {date === today ? <span className={styles.todayMark}>오늘</span> : null}
                {closed ? <span className={styles.closedName}>{closed}</span> : null}
                {!closed && spans?.get(date) === null ? (
                  <span className={styles.noHours}>수업 없음</span>
                ) : null}
              </th>
            );
          })}
        </tr>
      </thead>
      <tbody>
        {LESSON_HOURS.map((time, row) => (
          <tr key={time}>
            <th scope="row" className={styles.hour}>
              {hourLabel(time)}
            </th>
            {days.map((date) => {
              const cell = week.get(dayCellKey(date, time)) ?? {};
              const closed = closedOn.get(date);
              const positions: [SlotPosition, Occurrence | undefined][] = cell.whole
                ? [['whole', cell.whole]]
                : [
                    ['top', cell.top],
                    ['bottom', cell.bottom],
                  ];
              const classes = [
                styles.cellBox,
                date === today ? styles.todayCell : '',
                closed ? styles.closedCell : '',
              ]
                .filter(Boolean)
                .join(' ');
              return (
                <td key={date} className={classes}>
                  {closed && row === 0 ? (
                    // The closure's name down its column, behind the lessons it skips.
                    <span className={styles.closedBanner} aria-hidden="true">
                      {closed}
                    </span>
                  ) : null}
                  <div className={styles.cell}>
                    {positions.map(([position, occurrence]) => (
                      <OccurrenceSlot
                        key={position}
                        date={date}
                        time={time}
                        position={position}
                        occurrence={occurrence}
                        mode={mode}
                        today={today}
                        closed={closed}
                        outside={isOutside(spans, date, time, position)}
                        onOpen={open}
                        onRemove={remove}
                        onAdd={onAdd}
                      />
                    ))}
                  </div>
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
