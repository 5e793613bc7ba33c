/**
 * A list of lines (a teacher's career, the curriculum's rules) as one text box, a line each:
 * what the owner types is kept as typed, and the list it makes (lines trimmed, blank ones left
 * out) goes to the draft. A list changed from outside (a restore) replaces the text.
 */

import { useEffect, useId, useState } from 'react';
import { Field } from '../../../../components/ui/field.tsx';
import styles from './page-form.module.css';

export function linesOf(text: string): string[] {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '');
}

const same = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((line, index) => line === b[index]);

interface LinesFieldProps {
  label: string;
  value: string[];
  onChange: (next: string[]) => void;
  max: number;
  disabled?: boolean;
  error?: string;
}

export function LinesField({ label, value, onChange, max, disabled = false, error }: LinesFieldProps) {
  const id = useId();
  const [text, setText] = useState(() => value.join('\n'));
  useEffect(() => {
    setText((typed) => (same(linesOf(typed), value) ? typed : value.join('\n')));
  }, [value]);
  const count = linesOf(text).length;
  return (
    <Field id={id} label={label} hint={`한 줄에 하나씩, ${max}줄까지 (${count}줄)`} error={error}>
      {(control) => (
        <textarea
          {...control}
          className={styles.lines}
          value={text}
          rows={Math.min(Math.max(value.length + 1, 3), 12)}
          disabled={disabled}
          onChange={(event) => {
            setText(event.target.value);
            onChange(linesOf(event.target.value));
          }}
        />
      )}
    </Field>
  );
}
