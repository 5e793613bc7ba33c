/**
 * The site's modal dialog, on the native <dialog>: showModal() traps the focus and makes the
 * page behind inert; Escape calls `onClose` (the owner decides whether it may close); when the
 * dialog goes, the focus goes back to what opened it.
 *
 * Mounted while open (the default), or kept in the page and opened by `open`. The closing is a
 * layout effect's clean-up, run while the dialog is still in the page, so that a notice raised
 * as it closes (toast.tsx) goes back to the page and the focus can be given back.
 *
 * On a phone the back button is how a person dismisses what is on top: an open dialog adds an
 * entry to the history (same address, the router's state kept), so that back closes the dialog
 * instead of leaving the page; closed otherwise, the dialog takes its entry away again.
 */
import {
  type CSSProperties,
  type MouseEventHandler,
  type ReactNode,
  type RefObject,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
} from 'react';
import { entryMark, pushMarkedEntry } from '../../lib/history-marks.ts';
import styles from './dialog.module.css';
import { FormAlert } from './field.tsx';
import { TOAST_SLOT } from './toast.tsx';

interface DialogProps {
  title: ReactNode;
  onClose(): void;
  /** Kept in the page and shown while true; without it the dialog is open while mounted. */
  open?: boolean;
  /** alertdialog for a question with consequences; said aloud with aria-modal. */
  role?: 'alertdialog' | 'dialog';
  /** The id of what the dialog is about, read with the title. */
  describedBy?: string;
  /** A line under the title (the date and hour), read as the description when none is named. */
  subtitle?: ReactNode;
  /** A × 닫기 button beside the title. */
  closeButton?: boolean;
  /** Where the focus starts instead of the first control: the title, or a given element. */
  initialFocus?: 'title' | RefObject<HTMLElement | null>;
  /** The widest the dialog gets, in px (it never passes the screen). */
  width?: number;
  className?: string;
  titleClassName?: string;
  onMouseDown?: MouseEventHandler<HTMLDialogElement>;
  /** The content, or a function of the title's id (for a form labelled by it). */
  children: ReactNode | ((titleId: string) => ReactNode);
}

export function Dialog({
  title,
  onClose,
  open = true,
  role,
  describedBy,
  subtitle,
  closeButton = false,
  initialFocus,
  width,
  className,
  titleClassName,
  onMouseDown,
  children,
}: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleRef = useRef<HTMLHeadingElement>(null);
  const titleId = useId();
  const subtitleId = `${titleId}-subtitle`;
  const focusStart = useRef(initialFocus);
  focusStart.current = initialFocus;
  const closeRef = useRef(onClose);
  closeRef.current = onClose;
  useBackButtonCloses(open, titleId, closeRef);

  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!open || !dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) dialog.showModal();
    const start = focusStart.current;
    if (start === 'title') titleRef.current?.focus();
    else start?.current?.focus();
    return () => {
      if (dialog.open) dialog.close();
      if (opener?.isConnected && document.activeElement !== opener) opener.focus();
    };
  }, [open]);

  const heading = (
    <h2
      ref={titleRef}
      id={titleId}
      className={`${styles.title} ${titleClassName ?? ''}`}
      tabIndex={initialFocus === 'title' ? -1 : undefined}
    >
      {title}
    </h2>
  );
  const style = width ? ({ '--dialog-width': `${width}px` } as CSSProperties) : undefined;

  return (
    <dialog
      ref={ref}
      className={`${styles.dialog} ${className ?? ''}`}
      style={style}
      role={role}
      aria-modal={role ? 'true' : undefined}
      aria-labelledby={titleId}
      aria-describedby={describedBy ?? (subtitle ? subtitleId : undefined)}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onMouseDown={onMouseDown}
    >
      {open ? (
        <>
          {subtitle || closeButton ? (
            <div className={styles.head}>
              <div>
                {heading}
                {subtitle ? (
                  <p id={subtitleId} className={styles.subtitle}>
                    {subtitle}
                  </p>
                ) : null}
              </div>
              {closeButton ? (
                <button type="button" className={styles.close} onClick={onClose} aria-label="닫기">
                  <span aria-hidden="true">×</span>
                </button>
              ) : null}
            </div>
          ) : (
            heading
          )}
          {/* The notices said while it is open go here, under the title, covering nothing. */}
          <div {...{ [TOAST_SLOT]: '' }} />
          {typeof children === 'function' ? children(titleId) : children}
        </>
      ) : null}
    </dialog>
  );
}

/** The key in `history.state` marking the entry an open dialog added. */
const DIALOG_ENTRY = 'studioDialog';

/**
 * While open, the dialog has an entry of its own in the history: back pops it and closes the
 * dialog (the one on top only, when one dialog opened another); closed another way, the
 * dialog goes back over its entry, unless a navigation has already put another on top.
 */
function useBackButtonCloses(open: boolean, mark: string, close: RefObject<() => void>) {
  useEffect(() => {
    if (!open) return;
    pushMarkedEntry(DIALOG_ENTRY, mark);
    let popped = false;
    const onPop = () => {
      if (entryMark(DIALOG_ENTRY) === mark) return;
      popped = true;
      close.current();
    };
    window.addEventListener('popstate', onPop);
    return () => {
      window.removeEventListener('popstate', onPop);
      if (!popped && entryMark(DIALOG_ENTRY) === mark) window.history.back();
    };
  }, [open, mark, close]);
}

/** The dialog's buttons in a row: stretched to share it, or kept at the end or the two ends. */
export function DialogActions({
  align = 'fill',
  className,
  children,
}: {
  align?: 'fill' | 'end' | 'between';
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={`${styles.actions} ${className ?? ''}`} data-align={align}>
      {children}
    </div>
  );
}

/** A note the person should read before answering (what a change does to the balance). */
export function DialogNote({ children }: { children: ReactNode }) {
  return (
    <p className={styles.note} role="note">
      {children}
    </p>
  );
}

interface DialogSubmitRowProps {
  /** What the server refused, said before the buttons. */
  failure?: string | null;
  cancelLabel?: string;
  onCancel(): void;
  submitLabel: string;
  pendingLabel: string;
  pending: boolean;
  /** `button-accent` or `button-danger`; plain when left out. */
  tone?: 'accent' | 'danger';
}

/** A form dialog's end: the refusal, if any, then cancel and the submit button side by side. */
export function DialogSubmitRow({
  failure,
  cancelLabel = '닫기',
  onCancel,
  submitLabel,
  pendingLabel,
  pending,
  tone,
}: DialogSubmitRowProps) {
  return (
    <>
      {failure ? <FormAlert>{failure}</FormAlert> : null}
      <DialogActions>
        <button type="button" className="button button-secondary" onClick={onCancel}>
          {cancelLabel}
        </button>
        <button type="submit" className={tone ? `button button-${tone}` : 'button'} disabled={pending}>
          {pending ? pendingLabel : submitLabel}
        </button>
      </DialogActions>
    </>
  );
}
