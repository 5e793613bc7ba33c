/**
 * The board's modal dialogs (delete with the PIN, book from the tablet), on the site's dialog.
 * It often opens under the pointer of a double-click, whose second press must neither select
 * text nor take the focus from the PIN.
 */
import type { ReactNode } from 'react';
import { DialogActions as Actions, Dialog } from '../../../components/ui/dialog.tsx';
import styles from './board-dialog.module.css';

interface BoardDialogProps {
  title: string;
  /** alertdialog for a question with consequences (deleting), dialog for a form. */
  role: 'alertdialog' | 'dialog';
  /** The id of what the title's question is about, read with it. */
  describedBy?: string;
  onClose(): void;
  children: ReactNode;
}

/** Mounted while open: the dialog opens itself and closes with its owner. */
export function BoardDialog({ title, role, describedBy, onClose, children }: BoardDialogProps) {
  return (
    <Dialog
      title={title}
      onClose={onClose}
      role={role}
      describedBy={describedBy}
      width={400}
      className={styles.dialog}
      titleClassName={styles.title}
      onMouseDown={(event) => {
        if (event.detail > 1) event.preventDefault();
      }}
    >
      {children}
    </Dialog>
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
    <Actions className={styles.actions}>
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
    </Actions>
  );
}
