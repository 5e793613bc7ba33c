/**
 * 금액 (원): digits are grouped by thousands as they are typed (the caret stays after the digit
 * just typed), and under the field the price of one lesson is worked out, next to the studio's
 * usual one, so that a missing or extra zero shows before anyone presses 결제.
 */
import { useRef } from 'react';
import { formatWon } from '#shared/won.ts';
import { FieldError, fieldErrorProps } from '../../../components/ui/field.tsx';
import { groupDigits, parseWon, perLesson } from '../lib/won.ts';
import styles from './payment-dialog.module.css';

interface AmountFieldProps {
  id: string;
  value: string;
  onChange(value: string): void;
  lessons: number;
  usual: number | null;
  error: string | null;
}

/** Where the caret belongs after regrouping: after the same number of digits as before. */
function caretAfterDigits(text: string, digits: number): number {
  if (digits === 0) return 0;
  let seen = 0;
  for (let index = 0; index < text.length; index++) {
    if (/\d/.test(text[index]!)) seen++;
    if (seen === digits) return index + 1;
  }
  return text.length;
}

export function AmountField({ id, value, onChange, lessons, usual, error }: AmountFieldProps) {
  const own = useRef<HTMLInputElement>(null);
  const each = perLesson(parseWon(value), lessons);
  const hintId = `${id}-hint`;
  return (
    <div className={`field ${styles.amount}`}>
      <label htmlFor={id}>금액 (원)</label>
      <input
        ref={own}
        id={id}
        name="pay"
        type="text"
        inputMode="numeric"
        placeholder="250,000"
        autoComplete="off"
        value={value}
        {...fieldErrorProps(id, error ?? undefined, hintId)}
        onChange={(event) => {
          const input = event.target;
          const caret = input.selectionStart ?? input.value.length;
          const digitsBefore = input.value.slice(0, caret).replace(/\D/g, '').length;
          const next = groupDigits(input.value);
          onChange(next);
          if (next !== input.value) {
            requestAnimationFrame(() => {
              const at = caretAfterDigits(next, digitsBefore);
              own.current?.setSelectionRange(at, at);
            });
          }
        }}
      />
      <p id={hintId} className={`field-hint ${styles.perLesson}`}>
        {each !== null ? (
          <span>
            회당 <strong>{formatWon(each)}</strong>
          </span>
        ) : (
          <span>금액과 횟수를 넣으면 회당 금액이 보입니다.</span>
        )}
        {usual !== null ? <span className={styles.usual}>평소 회당 {formatWon(usual)}</span> : null}
      </p>
      <FieldError inputId={id} message={error} />
    </div>
  );
}
