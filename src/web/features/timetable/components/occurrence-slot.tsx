/**
 * One half of an hour on one date (1부 above, 2부 below), or the whole hour of a 1시간 lesson.
 * A lesson shows its name, a 보강 / 체험 / 이동 badge and its mark (○ △ × 보 강, 미기록); on a
 * closed day a weekly lesson is greyed as skipped. Where the page lets one act, a lesson is a
 * button that opens its dialog (double-click or Delete ends or deletes it after a confirm) and a
 * free half is a button that adds a lesson; elsewhere it only shows — a visitor sees "레슨".
 */
import type { Occurrence } from '#shared/schemas/calendar.ts';
import type { LessonType } from '#shared/timetable-rules.ts';
import { datedPlace, kindLabel, occurrenceMark } from '../lib/calendar-week.ts';
import styles from './calendar-grid.module.css';

/** edit: the teacher's own week; record: the owner on another's (records only); public: a visitor. */
export type GridMode = 'edit' | 'record' | 'public';
export type SlotPosition = 'whole' | 'top' | 'bottom';
export const POSITION_TYPES: Record<SlotPosition, LessonType> = { whole: '1시간', top: '1부', bottom: '2부' };

interface OccurrenceSlotProps {
  date: string;
  time: number;
  position: SlotPosition;
  occurrence: Occurrence | undefined;
  mode: GridMode;
  today: string;
  /** The day's closure, when closed: nothing is added on it. */
  closed: string | undefined;
  /** Outside the studio's or the teacher's hours: greyed, and families are not offered it. */
  outside?: boolean;
  /** `later`: a pointer's first click, which a second may yet turn into a double-click. */
  onOpen(occurrence: Occurrence, later: boolean): void;
  onRemove(occurrence: Occurrence): void;
  onAdd(date: string, time: number, type: LessonType): void;
}

function describe(occurrence: Occurrence, today: string): string {
  const kind = kindLabel(occurrence.kind);
  const mark = occurrenceMark(occurrence, today);
  return [
    occurrence.name,
    kind,
    occurrence.closed ? `${occurrence.closed} 휴원으로 쉼` : null,
    mark?.label ?? null,
  ]
    .filter(Boolean)
    .join(', ');
}

export function OccurrenceSlot(props: OccurrenceSlotProps) {
  const { date, time, position, occurrence, mode, today, closed, outside = false } = props;
  const type = occurrence?.type ?? POSITION_TYPES[position];
  const skipped = Boolean(occurrence?.closed);
  const className = [
    styles.slot,
    styles[position],
    occurrence ? styles.filled : closed ? styles.shut : outside ? styles.outside : styles.free,
    skipped ? styles.skipped : '',
    occurrence && occurrence.kind !== 'series' ? styles.oneOff : '',
  ]
    .filter(Boolean)
    .join(' ');

  if (!occurrence) {
    if (mode !== 'edit' || closed) {
      return (
        <div className={className}>
          <span className="visually-hidden">
            {closed ? `${type} 휴원` : outside ? `${type} 수업 시간 외` : `${type} 비어 있음`}
          </span>
        </div>
      );
    }
    return (
      <button
        type="button"
        className={className}
        aria-label={`${datedPlace(date, time, type)}, ${outside ? '수업 시간 외' : '비어 있음'}, 누르면 수업 추가`}
        onClick={() => props.onAdd(date, time, type)}
      />
    );
  }

  if (mode === 'public') {
    return (
      <div className={className}>
        <span className="visually-hidden">{skipped ? `${type} 휴원` : `${type} `}</span>
        {skipped ? null : <span className={styles.name}>레슨</span>}
      </div>
    );
  }

  const kind = kindLabel(occurrence.kind);
  const mark = occurrenceMark(occurrence, today);
  const content = (
    <>
      <span className={styles.name}>{occurrence.name}</span>
      {kind || mark || skipped ? (
        <span className={styles.tags} aria-hidden="true">
          {/* The closure's own name (노동절, 겨울 방학) on the lesson it skips, where the eye is. */}
          {skipped ? <span className={styles.rest}>{occurrence.closed}</span> : null}
          {kind ? <span className={styles.kind}>{kind}</span> : null}
          {mark ? (
            <span className={mark.label === '미기록' ? styles.unrecorded : styles.mark} title={mark.label}>
              {mark.mark}
            </span>
          ) : null}
        </span>
      ) : null}
    </>
  );
  const label = `${datedPlace(date, time, type)}, ${describe(occurrence, today)}`;
  if (!occurrence.key) {
    return (
      <div className={className} role="img" aria-label={label}>
        {content}
      </div>
    );
  }
  return (
    <button
      type="button"
      className={className}
      aria-label={label}
      aria-haspopup="dialog"
      // A pointer's click waits a moment for a second one (double-click removes); Enter and Space open at once.
      onClick={(event) => {
        if (event.detail <= 1) props.onOpen(occurrence, mode === 'edit' && event.detail === 1);
      }}
      // The confirm opens only now, after both clicks, so no stray click lands on its buttons.
      onDoubleClick={() => mode === 'edit' && props.onRemove(occurrence)}
      onKeyDown={(event) => {
        if (mode === 'edit' && (event.key === 'Delete' || event.key === 'Backspace')) {
          event.preventDefault();
          props.onRemove(occurrence);
        }
      }}
    >
      {content}
    </button>
  );
}
