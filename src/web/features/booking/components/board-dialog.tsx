/**
 * The board's modal dialogs (delete with the PIN, book from the tablet): a native <dialog>
 * that traps focus and closes on Escape as "cancel". It often opens under the pointer of a
 * double-click, whose second press must neither select text nor take the focus from the PIN.
 */
import { type ReactNode, useEffect, useId, useRef } from 'react';
import styles from './board-dialog.module.css';

interface BoardDialogProps {
  title: string;
  /** alertdialog for a question with consequences (deleting), dialog for a form. */
  role: 'alertdialog' | 'dialog';
  /** The id of what the title's question is about, read with it. */
  describedBy?: string;
  onClose(): void;
  children(titleId: string): ReactNode;
}

/** Mounted while open: the dialog opens itself and closes with its owner. */
export function BoardDialog({ title, role, describedBy, onClose, children }: BoardDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
    return () => dialog?.close();
  }, []);
  return (
    <dialog
      ref={ref}
      className={styles.dialog}
      role={role}
      aria-modal="true"
      aria-labelledby={titleId}
      aria-describedby={describedBy}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onMouseDown={(event) => {
        if (event.detail > 1) event.preventDefault();
      }}
    >
      <h2 id={titleId} className={styles.title}>
        {title}
      </h2>
      {children(titleId)}
    </dialog>
  );
}

/** The two answers, cancel first; the second press of a double-click answers neither. */
export function DialogActions({
  confirmLabel,
  busy,
  danger = false,
  onCancel,
}: {
  confirmLabel: string;
  busy: boolean;
  danger?: boolean;
  onCancel(): void;
}) {
  return (
    <div className={styles.actions}>
      <button
        type="button"
        className="button button-secondary"
        onClick={(event) => {
          if (event.detail <= 1) onCancel();
        }}
      >
        취소
      </button>
      {/* Not disabled while sending: a disabled button would drop the keyboard focus. */}
      <button
        type="submit"
        className={`button ${danger ? 'button-danger' : 'button-accent'}`}
        aria-disabled={busy || undefined}
        onClick={(event) => {
          if (event.detail > 1) event.preventDefault();
        }}
      >
        {confirmLabel}
      </button>
    </div>
  );
}
