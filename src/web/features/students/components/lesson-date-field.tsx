/**
 * 레슨 날짜: the browser's own date picker, limited to the days a record of the chosen status may
 * carry (lib/lesson-dates.ts), with 오늘/어제 and the weekday said beside it and a refusal said
 * under it.
 */

import type { Ref } from 'react';
import type { LessonStatus } from '#shared/student-rules.ts';
import { isCalendarDate } from '#shared/time.ts';
import { Field } from '../../../components/ui/field.tsx';
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
    <Field
      id={id}
      label="레슨 날짜"
      hint={
        <>
          {when ? <strong className={styles.when}>{when}</strong> : null}
          {when ? ' — ' : null}
          {max === today ? '60일 전까지 기록할 수 있습니다.' : '60일 전부터 60일 뒤까지 기록할 수 있습니다.'}
        </>
      }
      error={error}
    >
      {(control) => (
        <div className={styles.row}>
          <input
            {...control}
            ref={ref}
            type="date"
            className={styles.input}
            value={value}
            min={min}
            max={max}
            required
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
      )}
    </Field>
  );
}
