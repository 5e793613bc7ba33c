import styles from './load-failed.module.css';

/** What a part shows when what it needs cannot be read: the server's words and a retry. */
export function LoadFailed({
  message,
  retry,
  className,
}: {
  message: string;
  retry(): void;
  /** Another look than the thin box, of the place it stands in (a list's empty state). */
  className?: string;
}) {
  return (
    <div role="alert" className={className ?? styles.failed}>
      <p>{message}</p>
      <button type="button" className="button button-secondary" onClick={retry}>
        다시 시도
      </button>
    </div>
  );
}
