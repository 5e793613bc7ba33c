/**
 * The week: a real table, 13 hourly rows × 7 days, with row and column headers. Each cell is
 * one 1시간 slot or two halves (1부 above, 2부 below). On the teacher's own week one slot is in
 * the tab order at a time and the arrow keys move between slots, like the booking board; a
 * tapped lesson opens its 삭제 panel.
 */
import { type KeyboardEvent, useRef, useState } from 'react';
import type { Lesson } from '#shared/schemas/timetable.ts';
import { hourLabel } from '#shared/time.ts';
import { LESSON_HOURS, type LessonType, WEEKDAYS, type Weekday } from '#shared/timetable-rules.ts';
import { buildWeek, cellKey } from '../lib/week.ts';
import { LessonActions, type SelectedLesson } from './lesson-actions.tsx';
import { type GridMode, LessonSlot, type SlotPosition } from './lesson-slot.tsx';
import styles from './timetable-grid.module.css';

export interface TimetableGridProps {
  lessons: readonly Lesson[];
  mode: GridMode;
  caption: string;
  /** Today's column is marked, so a glance finds it. */
  today?: Weekday;
  onDelete?(day: Weekday, time: number, type: LessonType): void;
  onPick?(day: Weekday, time: number, type: LessonType): void;
}

const noop = () => {};

/** The slot buttons of one day, top to bottom (document order is row by row, top half first). */
function slotsOf(table: HTMLTableElement | null, column: number): HTMLButtonElement[] {
  return [...(table?.querySelectorAll<HTMLButtonElement>(`[data-column="${column}"]`) ?? [])];
}

function parseKey(key: string) {
  const [row, column, half] = key.split('-').map(Number) as [number, number, number];
  return { row, column, half };
}

export function TimetableGrid({
  lessons,
  mode,
  caption,
  today,
  onDelete = noop,
  onPick = noop,
}: TimetableGridProps) {
  const week = buildWeek(lessons);
  const tableRef = useRef<HTMLTableElement>(null);
  const [active, setActive] = useState('0-0-1');
  const [chosen, setChosen] = useState<SelectedLesson | null>(null);
  // A lesson deleted or changed elsewhere closes its panel.
  const selected =
    chosen && lessons.some((l) => l.day === chosen.day && l.time === chosen.time && l.type === chosen.type)
      ? chosen
      : null;
  const activeCell = parseKey(active);
  const activeContent = week.get(cellKey(WEEKDAYS[activeCell.column]!, LESSON_HOURS[activeCell.row]!));
  // A cell that became one 1시간 slot has no second half to hold the tab stop.
  const tabStop =
    activeContent?.whole && activeCell.half === 2 ? `${activeCell.row}-${activeCell.column}-1` : active;

  const focusSlot = (slot: HTMLButtonElement | undefined) => {
    if (!slot?.dataset.slot) return;
    setActive(slot.dataset.slot);
    slot.focus();
  };

  const slotButton = (slotKey: string) =>
    tableRef.current?.querySelector<HTMLButtonElement>(`[data-slot="${slotKey}"]`) ?? undefined;

  const remove = (day: Weekday, time: number, type: LessonType) => {
    setChosen(null);
    onDelete(day, time, type);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTableElement>) => {
    if (mode !== 'edit') return;
    const current = parseKey(tabStop);
    const inColumn = (column: number) => slotsOf(tableRef.current, column);
    let target: HTMLButtonElement | undefined;
    if (event.key === 'ArrowUp' || event.key === 'ArrowDown') {
      const column = inColumn(current.column);
      const index = column.findIndex((slot) => slot.dataset.slot === tabStop);
      target = column[index + (event.key === 'ArrowDown' ? 1 : -1)];
    } else if (event.key === 'ArrowLeft' || event.key === 'ArrowRight') {
      const next = current.column + (event.key === 'ArrowRight' ? 1 : -1);
      const row = inColumn(next).filter((slot) => parseKey(slot.dataset.slot ?? '').row === current.row);
      target = row.find((slot) => parseKey(slot.dataset.slot ?? '').half === current.half) ?? row[0];
    } else return;
    event.preventDefault();
    focusSlot(target);
  };

  return (
    <>
      <table ref={tableRef} className={styles.table} onKeyDown={onKeyDown}>
        <caption className={styles.caption}>
          {caption}
          {mode === 'edit' ? (
            <span className="visually-hidden"> (화살표 키로 칸을 옮겨 다닐 수 있습니다)</span>
          ) : null}
        </caption>
        <thead>
          <tr>
            <th scope="col" className={styles.corner}>
              시간
            </th>
            {WEEKDAYS.map((day) => (
              <th key={day} scope="col" className={day === today ? styles.today : undefined}>
                <abbr title={`${day}요일`}>{day}</abbr>
                {day === today ? <span className={styles.todayMark}>오늘</span> : null}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {LESSON_HOURS.map((time, row) => (
            <tr key={time}>
              <th scope="row" className={styles.hour}>
                {hourLabel(time)}
              </th>
              {WEEKDAYS.map((day, column) => {
                const cell = week.get(cellKey(day, time)) ?? {};
                const positions: [SlotPosition, Lesson | undefined][] = cell.whole
                  ? [['whole', cell.whole]]
                  : [
                      ['top', cell.top],
                      ['bottom', cell.bottom],
                    ];
                return (
                  <td key={day} className={styles.cellBox}>
                    <div className={styles.cell}>
                      {positions.map(([position, lesson]) => {
                        const slotKey = `${row}-${column}-${position === 'bottom' ? 2 : 1}`;
                        return (
                          <LessonSlot
                            key={position}
                            day={day}
                            time={time}
                            position={position}
                            lesson={lesson}
                            mode={mode}
                            slotKey={slotKey}
                            column={column}
                            tabbable={slotKey === tabStop}
                            selected={selected?.slotKey === slotKey}
                            onFocus={() => setActive(slotKey)}
                            onDelete={remove}
                            onSelect={(lesson, key) =>
                              setChosen({
                                day: lesson.day,
                                time: lesson.time,
                                type: lesson.type,
                                name: lesson.name ?? '',
                                slotKey: key,
                              })
                            }
                            onPick={onPick}
                          />
                        );
                      })}
                    </div>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
      {mode === 'edit' && selected ? (
        <LessonActions
          lesson={selected}
          onClose={() => {
            setChosen(null);
            focusSlot(slotButton(selected.slotKey));
          }}
          onDelete={() => {
            // Focus goes back to the slot first, so the confirm returns it there.
            focusSlot(slotButton(selected.slotKey));
            remove(selected.day, selected.time, selected.type);
          }}
        />
      ) : null}
    </>
  );
}
