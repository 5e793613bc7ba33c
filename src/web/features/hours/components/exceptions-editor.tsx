/**
 * 날짜별 예외: a day off, or that day's own span, each winning over the teacher's week on its
 * date. Rows are added and removed here and saved with the week.
 */
import { dayLabel } from '#shared/day-labels.ts';
import { EXCEPTIONS_MAX } from '#shared/hours-rules.ts';
import { isCalendarDate } from '#shared/time.ts';
import { AddRowButton } from '../../../components/ui/add-row-button.tsx';
import styles from './exceptions-editor.module.css';
import { TimeSpan } from './time-select.tsx';
import { RowError } from './week-editor.tsx';

export interface ExceptionRow {
  key: number;
  date: string;
  off: boolean;
  from: string;
  to: string;
}

interface ExceptionsEditorProps {
  idPrefix: string;
  rows: ExceptionRow[];
  errors: Partial<Record<number, string>>;
  /** The date a new row starts on. */
  nextDate: string;
  onChange(rows: ExceptionRow[]): void;
}

let nextKey = 0;

export function newExceptionRow(date: string): ExceptionRow {
  nextKey += 1;
  return { key: nextKey, date, off: true, from: '10:00', to: '18:00' };
}

export function ExceptionsEditor({ idPrefix, rows, errors, nextDate, onChange }: ExceptionsEditorProps) {
  const change = (index: number, patch: Partial<ExceptionRow>) =>
    onChange(rows.map((row, at) => (at === index ? { ...row, ...patch } : row)));
  return (
    <fieldset className={styles.exceptions}>
      <legend className={styles.legend}>날짜별 예외</legend>
      <p className={styles.hint}>그날만 쉬거나 시간이 다르면 넣어 주세요. 요일별 시간보다 먼저 적용됩니다.</p>
      {rows.length === 0 ? <p className={styles.empty}>정한 예외가 없습니다.</p> : null}
      <ul className={styles.rows}>
        {rows.map((row, index) => {
          const error = errors[index];
          const rowId = `${idPrefix}-exception-${index}`;
          return (
            <li key={row.key} className={styles.row}>
              <div className={styles.date}>
                <label htmlFor={rowId}>
                  날짜
                  {isCalendarDate(row.date) ? (
                    <span className={styles.when}> · {dayLabel(row.date)}</span>
                  ) : null}
                </label>
                <input
                  id={rowId}
                  type="date"
                  className="input"
                  value={row.date}
                  aria-invalid={error ? true : undefined}
                  onChange={(event) => change(index, { date: event.target.value })}
                />
              </div>
              <div className={styles.kind}>
                <label htmlFor={`${rowId}-kind`}>그날은</label>
                <select
                  id={`${rowId}-kind`}
                  className="input"
                  value={row.off ? 'off' : 'hours'}
                  onChange={(event) => change(index, { off: event.target.value === 'off' })}
                >
                  <option value="off">쉼</option>
                  <option value="hours">다른 시간에 수업</option>
                </select>
              </div>
              {row.off ? null : (
                <div className={styles.span}>
                  <TimeSpan
                    label={`${index + 1}번째 예외`}
                    span={row}
                    invalid={Boolean(error)}
                    onChange={({ from, to }) => change(index, { from, to })}
                  />
                </div>
              )}
              <button
                type="button"
                className={`button button-secondary ${styles.remove}`}
                onClick={() => onChange(rows.filter((_, at) => at !== index))}
              >
                삭제<span className="visually-hidden"> ({row.date || `${index + 1}번째`} 예외)</span>
              </button>
              <RowError message={error} className={styles.error} />
            </li>
          );
        })}
      </ul>
      <AddRowButton
        className={styles.add}
        disabled={rows.length >= EXCEPTIONS_MAX}
        onClick={() => onChange([...rows, newExceptionRow(nextDate)])}
      >
        + 예외 추가
      </AddRowButton>
    </fieldset>
  );
}
