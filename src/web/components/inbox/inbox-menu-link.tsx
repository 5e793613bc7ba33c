/** The staff menu's link to an inbox, with the number of new (접수) requests in it. */
import { NavLink } from 'react-router';
import styles from './inbox-menu-link.module.css';

interface InboxMenuLinkProps {
  to: string;
  label: string;
  count: number;
  /** Read after the link's name: `새 신청`, `새 요청`. */
  countLabel: string;
  onNavigate?: () => void;
}

export function InboxMenuLink({ to, label, count, countLabel, onNavigate }: InboxMenuLinkProps) {
  return (
    <NavLink to={to} onClick={onNavigate} className={styles.link}>
      {label}
      {count > 0 ? (
        <>
          <span className={styles.badge} aria-hidden="true">
            {count > 99 ? '99+' : count}
          </span>
          <span className="visually-hidden">{`(${countLabel} ${count}건)`}</span>
        </>
      ) : null}
    </NavLink>
  );
}
