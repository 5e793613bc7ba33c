/**
 * One choice out of a few, as radio chips under a legend (lesson type, payment method): a
 * fieldset, so a screen reader names the group, and native radios, so arrows move the choice.
 */
import type { ReactNode } from 'react';
import styles from './choice-group.module.css';

export interface ChoiceGroupProps<T extends string> {
  legend: string;
  /** The radios' name: unique on the page (a form's `useId` prefix). */
  name: string;
  options: readonly T[];
  value: string | undefined;
  onChange: (option: T) => void;
  /** A choice shown but not offered now. */
  disabled?: (option: T) => boolean;
  /** What a chip says, when more than the option itself. */
  label?: (option: T) => ReactNode;
  /** Placement in the form around it (a grid column, a margin). */
  className?: string;
  /** What the group says under its chips (why a choice is not offered). */
  children?: ReactNode;
}

export function ChoiceGroup<T extends string>({
  legend,
  name,
  options,
  value,
  onChange,
  disabled,
  label,
  className,
  children,
}: ChoiceGroupProps<T>) {
  return (
    <fieldset className={className ? `${styles.group} ${className}` : styles.group}>
      <legend>{legend}</legend>
      <div className={styles.choices}>
        {options.map((option) => (
          <label key={option} className={styles.choice}>
            <input
              type="radio"
              name={name}
              value={option}
              checked={value === option}
              disabled={disabled?.(option)}
              onChange={() => onChange(option)}
            />
            <span>{label ? label(option) : option}</span>
          </label>
        ))}
      </div>
      {children}
    </fieldset>
  );
}
