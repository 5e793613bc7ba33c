/** One order request as staff see it, with the buttons for its next status. */
import { ORDER_NEXT_STATUSES, type OrderItem, type OrderStatus } from '#shared/schemas/products.ts';
import { formatWon } from '#shared/won.ts';
import { InboxCard, type InboxTone, TitleAside } from '../../../components/inbox/inbox-card.tsx';
import { useStatusChange } from '../../../components/inbox/use-status-change.ts';
import { useUpdateOrder } from '../api/orders-api.ts';
import { seoulDateTime } from '../lib/format.ts';
import styles from './order-request-card.module.css';

const actionLabels: Record<OrderStatus, string> = {
  접수: '접수',
  확인: '확인함',
  완료: '완료',
  취소: '요청 취소',
};
const toneOf: Record<OrderStatus, InboxTone> = {
  접수: 'new',
  확인: 'progress',
  완료: 'done',
  취소: 'closed',
};

export function OrderRequestCard({ order }: { order: OrderItem }) {
  const update = useUpdateOrder();
  const changeStatus = useStatusChange();

  const move = (status: OrderStatus) =>
    changeStatus({
      question:
        status === '취소'
          ? {
              message: `${order.name}님의 주문 요청을 취소하시겠습니까?`,
              options: { confirmLabel: '요청 취소' },
            }
          : undefined,
      change: () => update.mutateAsync({ id: order.id, status: status as Exclude<OrderStatus, '접수'> }),
      done: `${order.name}님의 요청을 '${status}'(으)로 바꿨습니다.`,
    });

  return (
    <InboxCard
      titleId={`order-${order.id}-title`}
      fresh={order.status === '접수'}
      title={
        <>
          {order.productName}
          {order.option ? <TitleAside>{order.option}</TitleAside> : null}
          {order.productAvailable ? null : <span className={styles.gone}>판매 종료</span>}
        </>
      }
      status={order.status}
      tone={toneOf[order.status]}
      facts={[
        { label: '수량', value: `${order.quantity}개 · ${formatWon(order.price * order.quantity)}` },
        {
          label: '주문자',
          value: (
            <>
              {order.name} <a href={`tel:${order.phone.replaceAll('-', '')}`}>{order.phone}</a>
            </>
          ),
        },
        {
          label: '요청 시각',
          value: <time dateTime={order.createdAt}>{seoulDateTime(order.createdAt)}</time>,
        },
        ...(order.message ? [{ label: '요청 사항', value: order.message, text: true }] : []),
      ]}
      actions={
        ORDER_NEXT_STATUSES[order.status].length > 0
          ? ORDER_NEXT_STATUSES[order.status].map((status) => (
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
            ))
          : null
      }
    />
  );
}
