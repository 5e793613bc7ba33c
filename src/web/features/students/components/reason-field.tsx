/** 사유: a one-line reason kept in the audit log; required for voiding a payment, else optional. */
import type { Ref } from 'react';
import { REASON_MAX } from '#shared/student-fields.ts';

interface ReasonFieldProps {
  id: string;
  label: string;
  value: string;
  onChange(value: string): void;
  error?: string | null;
  placeholder?: string;
  ref?: Ref<HTMLInputElement>;
}

export function ReasonField({ id, label, value, onChange, error, placeholder, ref }: ReasonFieldProps) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        ref={ref}
        id={id}
        type="text"
        autoComplete="off"
        maxLength={REASON_MAX}
        placeholder={placeholder}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => onChange(event.target.value)}
      />
      {error ? (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
