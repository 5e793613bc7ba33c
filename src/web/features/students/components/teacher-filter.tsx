/** The owner's teacher filter: everyone's students, or one teacher's (kept in the address). */
import { useId } from 'react';
import styles from './teacher-filter.module.css';

interface TeacherOption {
  id: string;
  name: string;
}

interface TeacherFilterProps {
  teachers: TeacherOption[];
  value: string | undefined;
  onChange(teacherId: string | undefined): void;
}

export function TeacherFilter({ teachers, value, onChange }: TeacherFilterProps) {
  const id = useId();
  return (
    <div className={styles.filter}>
      <label htmlFor={id}>선생님</label>
      <select
        id={id}
        className="input"
        value={value ?? ''}
        onChange={(event) => onChange(event.target.value || undefined)}
      >
        <option value="">전체 선생님</option>
        {teachers.map((teacher) => (
          <option key={teacher.id} value={teacher.id}>
            {teacher.name} ({teacher.id})
          </option>
        ))}
      </select>
    </div>
  );
}
