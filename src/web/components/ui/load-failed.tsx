import styles from './load-failed.module.css';

interface LoadFailedProps {
  message: string;
  retry(): void;
  /** Another look than the thin box, of the place it stands in (a list's empty state). */
  className?: string;
  /** One line in the red of a form's refusal, where a page's list would stand. */
  inline?: boolean;
}

/** What a part shows when what it needs cannot be read: the server's words and a retry. */
export function LoadFailed({ message, retry, className, inline = false }: LoadFailedProps) {
  const button = (
    <button type="button" className="button button-secondary" onClick={retry}>
      다시 시도
    </button>
  );
  return inline ? (
    <p role="alert" className="field-error">
      {message} {button}
    </p>
  ) : (
    <div role="alert" className={className ?? styles.failed}>
      <p>{message}</p>
      {button}
    </div>
  );
}
