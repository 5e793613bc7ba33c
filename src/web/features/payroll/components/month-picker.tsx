/** The month to pay: a year and a month select, with the month before and after a tap away. */
import { useId } from 'react';
import { addMonths, monthKey, parseMonth, seoulMonthOf } from '#shared/month.ts';
import styles from './month-picker.module.css';

const YEARS_BACK = 5;

export function MonthPicker({ month, onChange }: { month: string; onChange(month: string): void }) {
  const id = useId();
  const now = new Date();
  const current = seoulMonthOf(now);
  const chosen = parseMonth(month, now) ?? current;
  const firstYear = Math.min(current.year - YEARS_BACK, chosen.year);
  const lastYear = Math.max(current.year, chosen.year);
  const years = Array.from({ length: lastYear - firstYear + 1 }, (_, index) => lastYear - index);
  const go = (year: number, number: number) => onChange(monthKey({ year, month: number }));
  const step = (count: number) => onChange(monthKey(addMonths(chosen, count)));

  return (
    <fieldset className={styles.picker}>
      <legend className={styles.legend}>정산 월</legend>
      <div className={styles.row}>
        <button type="button" className={`button button-secondary ${styles.step}`} onClick={() => step(-1)}>
          <span aria-hidden="true">‹</span>
          <span className="visually-hidden">이전 달</span>
        </button>
        <label className="visually-hidden" htmlFor={`${id}-year`}>
          연도
        </label>
        <select
          id={`${id}-year`}
          className="input"
          value={chosen.year}
          onChange={(event) => go(Number(event.target.value), chosen.month)}
        >
          {years.map((year) => (
            <option key={year} value={year}>
              {year}년
            </option>
          ))}
        </select>
        <label className="visually-hidden" htmlFor={`${id}-month`}>
          월
        </label>
        <select
          id={`${id}-month`}
          className="input"
          value={chosen.month}
          onChange={(event) => go(chosen.year, Number(event.target.value))}
        >
          {Array.from({ length: 12 }, (_, index) => index + 1).map((number) => (
            <option key={number} value={number}>
              {number}월
            </option>
          ))}
        </select>
        <button type="button" className={`button button-secondary ${styles.step}`} onClick={() => step(1)}>
          <span aria-hidden="true">›</span>
          <span className="visually-hidden">다음 달</span>
        </button>
      </div>
    </fieldset>
  );
}
