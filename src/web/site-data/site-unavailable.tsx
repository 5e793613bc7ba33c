/** Before the studio's content has arrived (a client-only start), or when it could not be read. */
import styles from './site-unavailable.module.css';

export function SiteUnavailable({ failed, onRetry }: { failed: boolean; onRetry: () => void }) {
  if (!failed) return <div className={styles.loading} aria-busy="true" />;
  return (
    <main className={styles.failed}>
      <p role="alert">학원 정보를 불러오지 못했습니다. 인터넷 연결을 확인한 뒤 다시 시도해 주세요.</p>
      <button type="button" onClick={onRetry}>
        다시 시도
      </button>
    </main>
  );
}
