/** `/orders` (teachers): the order requests, newest first, each moved 접수 → 확인 → 완료 or 취소. */
import { useSearchParams } from 'react-router';
import { InboxList, pageFromSearch } from '../../../components/inbox/inbox-list.tsx';
import { newCountLead } from '../../../components/inbox/new-count-lead.tsx';
import { Page } from '../../../components/ui/page.tsx';
import { useOrders } from '../api/orders-api.ts';
import { OrderRequestCard } from '../components/order-request-card.tsx';

export function OrderRequestsPage() {
  const [search, setSearch] = useSearchParams();
  const page = pageFromSearch(search);
  const orders = useOrders(page);
  const goTo = (next: number) => setSearch(next === 1 ? {} : { page: String(next) });

  const lead = newCountLead(orders.data, '요청', '확인');

  return (
    <Page title="주문 요청" lead={lead}>
      <InboxList
        query={orders}
        page={page}
        onPage={goTo}
        loadingLabel="주문 요청을 불러오는 중..."
        emptyText="아직 받은 주문 요청이 없습니다."
        pagerLabel="주문 요청 쪽"
        itemKey={(order) => order.id}
        renderItem={(order) => <OrderRequestCard order={order} />}
      />
    </Page>
  );
}
