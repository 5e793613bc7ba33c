/** The studio's logo above the tablet board, linking home (spec §2 "Practice-room booking"). */
import { Link } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { useSite } from '../../../site-data/site-context.tsx';
import styles from './studio-logo-header.module.css';

export function StudioLogoHeader() {
  const { studio } = useSite();
  return (
    <div className={styles.bar}>
      <Link to={paths.home} className={styles.logo}>
        <svg className={styles.mark} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
          <circle cx="16" cy="16" r="15" />
          <path d="M13 22.5a3 3 0 1 1-2-2.83V9l10-2v11.5a3 3 0 1 1-2-2.83V10.4l-6 1.2Z" />
        </svg>
        <span>{studio.name}</span>
      </Link>
    </div>
  );
}
