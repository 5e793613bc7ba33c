/**
 * Seven rows, 월 … 일: a tick for a day the studio opens (or the teacher teaches) and its span.
 * A closed day's times are greyed but kept, so ticking it again brings them back.
 */
import { FieldError } from '../../../components/ui/field.tsx';
import type { DayRow } from '../lib/week-rows.ts';
import { TimeSpan } from './time-select.tsx';
import styles from './week-editor.module.css';

interface WeekEditorProps {
  /** Each day's first control is `<idPrefix>-day-<요일>`, for the focus after a refusal. */
  idPrefix: string;
  legend: string;
  /** What a ticked day is called: "운영" for the studio, "수업" for a teacher. */
  openLabel: string;
  rows: DayRow[];
  /** A row's problem, by weekday. */
  errors: Partial<Record<string, string>>;
  onChange(rows: DayRow[]): void;
}

export function WeekEditor({ idPrefix, legend, openLabel, rows, errors, onChange }: WeekEditorProps) {
  const change = (index: number, patch: Partial<DayRow>) =>
    onChange(rows.map((row, at) => (at === index ? { ...row, ...patch } : row)));
  return (
    <fieldset className={styles.week}>
      <legend className={styles.legend}>{legend}</legend>
      <ul className={styles.rows}>
        {rows.map((row, index) => {
          const error = errors[row.day];
          return (
            <li key={row.day} className={row.open ? styles.row : `${styles.row} ${styles.closed}`}>
              <label className={styles.day}>
                <input
                  type="checkbox"
                  aria-label={`${row.day}요일 ${openLabel}`}
                  checked={row.open}
                  onChange={(event) => change(index, { open: event.target.checked })}
                />
                <span aria-hidden="true">{row.day}</span>
                {row.open ? null : (
                  <span className={styles.off} aria-hidden="true">
                    쉼
                  </span>
                )}
              </label>
              <div className={styles.span}>
                <TimeSpan
                  id={`${idPrefix}-day-${row.day}`}
                  label={`${row.day}요일`}
                  span={row}
                  disabled={!row.open}
                  invalid={Boolean(error)}
                  onChange={({ from, to }) => change(index, { from, to })}
                />
              </div>
              <RowError message={error} className={styles.error} />
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}

/** What is wrong with one row (a day, a date), on a line of its own under the row's controls. */
export function RowError({
  message,
  className,
}: {
  message: string | undefined;
  className: string | undefined;
}) {
  return message ? (
    <div className={className}>
      <FieldError message={message} />
    </div>
  ) : null;
}
