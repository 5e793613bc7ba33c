/** A whole number with its unit after it (`3 시간`), its hint and its error, as a settings form asks for one. */
import type { ReactNode } from 'react';
import { Field } from '../../../../components/ui/field.tsx';
import styles from './page-form.module.css';

interface NumberFieldProps {
  id: string;
  className: string | undefined;
  label: string;
  hint: ReactNode;
  error: string | undefined;
  unit: string;
  min: number;
  max: number;
  /** NaN while the field is empty. */
  value: number;
  onChange(next: number): void;
}

export function NumberField({ unit, min, max, value, onChange, ...field }: NumberFieldProps) {
  return (
    <Field {...field}>
      {(control) => (
        <span className={styles.numberInput}>
          <input
            {...control}
            type="number"
            inputMode="numeric"
            min={min}
            max={max}
            step={1}
            value={Number.isFinite(value) ? value : ''}
            onChange={(event) => onChange(event.target.valueAsNumber)}
          />
          <span aria-hidden="true">{unit}</span>
        </span>
      )}
    </Field>
  );
}
