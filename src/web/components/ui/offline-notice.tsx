/**
 * A line under the top menu while the browser is offline: what the page is waiting for is
 * said, not left to a spinner. The live region is always there so the change is announced.
 */
import { useOnline } from '../../lib/use-online.ts';
import styles from './offline-notice.module.css';

const OFFLINE_NOTICE = '인터넷 연결이 끊겼습니다. 연결되면 화면을 다시 불러옵니다.';

export function OfflineNotice() {
  const online = useOnline();
  return (
    <div role="status" className={styles.region}>
      {online ? null : <p className={styles.notice}>{OFFLINE_NOTICE}</p>}
    </div>
  );
}
