/**
 * A year and a month to look at: the spec's 1–12 select plus a year, buttons for the month
 * before and after, and optionally a way back to this month (Seoul). The page's address holds
 * the choice; the picker only reports it.
 */
import { useId, useRef } from 'react';
import { addMonths, monthKey, parseMonth, seoulMonthOf } from '#shared/month.ts';
import styles from './month-picker.module.css';
import { SelectOptions } from './select-options.tsx';

const MONTHS = Array.from({ length: 12 }, (_, index) => index + 1);

interface MonthPickerProps {
  /** `YYYY-MM`; anything else shows this month. */
  month: string;
  onChange(month: string): void;
  /** What the month is for, read by screen readers; shown above the picker when `showLegend`. */
  legend: string;
  showLegend?: boolean;
  /** How many years before this one the year select offers. */
  yearsBack: number;
  /** A 이번 달 button while another month is chosen. */
  thisMonthButton?: boolean;
}

export function MonthPicker({
  month,
  onChange,
  legend,
  showLegend = false,
  yearsBack,
  thisMonthButton = false,
}: MonthPickerProps) {
  const id = useId();
  const now = new Date();
  const current = seoulMonthOf(now);
  const chosen = parseMonth(month, now) ?? current;
  const firstYear = Math.min(current.year - yearsBack, chosen.year);
  const lastYear = Math.max(current.year, chosen.year);
  const years = Array.from({ length: lastYear - firstYear + 1 }, (_, index) => lastYear - index);
  // The page's address follows a choice only once the router's transition ends: a second choice
  // made before then (a year, then a month) builds on the first, not on the month still shown.
  const reported = useRef<{ from: string; to: string } | null>(null);
  const latest = () =>
    reported.current?.from === month ? (parseMonth(reported.current.to, now) ?? chosen) : chosen;
  const report = (next: string) => {
    reported.current = { from: month, to: next };
    onChange(next);
  };
  const go = (year: number, number: number) => report(monthKey({ year, month: number }));
  const step = (count: number) => report(monthKey(addMonths(latest(), count)));
  // The year's select and the month's: each named for screen readers, each number said with its unit.
  const numberSelect = (
    part: 'year' | 'month',
    label: string,
    values: readonly number[],
    value: number,
    unit: string,
    choose: (number: number) => void,
  ) => (
    <>
      <label className="visually-hidden" htmlFor={`${id}-${part}`}>
        {label}
      </label>
      <select
        id={`${id}-${part}`}
        className="input"
        value={value}
        onChange={(event) => choose(Number(event.target.value))}
      >
        <SelectOptions values={values} label={(number) => `${number}${unit}`} />
      </select>
    </>
  );

  return (
    <fieldset className={styles.picker}>
      <legend className={showLegend ? styles.legend : 'visually-hidden'}>{legend}</legend>
      <div className={styles.row}>
        <button type="button" className={`button button-secondary ${styles.step}`} onClick={() => step(-1)}>
          <span aria-hidden="true">‹</span>
          <span className="visually-hidden">이전 달</span>
        </button>
        <div className={styles.selects}>
          {numberSelect('year', '연도', years, chosen.year, '년', (year) => go(year, latest().month))}
          {numberSelect('month', '월', MONTHS, chosen.month, '월', (number) => go(latest().year, number))}
        </div>
        <button type="button" className={`button button-secondary ${styles.step}`} onClick={() => step(1)}>
          <span aria-hidden="true">›</span>
          <span className="visually-hidden">다음 달</span>
        </button>
        {thisMonthButton && month !== monthKey(current) ? (
          <button
            type="button"
            className={`button button-secondary ${styles.today}`}
            onClick={() => onChange(monthKey(current))}
          >
            이번 달
          </button>
        ) : null}
      </div>
    </fieldset>
  );
}
