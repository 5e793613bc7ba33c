/** Whose week to look at: the owner may pick any teacher, and so may a visitor. */
import { useId } from 'react';
import type { Teacher } from '#shared/schemas/timetable.ts';
import styles from './timetable-panel.module.css';

interface TeacherPickerProps {
  teachers: readonly Teacher[];
  value: string;
  /** The signed-in owner's own id, labelled "(나)". */
  selfId?: string;
  onChange(teacherId: string): void;
}

export function TeacherPicker({ teachers, value, selfId, onChange }: TeacherPickerProps) {
  const id = useId();
  return (
    <div className={`field ${styles.picker}`}>
      <label htmlFor={id}>선생님</label>
      <select id={id} value={value} onChange={(event) => onChange(event.target.value)}>
        {teachers.map((teacher) => (
          <option key={teacher.id} value={teacher.id}>
            {teacher.id === selfId ? `${teacher.name} (나)` : `${teacher.name} 선생님`}
          </option>
        ))}
      </select>
    </div>
  );
}
