/** The button under an editable list that adds a row (a rule, a note, a date), greyed once the list is full. */
import type { ReactNode } from 'react';

interface AddRowButtonProps {
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
