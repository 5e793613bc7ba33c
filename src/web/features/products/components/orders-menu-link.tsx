/** The staff menu's link to the order requests, with the number of new (접수) ones. */
import { InboxMenuLink } from '../../../components/inbox/inbox-menu-link.tsx';
import { paths } from '../../../config/paths.ts';
import { useNewOrderCount } from '../api/orders-api.ts';

export function OrdersMenuLink({ onNavigate }: { onNavigate?: () => void }) {
  const count = useNewOrderCount(true).data ?? 0;
  return (
    <InboxMenuLink
      to={paths.order.requests}
      label="주문 요청"
      count={count}
      countLabel="새 요청"
      onNavigate={onNavigate}
    />
  );
}
