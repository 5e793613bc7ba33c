/** The staff menu's link to the enquiries, with the number of new (접수) ones. */
import { NavLink } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { useNewEnquiryCount } from '../api/enquiries-api.ts';
import styles from './enquiries-menu-link.module.css';

export function EnquiriesMenuLink({ onNavigate }: { onNavigate?: () => void }) {
  const count = useNewEnquiryCount(true).data ?? 0;
  return (
    <NavLink to={paths.enquiries} onClick={onNavigate} className={styles.link}>
      상담 신청
      {count > 0 ? (
        <>
          <span className={styles.badge} aria-hidden="true">
            {count > 99 ? '99+' : count}
          </span>
          <span className="visually-hidden">(새 신청 {count}건)</span>
        </>
      ) : null}
    </NavLink>
  );
}
