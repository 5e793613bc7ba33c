/** The lesson statuses as a list of choices, each with what it does to the remaining lessons. */

import { LESSON_STATUSES, type LessonStatus } from '#shared/student-rules.ts';
import { FieldError } from '../../../components/ui/field.tsx';
import { statusEffects } from '../lib/status-info.ts';
import styles from './status-choices.module.css';

interface StatusChoicesProps {
  name: string;
  value: LessonStatus;
  onChange(status: LessonStatus): void;
  legend?: string;
  error?: string | null;
}

export function StatusChoices({
  name,
  value,
  onChange,
  legend = '레슨 상태',
  error = null,
}: StatusChoicesProps) {
  return (
    <fieldset className={styles.group} aria-describedby={error ? `${name}-error` : undefined}>
      <legend className={styles.legend}>{legend}</legend>
      <div className={styles.choices}>
        {LESSON_STATUSES.map((status) => (
          <label key={status} className={styles.choice}>
            <input
              type="radio"
              name={name}
              value={status}
              checked={value === status}
              onChange={() => onChange(status)}
              aria-describedby={`${name}-${status}`}
            />
            <span className={styles.label}>{status}</span>
            <span id={`${name}-${status}`} className={styles.effect} aria-hidden="true">
              {statusEffects[status]}
            </span>
          </label>
        ))}
      </div>
      <FieldError inputId={`${name}`} message={error} />
    </fieldset>
  );
}
