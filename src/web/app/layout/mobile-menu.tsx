/**
 * The folded menu of phones (and of the signed-in menu below 1560px). The markup is a
 * <details> disclosure, so the menu opens, closes and leads on with no script at all (decision
 * 021). Once the script runs, the same markup opens as a modal dialog over a dimmed page: Tab
 * stays inside it, Escape, the close button or a tap beside it shut it and give focus back to
 * the menu button, and a new page or a window grown past the fold closes it.
 */
import {
  type KeyboardEvent,
  type ReactNode,
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { useLocation } from 'react-router';
import { useHydrated } from '../../lib/use-hydrated.ts';
import { useMediaQuery } from '../../lib/use-media-query.ts';
import styles from './mobile-menu.module.css';

interface MobileMenuProps {
  /** Where the menu folds, e.g. `(max-width: 767.98px)`; CSS shows the button at the same widths. */
  foldQuery: string;
  /** For the width rules that show the whole disclosure, button and all. */
  className?: string;
  /** The menu's content; `close` is for its links. */
  children: (close: () => void) => ReactNode;
}

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), [tabindex]:not([tabindex="-1"])';

export function MobileMenu({ foldQuery, className = '', children }: MobileMenuProps) {
  const [open, setOpen] = useState(false);
  const hydrated = useHydrated();
  const folded = useMediaQuery(foldQuery);
  const { pathname } = useLocation();
  const id = useId();
  const detailsRef = useRef<HTMLDetailsElement>(null);
  const buttonRef = useRef<HTMLElement>(null);
  const dialogRef = useRef<HTMLDialogElement>(null);
  const shownPath = useRef(pathname);
  const close = useCallback(() => setOpen(false), []);

  useEffect(() => {
    if (pathname === shownPath.current) return;
    shownPath.current = pathname;
    setOpen(false);
  }, [pathname]);
  useEffect(() => {
    if (!folded) setOpen(false);
  }, [folded]);
  // Opened before the script arrived: it stays open, as the dialog. (After the effects above.)
  useEffect(() => {
    if (detailsRef.current?.open) setOpen(true);
  }, []);

  // Before paint, so the open disclosure never shows for a frame as anything but the dialog.
  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      dialog.showModal();
      dialog.querySelector<HTMLElement>(FOCUSABLE)?.focus();
    } else if (!open && dialog.open) {
      dialog.close();
      buttonRef.current?.focus();
    }
  }, [open]);

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
    <details ref={detailsRef} className={`${styles.menu} ${className}`} open={open}>
      {/* Browsers and screen readers take a summary for a button; the role tells every other tool. */}
      {/* biome-ignore lint/a11y/useSemanticElements: a summary, unlike a button, opens the menu without script. */}
      <summary
        ref={buttonRef}
        role="button"
        className={styles.menuButton}
        aria-haspopup="dialog"
        // The disclosure's own open state speaks for it until the script takes over.
        aria-expanded={hydrated ? open : undefined}
        aria-controls={id}
        onClick={(event) => {
          // With the script, the button opens the dialog rather than the bare disclosure.
          event.preventDefault();
          setOpen((wasOpen) => !wasOpen);
        }}
      >
        {/* The look is on an inner box: some browsers lay out a summary only as a block. */}
        <span className={styles.menuButtonFace}>
          <span className={styles.menuIcon} aria-hidden="true" />
          메뉴
        </span>
        {/* Without script, the close mark over the panel is this button's: a tap on it folds the menu. */}
        <span className={styles.scriptlessClose} aria-hidden="true">
          <span className={styles.closeIcon} />
        </span>
      </summary>
      <dialog
        ref={dialogRef}
        id={id}
        className={styles.dialog}
        aria-label="전체 메뉴"
        onKeyDown={onKeyDown}
        onCancel={(event) => {
          event.preventDefault();
          close();
        }}
        // A click on the dimmed backdrop lands on the dialog element itself.
        onClick={(event) => event.target === event.currentTarget && close()}
      >
        <div className={styles.panel}>
          <div className={styles.top}>
            <span className={styles.title}>메뉴</span>
            <button type="button" className={styles.close} onClick={close} aria-label="메뉴 닫기">
              <span className={styles.closeIcon} aria-hidden="true" />
            </button>
          </div>
          {children(close)}
        </div>
      </dialog>
    </details>
  );
}
