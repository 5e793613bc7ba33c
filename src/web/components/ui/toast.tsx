/**
 * In-app notices instead of window.alert: polite ones are announced as a status, errors as an
 * alert. Each fades out after a few seconds; a person can also dismiss it.
 */
import { createContext, type ReactNode, useCallback, useContext, useMemo, useState } from 'react';
import styles from './toast.module.css';

type Tone = 'success' | 'error';
interface Toast {
  id: number;
  tone: Tone;
  message: string;
}
interface ToastApi {
  success(message: string): void;
  error(message: string): void;
}

const ToastContext = createContext<ToastApi | null>(null);
const DISPLAY_MS = 4000;
let nextId = 1;

export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<Toast[]>([]);

  const dismiss = useCallback((id: number) => setToasts((all) => all.filter((toast) => toast.id !== id)), []);
  const show = useCallback(
    (tone: Tone, message: string) => {
      const id = nextId++;
      // The newest two at most: a pile of old notices only hides the page.
      setToasts((all) => [...all.slice(-1), { id, tone, message }]);
      window.setTimeout(() => dismiss(id), DISPLAY_MS);
    },
    [dismiss],
  );
  const api = useMemo<ToastApi>(
    () => ({ success: (message) => show('success', message), error: (message) => show('error', message) }),
    [show],
  );

  const list = (tone: Tone) =>
    toasts
      .filter((toast) => toast.tone === tone)
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

  return (
    <ToastContext.Provider value={api}>
      {children}
      <div className={styles.region}>
        <div role="status">{list('success')}</div>
        <div role="alert">{list('error')}</div>
      </div>
    </ToastContext.Provider>
  );
}

export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast needs a ToastProvider');
  return api;
}
