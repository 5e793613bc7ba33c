import { useOnline } from '../../lib/use-online.ts';
import styles from './page-loading.module.css';

/** Shown while a page's code or data is on its way; offline, it says what it waits for. */
export function PageLoading({ label = '불러오는 중...' }: { label?: string }) {
  const online = useOnline();
  return (
    <div className={styles.loading} role="status">
      {online ? <span className={styles.spinner} aria-hidden="true" /> : null}
      {online ? label : '인터넷 연결이 끊겼습니다. 연결되면 이어서 불러옵니다.'}
    </div>
  );
}
