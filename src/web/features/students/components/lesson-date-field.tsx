/**
 * 레슨 날짜: the browser's own date picker, limited to the days a record of the chosen status may
 * carry (lib/lesson-dates.ts), with 오늘/어제 and the weekday said beside it and a refusal said
 * under it.
 */

import type { Ref } from 'react';
import type { LessonStatus } from '#shared/student-rules.ts';
import { isCalendarDate } from '#shared/time.ts';
import { FieldError } from '../../../components/ui/field.tsx';
import { lessonDateRange } from '../lib/lesson-dates.ts';
import { lessonDayLabel, relativeDay } from '../lib/lesson-day-label.ts';
import styles from './lesson-date-field.module.css';

interface LessonDateFieldProps {
  id: string;
  status: LessonStatus;
  today: string;
  value: string;
  onChange(value: string): void;
  error: string | null;
  ref?: Ref<HTMLInputElement>;
}

export function LessonDateField({ id, status, today, value, onChange, error, ref }: LessonDateFieldProps) {
  const { min, max } = lessonDateRange(status, today);
  const when = isCalendarDate(value)
    ? [relativeDay(value, today), lessonDayLabel(value, today)].filter(Boolean).join(' · ')
    : null;
  return (
    <div className="field">
      <label htmlFor={id}>레슨 날짜</label>
      <div className={styles.row}>
        <input
          ref={ref}
          id={id}
          type="date"
          className={styles.input}
          value={value}
          min={min}
          max={max}
          required
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
          onChange={(event) => onChange(event.target.value)}
        />
        {value !== today ? (
          <button
            type="button"
            className={`button button-secondary ${styles.today}`}
            onClick={() => onChange(today)}
          >
            오늘로
          </button>
        ) : null}
      </div>
      <p id={`${id}-hint`} className="field-hint">
        {when ? <strong className={styles.when}>{when}</strong> : null}
        {when ? ' — ' : null}
        {max === today ? '60일 전까지 기록할 수 있습니다.' : '60일 전부터 60일 뒤까지 기록할 수 있습니다.'}
      </p>
      <FieldError inputId={`${id}`} message={error} />
    </div>
  );
}
