/** `/orders` (teachers): the order requests, newest first, each moved 접수 → 확인 → 완료 or 취소. */
import { useSearchParams } from 'react-router';
import { Page } from '../../../components/ui/page.tsx';
import { PageLoading } from '../../../components/ui/page-loading.tsx';
import { useOrders } from '../api/orders-api.ts';
import { OrderRequestCard } from '../components/order-request-card.tsx';
import styles from './order-requests-page.module.css';

export function OrderRequestsPage() {
  const [search, setSearch] = useSearchParams();
  const page = Math.max(1, Math.floor(Number(search.get('page'))) || 1);
  const orders = useOrders(page);
  const goTo = (next: number) => setSearch(next === 1 ? {} : { page: String(next) });

  const lead = orders.data ? (
    orders.data.newCount > 0 ? (
      <>
        새 요청 <strong>{orders.data.newCount}건</strong>이 확인을 기다립니다.
      </>
    ) : (
      '확인을 기다리는 새 요청이 없습니다.'
    )
  ) : undefined;

  return (
    <Page title="주문 요청" lead={lead}>
      {orders.isPending ? (
        <PageLoading label="주문 요청을 불러오는 중..." />
      ) : orders.isError ? (
        <div role="alert" className={styles.empty}>
          <p>{orders.error.message}</p>
          <button type="button" className="button button-secondary" onClick={() => void orders.refetch()}>
            다시 시도
          </button>
        </div>
      ) : orders.data.items.length === 0 ? (
        <p className={styles.empty}>아직 받은 주문 요청이 없습니다.</p>
      ) : (
        <>
          <ol className={styles.list}>
            {orders.data.items.map((order) => (
              <li key={order.id}>
                <OrderRequestCard order={order} />
              </li>
            ))}
          </ol>
          {orders.data.total > orders.data.pageSize ? (
            <nav className={styles.pager} aria-label="주문 요청 쪽">
              <button
                type="button"
                className="button button-secondary"
                disabled={page <= 1}
                onClick={() => goTo(page - 1)}
              >
                이전
              </button>
              <span>
                {page} / {Math.ceil(orders.data.total / orders.data.pageSize)}쪽
              </span>
              <button
                type="button"
                className="button button-secondary"
                disabled={page * orders.data.pageSize >= orders.data.total}
                onClick={() => goTo(page + 1)}
              >
                다음
              </button>
            </nav>
          ) : null}
        </>
      )}
    </Page>
  );
}
