/**
 * The touch and keyboard path to delete (DESIGN §1): tapping a filled slot opens this small
 * panel with a 삭제 button, pinned to the bottom of the screen where a thumb reaches it. It is
 * not modal: Escape or 닫기 closes it and puts focus back on the slot.
 */
import { useEffect, useRef } from 'react';
import type { LessonType, Weekday } from '#shared/timetable-rules.ts';
import { placeLabel } from '../lib/week.ts';
import styles from './lesson-actions.module.css';

export interface SelectedLesson {
  day: Weekday;
  time: number;
  type: LessonType;
  name: string;
  slotKey: string;
}

interface LessonActionsProps {
  lesson: SelectedLesson;
  onDelete(): void;
  onClose(): void;
}

export function LessonActions({ lesson, onDelete, onClose }: LessonActionsProps) {
  const deleteRef = useRef<HTMLButtonElement>(null);
  const place = placeLabel(lesson.day, lesson.time, lesson.type);

  // biome-ignore lint/correctness/useExhaustiveDependencies: focus the button again for each newly chosen lesson.
  useEffect(() => {
    deleteRef.current?.focus();
  }, [lesson.slotKey]);

  return (
    <div
      className={styles.panel}
      role="dialog"
      aria-label={`선택한 레슨: ${place}`}
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.stopPropagation();
          onClose();
        }
      }}
    >
      <p className={styles.text}>
        <span className={styles.place}>{place}</span>
        <strong>{lesson.name}</strong>
      </p>
      <div className={styles.actions}>
        <button type="button" className="button button-secondary" onClick={onClose}>
          닫기
        </button>
        <button ref={deleteRef} type="button" className="button button-danger" onClick={onDelete}>
          삭제
        </button>
      </div>
    </div>
  );
}
