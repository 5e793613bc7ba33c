/** Which day's board to show: today … today + 13 days (DESIGN §4). */
import { useId } from 'react';
import { bookableDates } from '#shared/booking-rules.ts';
import { SelectOptions } from '../../../components/ui/select-options.tsx';
import { dateLabel } from '../lib/date-label.ts';
import styles from './booking-form.module.css';

interface DateSelectProps {
  today: string;
  value: string;
  onChange(date: string): void;
}

export function DateSelect({ today, value, onChange }: DateSelectProps) {
  const id = useId();
  return (
    <div className={`field ${styles.field}`}>
      <label htmlFor={id}>날짜</label>
      <select id={id} value={value} onChange={(event) => onChange(event.target.value)}>
        <SelectOptions values={bookableDates(today)} label={(date) => dateLabel(date, today)} />
      </select>
    </div>
  );
}
