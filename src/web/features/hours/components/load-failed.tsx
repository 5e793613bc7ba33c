/** What a form shows when its hours cannot be read: the server's words and a retry. */
import styles from './hours-form.module.css';

export function LoadFailed({ message, retry }: { message: string; retry(): void }) {
  return (
    <div role="alert" className={styles.failed}>
      <p>{message}</p>
      <button type="button" className="button button-secondary" onClick={retry}>
        다시 시도
      </button>
    </div>
  );
}
