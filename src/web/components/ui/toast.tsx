/**
 * In-app notices instead of window.alert: polite ones are announced as a status, errors as an
 * alert. One of each at most: a newer one replaces the last of its tone, so quick taps never
 * pile notices over the page. On the page they sit at the bottom of the screen, clear of the
 * heading a person reads first; each goes after a few seconds, or when dismissed.
 *
 * While a modal <dialog> is open, everything outside it is inert and under its backdrop in the
 * top layer: a notice there could be neither seen, clicked nor heard. So the notices live inside
 * the topmost open modal dialog while there is one, in its flow under the title (the slot
 * `Dialog` leaves there), so that they never cover the dialog's fields; there they stay until
 * dismissed or the dialog closes, since one going would move the fields under a finger.
 */
import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { createPortal } from 'react-dom';
import styles from './toast.module.css';

type Tone = 'success' | 'error';
interface Toast {
  id: number;
  tone: Tone;
  message: string;
  /** Its time is up: gone from the page, still shown in a dialog until it closes. */
  expired: boolean;
}
interface ToastApi {
  success(message: string): void;
  error(message: string): void;
}

/** The attribute of the place in a dialog where its notices are drawn, in the flow. */
export const TOAST_SLOT = 'data-toast-slot';

const ToastContext = createContext<ToastApi | null>(null);
const DISPLAY_MS = 4000;
let nextId = 1;

function isModal(dialog: HTMLDialogElement): boolean {
  try {
    return dialog.matches(':modal');
  } catch {
    return false;
  }
}

/**
 * The open dialog the notices belong in: the last modal one, or else the last open one (an
 * engine without modal dialogs, jsdom, opens them as plain open dialogs).
 */
function topDialog(): HTMLDialogElement | null {
  if (typeof document === 'undefined') return null;
  const open = [...document.querySelectorAll<HTMLDialogElement>('dialog[open]')];
  const modal = open.filter(isModal);
  return (modal.length > 0 ? modal : open).at(-1) ?? null;
}

/** Where in a dialog the notices go: the slot under its title, else its end. */
function slotOf(dialog: HTMLDialogElement): Element {
  return dialog.querySelector(`[${TOAST_SLOT}]`) ?? dialog;
}

/**
 * Where the notices go: the open modal dialog, or the page (null) when none is open. The region
 * is there, empty, before a notice arrives, so that screen readers announce it when it does.
 */
function useToastHost(): [HTMLDialogElement | null, () => void] {
  const [host, setHost] = useState<HTMLDialogElement | null>(null);
  const current = useRef<HTMLDialogElement | null>(null);
  const follow = useCallback(() => {
    current.current = topDialog();
    setHost(current.current);
  }, []);
  useEffect(() => {
    follow();
    const observer = new MutationObserver((changes) => {
      // showModal() and close() set and remove the attribute. A dialog taken out of the page
      // while open (its component gone before close() ran, or close() on a detached element)
      // changes no attribute the observer can see: the notices would stay in it, unseen.
      const detached = current.current !== null && !current.current.isConnected;
      if (detached || changes.some((change) => change.type === 'attributes')) follow();
    });
    observer.observe(document.body, {
      attributes: true,
      attributeFilter: ['open'],
      childList: true,
      subtree: true,
    });
    return () => observer.disconnect();
  }, [follow]);
  return [host, follow];
}

export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const [host, followDialogs] = useToastHost();

  const dismiss = useCallback((id: number) => setToasts((all) => all.filter((toast) => toast.id !== id)), []);
  const expire = useCallback(
    (id: number) =>
      setToasts((all) => all.map((toast) => (toast.id === id ? { ...toast, expired: true } : toast))),
    [],
  );
  const show = useCallback(
    (tone: Tone, message: string) => {
      const id = nextId++;
      // A dialog taken out of the page while open left no attribute change behind.
      followDialogs();
      // One of each tone, the newest: a pile of old notices only hides the page.
      setToasts((all) => [
        ...all.filter((toast) => toast.tone !== tone && !toast.expired),
        { id, tone, message, expired: false },
      ]);
      window.setTimeout(() => expire(id), DISPLAY_MS);
    },
    [expire, followDialogs],
  );
  const api = useMemo<ToastApi>(
    () => ({ success: (message) => show('success', message), error: (message) => show('error', message) }),
    [show],
  );

  const list = (tone: Tone) =>
    toasts
      .filter((toast) => toast.tone === tone && (host !== null || !toast.expired))
      .map((toast) => (
        <div key={toast.id} className={`${styles.toast} ${styles[tone]}`}>
          <span>{toast.message}</span>
          <button
            type="button"
            className={styles.close}
            onClick={() => dismiss(toast.id)}
            aria-label="알림 닫기"
          >
            ×
          </button>
        </div>
      ));

  const region = (
    <div className={host ? `${styles.region} ${styles.inDialog}` : styles.region}>
      <div role="status">{list('success')}</div>
      <div role="alert">{list('error')}</div>
    </div>
  );

  return (
    <ToastContext.Provider value={api}>
      {children}
      {host ? createPortal(region, slotOf(host)) : region}
    </ToastContext.Provider>
  );
}

export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast needs a ToastProvider');
  return api;
}

/**
 * The callbacks for `mutate` of a change whose answer carries the server's Korean message: the
 * message as a notice, a refusal's as an error notice, or handed to `sayRefusal` where the
 * refusal is said beside what was tried.
 */
export function useAnswerToasts(sayRefusal?: (message: string) => void) {
  const toast = useToast();
  return {
    onSuccess: (answer: { message: string }) => toast.success(answer.message),
    onError: (error: Error) => (sayRefusal ? sayRefusal(error.message) : toast.error(error.message)),
  };
}
