/** The staff menu's link to the order requests, with the number of new (접수) ones. */
import { NavLink } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { useNewOrderCount } from '../api/orders-api.ts';
import styles from './orders-menu-link.module.css';

export function OrdersMenuLink({ onNavigate }: { onNavigate?: () => void }) {
  const count = useNewOrderCount(true).data ?? 0;
  return (
    <NavLink to={paths.order.requests} onClick={onNavigate} className={styles.link}>
      주문 요청
      {count > 0 ? (
        <>
          <span className={styles.badge} aria-hidden="true">
            {count > 99 ? '99+' : count}
          </span>
          <span className="visually-hidden">(새 요청 {count}건)</span>
        </>
      ) : null}
    </NavLink>
  );
}
