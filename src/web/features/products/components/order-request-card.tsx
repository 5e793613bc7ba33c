/** One order request as staff see it, with the buttons for its next status. */
import { ORDER_NEXT_STATUSES, type OrderItem, type OrderStatus } from '#shared/schemas/products.ts';
import { formatWon } from '#shared/won.ts';
import { useConfirm } from '../../../components/ui/confirm-dialog.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import { useUpdateOrder } from '../api/orders-api.ts';
import { seoulDateTime } from '../lib/format.ts';
import styles from './order-request-card.module.css';

const actionLabels: Record<OrderStatus, string> = {
  접수: '접수',
  확인: '확인함',
  완료: '완료',
  취소: '요청 취소',
};
const toneOf: Record<OrderStatus, string> = {
  접수: styles.new!,
  확인: styles.confirmed!,
  완료: styles.done!,
  취소: styles.cancelled!,
};

export function OrderRequestCard({ order }: { order: OrderItem }) {
  const update = useUpdateOrder();
  const confirm = useConfirm();
  const toast = useToast();

  const move = async (status: OrderStatus) => {
    if (
      status === '취소' &&
      !(await confirm(`${order.name}님의 주문 요청을 취소하시겠습니까?`, { confirmLabel: '요청 취소' }))
    ) {
      return;
    }
    try {
      await update.mutateAsync({ id: order.id, status: status as Exclude<OrderStatus, '접수'> });
      toast.success(`${order.name}님의 요청을 '${status}'(으)로 바꿨습니다.`);
    } catch (error) {
      toast.error(error instanceof Error ? error.message : '상태를 바꾸지 못했습니다.');
    }
  };

  const titleId = `order-${order.id}-title`;
  return (
    <article
      className={`${styles.card} ${order.status === '접수' ? styles.fresh : ''}`}
      aria-labelledby={titleId}
    >
      <header className={styles.head}>
        <h2 id={titleId} className={styles.title}>
          {order.productName}
          {order.option ? <span className={styles.option}> · {order.option}</span> : null}
          {order.productAvailable ? null : <span className={styles.gone}>판매 종료</span>}
        </h2>
        <span className={`${styles.status} ${toneOf[order.status]}`}>{order.status}</span>
      </header>
      <dl className={styles.facts}>
        <div>
          <dt>수량</dt>
          <dd>
            {order.quantity}개 · {formatWon(order.price * order.quantity)}
          </dd>
        </div>
        <div>
          <dt>주문자</dt>
          <dd>
            {order.name} <a href={`tel:${order.phone.replaceAll('-', '')}`}>{order.phone}</a>
          </dd>
        </div>
        <div>
          <dt>요청 시각</dt>
          <dd>
            <time dateTime={order.createdAt}>{seoulDateTime(order.createdAt)}</time>
          </dd>
        </div>
        {order.message ? (
          <div className={styles.message}>
            <dt>요청 사항</dt>
            <dd>{order.message}</dd>
          </div>
        ) : null}
      </dl>
      {ORDER_NEXT_STATUSES[order.status].length > 0 ? (
        <div className={styles.actions}>
          {ORDER_NEXT_STATUSES[order.status].map((status) => (
            <button
              key={status}
              type="button"
              className={status === '취소' ? 'button button-secondary' : 'button'}
              disabled={update.isPending}
              aria-label={`${order.name}님 요청 ${actionLabels[status]}`}
              onClick={() => void move(status)}
            >
              {actionLabels[status]}
            </button>
          ))}
        </div>
      ) : null}
    </article>
  );
}
