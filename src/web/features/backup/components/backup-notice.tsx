/**
 * The owner's warning when the last good backup is more than 2 days old (or there has been none
 * since the studio started): on the page the owner lands on after signing in, with the way to
 * the backup page. Draws nothing otherwise, and nothing on a PostgreSQL site (pg_dump there).
 */
import { Link } from 'react-router';
import { formatSeoulDateTime } from '#shared/time.ts';
import { paths } from '../../../config/paths.ts';
import { useBackupStatus } from '../api/backup-api.ts';
import styles from './backup-notice.module.css';

export function BackupNotice() {
  const status = useBackupStatus();
  const data = status.data;
  if (!data?.supported || !data.stale) return null;
  return (
    <aside className={styles.notice} aria-labelledby="backup-notice-title">
      <div className={styles.inner}>
        <p id="backup-notice-title" className={styles.title}>
          {data.lastBackupAt ? '백업한 지 2일이 넘었습니다' : '아직 백업이 없습니다'}
        </p>
        <p className={styles.text}>
          {data.lastBackupAt
            ? `마지막 백업: ${formatSeoulDateTime(data.lastBackupAt)}. `
            : '학생, 레슨, 결제 기록과 사진을 한 번도 백업하지 않았습니다. '}
          백업을 내려받아 학원 컴퓨터가 아닌 곳에도 보관해 주세요.
        </p>
        <Link className={`button ${styles.action}`} to={paths.backup}>
          백업하러 가기
        </Link>
      </div>
    </aside>
  );
}
