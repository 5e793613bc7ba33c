/** A half-hour choice, 00:00 … 24:00, read as "오전 9시 30분". */
import { TIME_OPTIONS } from '../lib/week-rows.ts';

interface TimeSelectProps {
  id?: string;
  label: string;
  value: string;
  disabled?: boolean;
  invalid?: boolean;
  onChange(value: string): void;
}

export function TimeSelect({ id, label, value, disabled, invalid, onChange }: TimeSelectProps) {
  return (
    <select
      id={id}
      className="input"
      aria-label={label}
      value={value}
      disabled={disabled}
      aria-invalid={invalid ? true : undefined}
      onChange={(event) => onChange(event.target.value)}
    >
      {TIME_OPTIONS.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </select>
  );
}
