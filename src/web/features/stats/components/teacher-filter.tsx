/** The owner's teacher filter: the whole studio, or one teacher's students. */
import { useId } from 'react';
import styles from './teacher-filter.module.css';

interface Props {
  teachers: { id: string; name: string }[];
  value: string | undefined;
  onChange(teacher: string | undefined): void;
}

export function TeacherFilter({ teachers, value, onChange }: Props) {
  const id = useId();
  return (
    <div className={styles.filter}>
      <label className="visually-hidden" htmlFor={id}>
        선생님
      </label>
      <select
        id={id}
        className="input"
        value={value ?? ''}
        onChange={(event) => onChange(event.target.value || undefined)}
      >
        <option value="">학원 전체</option>
        {teachers.map((teacher) => (
          <option key={teacher.id} value={teacher.id}>
            {teacher.name} 선생님
          </option>
        ))}
      </select>
    </div>
  );
}
