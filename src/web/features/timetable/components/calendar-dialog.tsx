/**
 * The week's modal dialogs (a lesson's record and changes, adding a lesson): a native <dialog>,
 * mounted while open, that traps focus and closes on Escape and 닫기, as the site's confirm
 * dialog does (components/ui/confirm-dialog.tsx). The confirm itself opens over it.
 */
import { type ReactNode, useId, useLayoutEffect, useRef } from 'react';
import styles from './calendar-dialog.module.css';

interface CalendarDialogProps {
  title: string;
  /** A line under the title: the date, hour and type. */
  subtitle: string;
  onClose(): void;
  children: ReactNode;
}

export function CalendarDialog({ title, subtitle, onClose, children }: CalendarDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  // A layout effect: its clean-up closes the dialog while it is still in the page, so that a
  // notice shown in it as it closes (components/ui/toast.tsx) goes back to the page.
  useLayoutEffect(() => {
    const dialog = ref.current;
    // Closed by its owner, the dialog is gone before the browser could give focus back: done here.
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (dialog && !dialog.open) dialog.showModal();
    return () => {
      dialog?.close();
      if (opener?.isConnected) opener.focus();
    };
  }, []);
  return (
    <dialog
      ref={ref}
      className={styles.dialog}
      aria-labelledby={titleId}
      aria-describedby={`${titleId}-place`}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      <div className={styles.head}>
        <div>
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
          <p id={`${titleId}-place`} className={styles.subtitle}>
            {subtitle}
          </p>
        </div>
        <button type="button" className={styles.close} onClick={onClose} aria-label="닫기">
          <span aria-hidden="true">×</span>
        </button>
      </div>
      {children}
    </dialog>
  );
}
