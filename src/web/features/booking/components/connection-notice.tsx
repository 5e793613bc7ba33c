/**
 * Says when the board's live connection dropped and when it is back (the tablet at the studio
 * is looked at, not reloaded). A live region that is always there, so each change is read out;
 * it floats over the page, so the board below it never moves.
 */
import type { Connection } from '../api/use-live-board.ts';
import styles from './connection-notice.module.css';

const texts: Partial<Record<Connection, string>> = {
  lost: '연결이 끊겼습니다 — 다시 연결하는 중',
  restored: '다시 연결되었습니다',
};

export function ConnectionNotice({ connection }: { connection: Connection }) {
  const text = texts[connection];
  return (
    <div className={styles.anchor}>
      <p role="status" className={`${styles.notice} ${text ? styles[connection] : ''}`}>
        {text ? (
          <>
            <span className={styles.icon} aria-hidden="true" />
            {text}
          </>
        ) : null}
      </p>
    </div>
  );
}
