/** Tells people whether the board updates itself live or by polling, and shows load failures. */
import styles from './board-status.module.css';

export function BoardStatus({ live, failed }: { live: boolean; failed: boolean }) {
  if (failed) {
    return (
      <p className={`${styles.status} ${styles.failed}`} role="alert">
        예약 현황을 불러오지 못했습니다. 잠시 후 자동으로 다시 시도합니다.
      </p>
    );
  }
  return (
    <p className={styles.status}>
      <span className={live ? styles.dotLive : styles.dot} aria-hidden="true" />
      {live ? '실시간으로 반영됩니다' : '3초마다 새로 고칩니다'}
    </p>
  );
}
