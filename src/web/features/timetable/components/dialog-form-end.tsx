/** The foot of a calendar dialog's form (add, move): the server's refusal, a way back and the submit button. */
import type { ReactNode } from 'react';
import styles from './calendar-dialog.module.css';

interface DialogFormEndProps {
  failure: string | null;
  backLabel: string;
  onBack(): void;
  disabled: boolean;
  /** What the submit button says. */
  children: ReactNode;
}

export function DialogFormEnd({ failure, backLabel, onBack, disabled, children }: DialogFormEndProps) {
  return (
    <>
      {failure ? (
        <p role="alert" className={styles.failure}>
          {failure}
        </p>
      ) : null}
      <div className={styles.submitRow}>
        <button type="button" className="button button-secondary" onClick={onBack}>
          {backLabel}
        </button>
        <button type="submit" className="button button-accent" disabled={disabled}>
          {children}
        </button>
      </div>
    </>
  );
}
