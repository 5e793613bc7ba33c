/**
 * One half of an hour (1부 above, 2부 below) or the whole hour of a 1시간 lesson. On the
 * teacher's own week it is a button: a filled slot is deleted by double-click or the Delete key
 * (after a confirm), and a tap or Enter opens its 삭제 panel; a free slot fills the form.
 * Elsewhere it only shows what is there — a visitor sees "레슨", never a name.
 */
import type { Lesson } from '#shared/schemas/timetable.ts';
import { halfType, type LessonType, type Weekday } from '#shared/timetable-rules.ts';
import { placeLabel } from '../lib/week.ts';
import styles from './timetable-grid.module.css';

export type GridMode = 'edit' | 'names' | 'public';
export type SlotPosition = 'whole' | 'top' | 'bottom';

interface LessonSlotProps {
  day: Weekday;
  time: number;
  position: SlotPosition;
  lesson: Lesson | undefined;
  mode: GridMode;
  /** For the roving tab stop: "row-column-half". */
  slotKey: string;
  /** The day's index, for moving between slots with the arrow keys. */
  column: number;
  tabbable: boolean;
  /** Its 삭제 panel is open. */
  selected?: boolean;
  onFocus(): void;
  onDelete(day: Weekday, time: number, type: LessonType): void;
  onSelect(lesson: Lesson, slotKey: string): void;
  onPick(day: Weekday, time: number, type: LessonType): void;
}

function slotType(position: SlotPosition): LessonType {
  return position === 'whole' ? '1시간' : halfType(position === 'top' ? 1 : 2);
}

export function LessonSlot(props: LessonSlotProps) {
  const { day, time, position, lesson, mode } = props;
  const type = lesson?.type ?? slotType(position);
  const className = `${styles.slot} ${styles[position]} ${lesson ? styles.filled : styles.free}${
    props.selected ? ` ${styles.selected}` : ''
  }`;
  const visible = lesson ? (mode === 'public' ? '레슨' : (lesson.name ?? '')) : '';

  if (mode !== 'edit') {
    return (
      <div className={className}>
        <span className="visually-hidden">{lesson ? `${type} ` : `${type} 비어 있음`}</span>
        {visible ? <span className={styles.name}>{visible}</span> : null}
      </div>
    );
  }

  const label = lesson
    ? `${placeLabel(day, time, type)}, ${lesson.name}, 누르면 삭제 메뉴`
    : `${placeLabel(day, time, type)}, 비어 있음, 누르면 등록 양식에 입력`;
  const activate = () => (lesson ? props.onSelect(lesson, props.slotKey) : props.onPick(day, time, type));

  return (
    <button
      type="button"
      className={className}
      data-slot={props.slotKey}
      data-column={props.column}
      tabIndex={props.tabbable ? 0 : -1}
      aria-label={label}
      onFocus={props.onFocus}
      onClick={activate}
      // The confirm opens only now, after both clicks, so no stray click lands on its buttons.
      onDoubleClick={() => lesson && props.onDelete(day, time, type)}
      onKeyDown={(event) => {
        if (lesson && (event.key === 'Delete' || event.key === 'Backspace')) {
          event.preventDefault();
          props.onDelete(day, time, type);
        }
      }}
    >
      {visible ? <span className={styles.name}>{visible}</span> : null}
    </button>
  );
}
