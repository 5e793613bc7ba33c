/**
 * The button under an editable list that adds a row to it (a rule, a note, a date), greyed
 * once the list holds as many rows as it may.
 */
import type { ReactNode } from 'react';

interface AddRowButtonProps {
  /** Its place under the list. */
  className: string | undefined;
  disabled: boolean;
  onClick(): void;
  children: ReactNode;
}

export function AddRowButton({ className, disabled, onClick, children }: AddRowButtonProps) {
  return (
    <button
      type="button"
      className={`button button-secondary ${className}`}
      disabled={disabled}
      onClick={onClick}
    >
      {children}
    </button>
  );
}
