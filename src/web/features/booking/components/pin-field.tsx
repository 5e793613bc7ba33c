/**
 * The booking's 4-digit PIN: the numeric keypad on phones and tablets (inputmode), nothing a
 * browser would offer to remember (autocomplete off), full-width digits taken as the digits
 * they are (normalizePinInput). Its refusal is said next to it and read with it.
 */
import type { RefObject } from 'react';
import { normalizePinInput, PIN_LENGTH } from '#shared/booking-rules.ts';
import styles from './pin-field.module.css';

interface PinFieldProps {
  id: string;
  hint: string;
  /** The refusal to show next to the field (the server's message), or none. */
  error?: string | null;
  /** A missing PIN the form found before sending: marked, with the message elsewhere. */
  invalid?: boolean;
  inputRef?: RefObject<HTMLInputElement | null>;
  className?: string;
}

/** What the field holds, as the PIN the person meant. */
export function readPin(input: HTMLInputElement | null | undefined): string {
  return normalizePinInput(input?.value ?? '');
}

export function PinField({ id, hint, error, invalid, inputRef, className }: PinFieldProps) {
  const described = error ? `${id}-hint ${id}-error` : `${id}-hint`;
  return (
    <div className={`field ${styles.field} ${className ?? ''}`}>
      <label htmlFor={id}>비밀번호</label>
      <input
        id={id}
        ref={inputRef}
        name="pin"
        type="text"
        inputMode="numeric"
        pattern="[0-9]*"
        autoComplete="off"
        // Password managers would offer to keep it as a site password.
        data-1p-ignore=""
        data-lpignore="true"
        spellCheck={false}
        maxLength={PIN_LENGTH}
        className={styles.input}
        aria-invalid={error || invalid ? true : undefined}
        aria-describedby={described}
      />
      <p id={`${id}-hint`} className="field-hint">
        {hint}
      </p>
      {error ? (
        <p id={`${id}-error`} className={`field-error ${styles.error}`} role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
