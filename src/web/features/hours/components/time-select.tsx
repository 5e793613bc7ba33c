/** A span of two half-hour choices, 00:00 … 24:00, each read as "오전 9시 30분": "<label> 시작" ~ "<label> 끝". */
import { TIME_OPTIONS } from '../lib/week-rows.ts';

interface Span {
  from: string;
  to: string;
}

interface TimeSpanProps {
  /** The id of the first choice. */
  id?: string;
  label: string;
  span: Span;
  disabled?: boolean;
  invalid: boolean;
  onChange(span: Span): void;
}

export function TimeSpan({ id, label, span, disabled, invalid, onChange }: TimeSpanProps) {
  const select = (end: keyof Span) => (
    <select
      id={end === 'from' ? id : undefined}
      className="input"
      aria-label={`${label} ${end === 'from' ? '시작' : '끝'}`}
      value={span[end]}
      disabled={disabled}
      aria-invalid={invalid ? true : undefined}
      onChange={(event) => onChange({ ...span, [end]: event.target.value })}
    >
      {TIME_OPTIONS.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </select>
  );
  return (
    <>
      {select('from')}
      <span aria-hidden="true">~</span>
      {select('to')}
    </>
  );
}
