/**
 * `await confirm('예약을 삭제하시겠습니까?')` instead of window.confirm: a modal alert dialog
 * that traps focus (native <dialog>), closes on Escape as "no", and can be styled and tested.
 */
import {
  createContext,
  type MouseEvent,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useRef,
  useState,
} from 'react';
import styles from './confirm-dialog.module.css';

export interface ConfirmOptions {
  confirmLabel?: string;
  /** What exactly the answer applies to, shown under the question. */
  detail?: ReactNode;
}
interface Pending {
  message: string;
  confirmLabel: string;
  detail: ReactNode;
  resolve(answer: boolean): void;
}
type Confirm = (message: string, options?: ConfirmOptions) => Promise<boolean>;

const ConfirmContext = createContext<Confirm | null>(null);

export function ConfirmProvider({ children }: { children: ReactNode }) {
  const [pending, setPending] = useState<Pending | null>(null);
  const dialogRef = useRef<HTMLDialogElement>(null);

  const confirm = useCallback<Confirm>(
    (message, options) =>
      new Promise<boolean>((resolve) =>
        setPending({
          message,
          confirmLabel: options?.confirmLabel ?? '확인',
          detail: options?.detail ?? null,
          resolve,
        }),
      ),
    [],
  );

  useEffect(() => {
    const dialog = dialogRef.current;
    if (pending && dialog && !dialog.open) dialog.showModal();
  }, [pending]);

  const answer = (value: boolean) => {
    pending?.resolve(value);
    setPending(null);
    dialogRef.current?.close();
  };

  // The dialog may open under the pointer of a double-click: its second click (detail 2) is not an answer.
  const once = (event: MouseEvent, value: boolean) => {
    if (event.detail <= 1) answer(value);
  };

  return (
    <ConfirmContext.Provider value={confirm}>
      {children}
      <dialog
        ref={dialogRef}
        className={styles.dialog}
        role="alertdialog"
        aria-modal="true"
        aria-labelledby="confirm-message"
        aria-describedby={pending?.detail ? 'confirm-detail' : undefined}
        onCancel={(event) => {
          event.preventDefault();
          answer(false);
        }}
      >
        <p id="confirm-message" className={styles.message}>
          {pending?.message}
        </p>
        {pending?.detail ? (
          <div id="confirm-detail" className={styles.detail}>
            {pending.detail}
          </div>
        ) : null}
        <div className={styles.actions}>
          <button type="button" className="button button-secondary" onClick={(event) => once(event, false)}>
            취소
          </button>
          <button type="button" className="button button-danger" onClick={(event) => once(event, true)}>
            {pending?.confirmLabel}
          </button>
        </div>
      </dialog>
    </ConfirmContext.Provider>
  );
}

export function useConfirm(): Confirm {
  const confirm = useContext(ConfirmContext);
  if (!confirm) throw new Error('useConfirm needs a ConfirmProvider');
  return confirm;
}
