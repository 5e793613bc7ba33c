/**
 * The folded menu of phones (and of the signed-in menu below 1200px): a modal dialog over a
 * dimmed page. Tab stays inside it, Escape or the close button shuts it and gives focus back
 * to the menu button, and following a link closes it.
 */
import { type KeyboardEvent, type ReactNode, type RefObject, useEffect, useRef } from 'react';
import styles from './mobile-menu.module.css';

interface MobileMenuProps {
  id: string;
  open: boolean;
  onClose(): void;
  /** The button that opened the menu: it gets focus back when the menu closes. */
  returnFocusTo: RefObject<HTMLElement | null>;
  children: ReactNode;
}

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), [tabindex]:not([tabindex="-1"])';

export function MobileMenu({ id, open, onClose, returnFocusTo, children }: MobileMenuProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      dialog.showModal();
      dialog.querySelector<HTMLElement>(FOCUSABLE)?.focus();
    } else if (!open && dialog.open) {
      dialog.close();
      returnFocusTo.current?.focus();
    }
  }, [open, returnFocusTo]);

  // The browser lets Tab leave a modal dialog for its own toolbar; a menu keeps it in a loop.
  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key !== 'Tab') return;
    const items = [...(dialogRef.current?.querySelectorAll<HTMLElement>(FOCUSABLE) ?? [])];
    const first = items[0];
    const last = items.at(-1);
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return (
    <dialog
      ref={dialogRef}
      id={id}
      className={styles.dialog}
      aria-label="전체 메뉴"
      onKeyDown={onKeyDown}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      // A click on the dimmed backdrop lands on the dialog element itself.
      onClick={(event) => event.target === event.currentTarget && onClose()}
    >
      <div className={styles.panel}>
        <div className={styles.top}>
          <span className={styles.title}>메뉴</span>
          <button type="button" className={styles.close} onClick={onClose} aria-label="메뉴 닫기">
            <span className={styles.closeIcon} aria-hidden="true" />
          </button>
        </div>
        {children}
      </div>
    </dialog>
  );
}
