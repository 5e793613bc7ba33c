/** 사유: a one-line reason kept in the audit log; required for voiding a payment, else optional. */
import type { Ref } from 'react';
import { REASON_MAX } from '#shared/student-fields.ts';
import { Field } from '../../../components/ui/field.tsx';

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
    <Field id={id} label={label} error={error}>
      {(control) => (
        <input
          {...control}
          ref={ref}
          type="text"
          autoComplete="off"
          maxLength={REASON_MAX}
          placeholder={placeholder}
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </Field>
  );
}
